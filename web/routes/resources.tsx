import styled from 'styled-components';
import { GUIDES, guidePath, provider } from '../../api/contract';
import { ARTICLES, GUIDE_SUMMARIES } from '../content/resources';
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
import { useShell } from '../i18n/lang-context';

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
const guideTitle = (slug: string) => GUIDES.find((guide) => guide.slug === slug)?.title ?? '';

export default function Resources() {
  const { newTab } = useShell();
  return (
    <>
      <PageHero eyebrow="Resources" title="Care Guides & Resources">
        <p>
          Plain-language reading for patients and caregivers. Each guide shows who reviewed it and when, opens in a new
          tab and prints cleanly, so you can keep a copy by the bed or on the fridge.
        </p>
      </PageHero>

      <Section aria-labelledby="articles-heading">
        <Container>
          <SectionIntro>
            <Eyebrow>Articles</Eyebrow>
            <h2 id="articles-heading">Learn about wound healing</h2>
          </SectionIntro>
          <Grid>
            {ARTICLES.map((article) => (
              <Article key={article.title}>
                <Meta>
                  {article.category} · {article.readingTime}
                </Meta>
                <h3>{article.title}</h3>
                <p>{article.summary}</p>
                <p>
                  <NewTabLink href={guidePath(article.guide)} note={newTab}>
                    Read the full guide<VisuallyHidden>{`: ${guideTitle(article.guide)}`}</VisuallyHidden>
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
            <Eyebrow>Free downloads</Eyebrow>
            <h2 id="guides-heading">Downloadable Guides</h2>
            <p>{`${GUIDES.length} printable guides. Once opened, they stay available on this device, even without a signal.`}</p>
          </SectionIntro>
          <GuideList>
            {GUIDES.map(({ slug, title }) => (
              <li key={slug}>
                <IconBadge $ink={accent.teal.ink} $tint={accent.teal.tint}>
                  <Icon name={fileIcon} />
                </IconBadge>
                <div>
                  <NewTabLink href={guidePath(slug)} note={newTab}>{title}</NewTabLink>
                  <p>{GUIDE_SUMMARIES[slug]}</p>
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
              <h2 id="training-heading">Caregiver Training</h2>
              <p>
                Caring for someone with a wound? Our step-by-step training guide covers skin checks, safe repositioning,
                infection control and looking after yourself too.
              </p>
            </div>
            <NewTabLink href={guidePath(caregiverGuide.slug)} note={newTab} variant="primary">
              Start Caregiver Training
            </NewTabLink>
          </Training>
        </Container>
      </Section>

      <CtaBand
        title="Have a question about a wound?"
        text={`Our nurses are happy to help, whether you need advice, a referral or a visit. We reply within ${provider.replyWithin}.`}
      >
        <ButtonLink to="/contact" $variant="light">
          Contact Our Team
        </ButtonLink>
      </CtaBand>
    </>
  );
}
