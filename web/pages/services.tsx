import styled from 'styled-components';
import { WOUND_TYPES } from '#contract';
import kitImage from '../assets/services-care-kit.svg';
import { check } from '../ui/service-icons';
import { serviceCards } from '../ui/service-looks';
import type { ServicesWords } from '../i18n/services.en';
import { ButtonLink } from '../ui/button';
import { Card, CheckList } from '../ui/card';
import { Container, Grid } from '../ui/container';
import { CtaBand } from '../ui/cta-band';
import { Icon } from '../ui/icons';
import { PageHero } from '../ui/page-hero';
import { Eyebrow, Section, SectionIntro } from '../ui/section';
import { IconBadge, ServiceCard } from '../ui/service-card';
import { accent, color, media, radius } from '../ui/theme';

const Split = styled.div<{ $flip?: boolean }>`
  display: grid;
  gap: 2rem;
  align-items: start;
  ${media.lg} {
    grid-template-columns: 1.2fr 1fr;
    gap: 3.5rem;
    > :first-child { order: ${({ $flip }) => ($flip ? 2 : 0)}; }
  }
  img { display: block; width: 100%; max-width: 30rem; height: auto; margin: 0 auto; }
  > div > p { color: ${color.muted}; }
`;

const Includes = styled(Card)`
  h3 { font-size: 1.1rem; }
  ul { margin-bottom: 0; }
`;

const Compare = styled(Card)`
  h3 { font-size: 1.2rem; }
  dl { margin: 0; }
  dt { font-weight: 700; margin-top: 0.75rem; }
  dd { margin: 0.2rem 0 0; color: ${color.muted}; }
`;

const Shared = styled.p`
  max-width: 46rem;
  margin: 1.75rem auto 0;
  text-align: center;
  color: ${color.muted};
`;

const WoundList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 19rem), 1fr));
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: 0.6rem;
    padding: 0.85rem 1rem;
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    background: ${color.surface};
    font-weight: 600;
  }
  svg { flex: none; width: 1.2rem; height: 1.2rem; color: ${color.brand}; }
`;

const InsuranceNote = styled.p`
  font-size: 0.95rem;
`;

/** The three services described at length, by their place among the five (their anchors are linked from elsewhere). */
const DETAIL_IDS = ['wound-care', 'iv-hydration', 'stem-cell'] as const;

/**
 * The services page, in the language of `words` (docs/decisions/031): why wounds stall, the three
 * main services at length, the two others as cards, the two tissue treatments side by side, the
 * wounds we treat and a way to ask. On a page in another language each service also gives its
 * English name, as families meet it on insurance papers. Each language's route module
 * (web/routes/en/services.tsx, web/routes/es/services.tsx) passes its words.
 */
export function ServicesPage({ words }: { words: ServicesWords }) {
  const cards = serviceCards(words.names, words.cards.descriptions);
  const insuranceNote = (index: number) => words.insuranceNote && <InsuranceNote>{words.insuranceNote(words.insuranceNames[index]!)}</InsuranceNote>;
  return (
    <>
      <PageHero eyebrow={words.hero.eyebrow} title={words.hero.title}>
        <p>{words.hero.lead}</p>
      </PageHero>

      <Section>
        <Container>
          <Split>
            <div>
              <h2>{words.plan.title}</h2>
              <p>{words.plan.text}</p>
              <p>
                {words.coverage.statement} {words.coverage.checked} {words.coverage.selfPay()}
              </p>
            </div>
            <img src={kitImage} alt="" width={480} height={400} loading="lazy" decoding="async" />
          </Split>
        </Container>
      </Section>

      {words.details.map((detail, index) => {
        const service = cards[index]!;
        const id = DETAIL_IDS[index]!;
        return (
          <Section key={id} id={id} $tone={index % 2 === 0 ? 'tint' : 'plain'} aria-labelledby={`${id}-heading`}>
            <Container>
              <Split $flip={index % 2 === 1}>
                <div>
                  <IconBadge $ink={accent[service.color].ink} $tint={accent[service.color].tint}>
                    <Icon name={service.icon} />
                  </IconBadge>
                  <h2 id={`${id}-heading`}>{service.title}</h2>
                  {insuranceNote(index)}
                  {detail.paragraphs.map((paragraph) => (
                    <p key={paragraph.slice(0, 24)}>{paragraph}</p>
                  ))}
                </div>
                <Includes>
                  <h3>{detail.includesTitle}</h3>
                  <CheckList>
                    {detail.includes.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </CheckList>
                </Includes>
              </Split>
            </Container>
          </Section>
        );
      })}

      <Section aria-labelledby="more-heading">
        <Container>
          <SectionIntro>
            <Eyebrow>{words.more.eyebrow}</Eyebrow>
            <h2 id="more-heading">{words.more.title}</h2>
          </SectionIntro>
          <Grid $min="20rem">
            {cards.slice(words.details.length).map((service, index) => (
              <ServiceCard key={service.title} service={service}>
                {insuranceNote(words.details.length + index)}
              </ServiceCard>
            ))}
          </Grid>
        </Container>
      </Section>

      <Section $tone="tint" aria-labelledby="compare-heading">
        <Container>
          <SectionIntro>
            <h2 id="compare-heading">{words.compare.title}</h2>
          </SectionIntro>
          <Grid $min="18rem">
            {words.compare.options.map((option) => (
              <Compare key={option.heading}>
                <h3>{option.heading}</h3>
                <dl>
                  <dt>{words.compare.madeFromLabel}</dt>
                  <dd>{option.madeFrom}</dd>
                  <dt>{words.compare.whatItIsLabel}</dt>
                  <dd>{option.whatItIs}</dd>
                </dl>
              </Compare>
            ))}
          </Grid>
          <Shared>{words.compare.shared}</Shared>
        </Container>
      </Section>

      <Section aria-labelledby="wounds-heading">
        <Container>
          <SectionIntro>
            <h2 id="wounds-heading">{words.wounds.title}</h2>
            <p>{words.wounds.text}</p>
          </SectionIntro>
          <WoundList>
            {WOUND_TYPES.map((type) => (
              <li key={type}>
                <Icon name={check} />
                {words.wounds.names[type]}
              </li>
            ))}
          </WoundList>
        </Container>
      </Section>

      <CtaBand title={words.cta.title} text={words.cta.text}>
        <ButtonLink to="/consultation" $variant="light">
          {words.cta.book}
        </ButtonLink>
        <ButtonLink to="/refer" $variant="outline-light">
          {words.cta.refer}
        </ButtonLink>
      </CtaBand>
    </>
  );
}
