import { provider } from '#contract';
import heroImage from '../assets/hero-home-visit.svg';
import james from '../assets/avatars/james.svg';
import margaret from '../assets/avatars/margaret.svg';
import { bandage, cells, droplet } from '../ui/service-icons';
import type { HomeWords } from '../i18n/home.en';
import { ButtonAnchor, ButtonLink, ButtonRow } from '../ui/button';
import { Container, Grid } from '../ui/container';
import { CtaBand } from '../ui/cta-band';
import { arrow, shield, users } from '../ui/feature-icons';
import { Icon, type IconGlyph } from '../ui/icons';
import { ResultsVary } from '../ui/results-vary';
import { Eyebrow, Section, SectionIntro } from '../ui/section';
import { ServiceCard } from '../ui/service-card';
import { TestimonialCard } from '../blocks/testimonial-card';
import { VisuallyHidden } from '../ui/visually-hidden';
import { TTY_RELAY } from '#contract/phone';
import { AreaLine, CareSettings, CenteredRow, Hero, HeroArt, HeroBadge, HeroCopy, HeroGrid, StatNote, Stats } from './home.styles';

/** The stats' figures, beside their words (words.hero.stats) in the same order. */
const STATS = [`${provider.foundedYearsAgo}+`, '24/7', '100%'];

/**
 * The three service cards' icons and colours, beside their words (words.services.cards), as
 * HOME_SERVICE_CARDS has them (web/i18n/services.ts; home.test.tsx holds them equal). Not
 * imported from there: that module holds the English words, and a Spanish page carries none.
 */
export const CARD_LOOKS = [
  { icon: bandage, color: 'teal' },
  { icon: droplet, color: 'blue' },
  { icon: cells, color: 'violet' },
] as const;

/** The two stories' photos, beside their words (words.stories.items), as TESTIMONIALS has them (held equal by home.test.tsx). */
export const STORY_PHOTOS = [margaret, james];

/** The care settings' icons, beside their words (words.settings.items) in the same order. */
const SETTING_ICONS: [IconGlyph, IconGlyph, IconGlyph] = ['home', 'building', users];

/**
 * The home page, in the language of `words` (docs/decisions/031): each language's route module
 * (web/routes/en/home.tsx, web/routes/es/home.tsx) passes its words.
 */
export function HomePage({ words }: { words: HomeWords }) {
  const { hero, settings, services, stories, cta } = words;
  return (
    <>
      <Hero>
        <Container>
          <HeroGrid>
            <HeroCopy>
              <Eyebrow>{hero.eyebrow}</Eyebrow>
              <h1>{hero.title}</h1>
              <p>{hero.lead}</p>
              <ButtonRow>
                <ButtonLink to="/contact">
                  {hero.getStarted}
                  <Icon name={arrow} />
                </ButtonLink>
                <ButtonLink to="/services" $variant="secondary">
                  {hero.services}
                </ButtonLink>
              </ButtonRow>
              <Stats>
                {STATS.map((value, index) => (
                  <li key={value}>
                    <strong>{value}</strong> <span>{hero.stats[index]}</span>
                  </li>
                ))}
              </Stats>
              <StatNote>{hero.statNote}</StatNote>
            </HeroCopy>
            <HeroArt>
              <img
                src={heroImage}
                alt={hero.image}
                width={560}
                height={460}
                fetchPriority="high"
              />
              <HeroBadge>
                <Icon name={shield} />
                {/* Says what is certified (the nurses' credential), so it cannot be read as a Medicare certification. */}
                <span>
                  <strong>{hero.badge.title}</strong>
                  <span>{hero.badge.licensed}</span>
                  <span>{hero.badge.certified}</span>
                </span>
              </HeroBadge>
            </HeroArt>
          </HeroGrid>
        </Container>
      </Hero>

      <Section aria-labelledby="settings-heading">
        <Container>
          <VisuallyHidden as="h2" id="settings-heading">
            {settings.heading}
          </VisuallyHidden>
          <CareSettings>
            {settings.items.map(({ title, text }, index) => (
              <li key={title}>
                <Icon name={SETTING_ICONS[index]!} />
                <span>
                  <strong>{title}</strong>
                  <span>{text}</span>
                </span>
              </li>
            ))}
          </CareSettings>
          <AreaLine>
            <Icon name="pin" />
            <span>{settings.area}</span>
          </AreaLine>
        </Container>
      </Section>

      <Section $tone="tint" aria-labelledby="services-heading">
        <Container>
          <SectionIntro>
            <Eyebrow>{services.eyebrow}</Eyebrow>
            <h2 id="services-heading">{services.title}</h2>
            <p>{services.team}</p>
          </SectionIntro>
          <Grid>
            {CARD_LOOKS.map((looks, index) => {
              const service = { ...looks, ...services.cards[index]! };
              return (
                <ServiceCard key={service.title} service={service}>
                  <ButtonLink to="/services" $variant="secondary">
                    {services.learnMore}
                    <VisuallyHidden>{services.about(service.title)}</VisuallyHidden>
                  </ButtonLink>
                </ServiceCard>
              );
            })}
          </Grid>
        </Container>
      </Section>

      <Section aria-labelledby="stories-heading">
        <Container>
          <SectionIntro>
            <Eyebrow>{stories.eyebrow}</Eyebrow>
            <h2 id="stories-heading">{stories.title}</h2>
          </SectionIntro>
          <Grid $min="20rem">
            {stories.items.map((story, index) => {
              const testimonial = { ...story, rating: 5, image: STORY_PHOTOS[index]! };
              return <TestimonialCard key={testimonial.name} testimonial={testimonial} />;
            })}
          </Grid>
          <ResultsVary words={stories} />
          <CenteredRow>
            <ButtonLink to="/testimonials" $variant="secondary">
              {stories.viewAll}
            </ButtonLink>
          </CenteredRow>
        </Container>
      </Section>

      <CtaBand title={cta.title} text={cta.text}>
        <ButtonLink to="/consultation" $variant="light">
          {cta.book}
        </ButtonLink>
        <ButtonAnchor href={`tel:${provider.phoneHref}`} $variant="outline-light">
          <Icon name="phone" />
          {cta.call} ({TTY_RELAY})
        </ButtonAnchor>
      </CtaBand>
    </>
  );
}
