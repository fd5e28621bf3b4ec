import styled from 'styled-components';
import { GUIDES, guidePath } from '#contract';
import type { ResourcesWords } from '../i18n/resources.en';
import { ButtonLink } from '../ui/button';
import { Card, cardStyles } from '../ui/card';
import { Container, Grid } from '../ui/container';
import { CtaBand } from '../ui/cta-band';
import { Icon } from '../ui/icons';
import { NewTabLink } from '../ui/new-tab-link';
import { PageHero } from '../ui/page-hero';
import { Eyebrow, Section, SectionIntro } from '../ui/section';
import { IconBadge } from '../ui/service-card';
import { accent, color, media, radius } from '../ui/theme';
import { VisuallyHidden } from '../ui/visually-hidden';
import { useLang, useShell } from '../i18n/lang-context';

const Article = styled.article`
  ${cardStyles}
  display: flex;
  flex-direction: column;
  h3 { font-size: 1.2rem; }
  p { color: ${color.muted}; }
  > :last-child { margin-top: auto; }
`;

const Meta = styled.p`
  font-size: 0.9rem;
  font-weight: 600;
  && { color: ${color.brand}; }
`;

const GuideList = styled.ul`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.md} { grid-template-columns: 1fr 1fr; }
  li {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0 1rem;
    padding: 1.25rem;
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    background: ${color.surface};
  }
  li > span:first-child { margin: 0; }
  p { margin: 0.35rem 0 0; color: ${color.muted}; }
`;

const Training = styled(Card)`
  display: grid;
  gap: 1.5rem;
  align-items: center;
  background: ${color.brandSoft};
  border-color: transparent;
  ${media.md} { grid-template-columns: 1fr auto; padding: 2.25rem; }
  h2 { font-size: 1.6rem; }
  p { margin: 0; color: ${color.text}; }
`;

/** Only this page draws it, so it stays here rather than in every page's icon table. */
const fileIcon = (
  <>
    <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />
    <path d="M14 2v6h6M16 13H8M16 17H8M10 9H8" />
  </>
);

const caregiverGuide = GUIDES.find((guide) => guide.slug === 'caregiver-training-guide')!;

/**
 * The resources page, in the language of `words` (docs/decisions/031): article teasers, the six
 * printable guides and the caregiver training, each guide linked in the page's language (the
 * guides are written in both: guidePath(slug, lang)). Each language's route module
 * (web/routes/en/resources.tsx, web/routes/es/resources.tsx) passes its words.
 */
export function ResourcesPage({ words }: { words: ResourcesWords }) {
  const { newTab } = useShell();
  const lang = useLang();
  const { titles, summaries } = words.guides;
  return (
    <>
      <PageHero eyebrow={words.hero.eyebrow} title={words.hero.title}>
        <p>{words.hero.lead}</p>
      </PageHero>

      <Section aria-labelledby="articles-heading">
        <Container>
          <SectionIntro>
            <Eyebrow>{words.articles.eyebrow}</Eyebrow>
            <h2 id="articles-heading">{words.articles.title}</h2>
          </SectionIntro>
          <Grid>
            {words.articles.items.map((article) => (
              <Article key={article.title}>
                <Meta>
                  {article.category} · {article.readingTime}
                </Meta>
                <h3>{article.title}</h3>
                <p>{article.summary}</p>
                <p>
                  <NewTabLink href={guidePath(article.guide, lang)} note={newTab}>
                    {words.articles.readMore}
                    <VisuallyHidden>{`: ${titles[article.guide]}`}</VisuallyHidden>
                  </NewTabLink>
                </p>
              </Article>
            ))}
          </Grid>
        </Container>
      </Section>

      <Section $tone="tint" aria-labelledby="guides-heading">
        <Container>
          <SectionIntro>
            <Eyebrow>{words.guides.eyebrow}</Eyebrow>
            <h2 id="guides-heading">{words.guides.title}</h2>
            <p>{words.guides.text}</p>
          </SectionIntro>
          <GuideList>
            {GUIDES.map(({ slug }) => (
              <li key={slug}>
                <IconBadge $ink={accent.teal.ink} $tint={accent.teal.tint}>
                  <Icon name={fileIcon} />
                </IconBadge>
                <div>
                  <NewTabLink href={guidePath(slug, lang)} note={newTab}>
                    {titles[slug]}
                  </NewTabLink>
                  <p>{summaries[slug]}</p>
                </div>
              </li>
            ))}
          </GuideList>
        </Container>
      </Section>

      <Section aria-labelledby="training-heading">
        <Container>
          <Training>
            <div>
              <h2 id="training-heading">{words.training.title}</h2>
              <p>{words.training.text}</p>
            </div>
            <NewTabLink href={guidePath(caregiverGuide.slug, lang)} note={newTab} variant="primary">
              {words.training.start}
            </NewTabLink>
          </Training>
        </Container>
      </Section>

      <CtaBand title={words.cta.title} text={words.cta.text}>
        <ButtonLink to="/contact" $variant="light">
          {words.cta.contact}
        </ButtonLink>
      </CtaBand>
    </>
  );
}
