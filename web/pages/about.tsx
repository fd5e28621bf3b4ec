import styled from 'styled-components';
import type { AboutWords } from '../i18n/about.en';
import teamImage from '../assets/about-team.svg';
import { ButtonLink } from '../ui/button';
import { Card, CheckList } from '../ui/card';
import { Container, Grid } from '../ui/container';
import { CtaBand } from '../ui/cta-band';
import { award, cpu, heart, shield } from '../ui/feature-icons';
import { Icon, type IconGlyph } from '../ui/icons';
import { PageHero } from '../ui/page-hero';
import { Eyebrow, Section, SectionIntro } from '../ui/section';
import { IconBadge } from '../ui/service-card';
import { accent, color, media } from '../ui/theme';

/** The highlights' icons, in the order of their words. */
const HIGHLIGHT_ICONS: [IconGlyph, IconGlyph, IconGlyph] = [award, 'home', cpu];

const Split = styled.div`
  display: grid;
  gap: 2.5rem;
  align-items: center;
  ${media.lg} { grid-template-columns: 1fr 1.1fr; gap: 4rem; }
  img { display: block; width: 100%; max-width: 32rem; height: auto; margin: 0 auto; }
`;

const Highlights = styled.ul`
  list-style: none;
  margin: 1.5rem 0 0;
  padding: 0;
  display: grid;
  gap: 1.5rem;
  li { display: grid; grid-template-columns: auto 1fr; gap: 0 1rem; }
  h3 { margin: 0.35rem 0 0.35rem; }
  p { margin: 0; color: ${color.muted}; }
`;

const Pillar = styled(Card)`
  h2 { font-size: 1.5rem; }
  p, li { color: ${color.muted}; }
  p:last-child, ul:last-child { margin-bottom: 0; }
`;

/**
 * The about page, in the language of `words` (docs/decisions/031): mission, vision and values,
 * three highlights beside the team's picture, who we care for, and a way to get in touch. Each
 * language's route module (web/routes/en/about.tsx, web/routes/es/about.tsx) passes its words.
 */
export function AboutPage({ words }: { words: AboutWords }) {
  return (
    <>
      <PageHero eyebrow={words.hero.eyebrow} title={words.hero.title}>
        <p>{words.hero.lead}</p>
      </PageHero>

      <Section>
        <Container>
          <Grid>
            <Pillar>
              <IconBadge $ink={accent.teal.ink} $tint={accent.teal.tint}>
                <Icon name={heart} />
              </IconBadge>
              <h2>{words.mission.title}</h2>
              <p>{words.mission.text}</p>
            </Pillar>
            <Pillar>
              <IconBadge $ink={accent.blue.ink} $tint={accent.blue.tint}>
                <Icon name="pin" />
              </IconBadge>
              <h2>{words.vision.title}</h2>
              <p>{words.vision.text}</p>
            </Pillar>
            <Pillar>
              <IconBadge $ink={accent.violet.ink} $tint={accent.violet.tint}>
                <Icon name={shield} />
              </IconBadge>
              <h2>{words.values.title}</h2>
              <CheckList>
                {words.values.items.map((value) => (
                  <li key={value}>{value}</li>
                ))}
              </CheckList>
            </Pillar>
          </Grid>
        </Container>
      </Section>

      <Section $tone="tint" aria-labelledby="why-heading">
        <Container>
          <Split>
            <img src={teamImage} alt={words.teamImage} width={520} height={440} loading="lazy" decoding="async" />
            <div>
              <Eyebrow>{words.why.eyebrow}</Eyebrow>
              <h2 id="why-heading">{words.why.title}</h2>
              <Highlights>
                {words.highlights.map(({ title, text }, index) => (
                  <li key={title}>
                    <IconBadge $ink={accent.teal.ink} $tint={color.surface}>
                      <Icon name={HIGHLIGHT_ICONS[index]!} />
                    </IconBadge>
                    <div>
                      <h3>{title}</h3>
                      <p>{text}</p>
                    </div>
                  </li>
                ))}
              </Highlights>
            </div>
          </Split>
        </Container>
      </Section>

      <Section>
        <Container>
          <SectionIntro>
            <h2>{words.careFor.title}</h2>
            <p>{words.careFor.text}</p>
            <p>{words.careFor.team}</p>
          </SectionIntro>
        </Container>
      </Section>

      <CtaBand title={words.cta.title} text={words.cta.text}>
        <ButtonLink to="/contact" $variant="light">
          {words.cta.contact}
        </ButtonLink>
        <ButtonLink to="/services" $variant="outline-light">
          {words.cta.services}
        </ButtonLink>
      </CtaBand>
    </>
  );
}
