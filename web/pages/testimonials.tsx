import { STORIES_ARE_REAL } from '../content/story-notes';
import { storiesIn } from '../i18n/story-people';
import type { TestimonialsWords } from '../i18n/testimonials.en';
import { ButtonLink } from '../ui/button';
import { Container, Grid } from '../ui/container';
import { CtaBand } from '../ui/cta-band';
import { PageHero } from '../ui/page-hero';
import { ResultsVary } from '../ui/results-vary';
import { Section } from '../ui/section';
import { TestimonialCard } from '../blocks/testimonial-card';
import { VisuallyHidden } from '../ui/visually-hidden';

/**
 * The patient stories, in the language of `words` (docs/decisions/031): each story speaks of the
 * care, never a promised outcome; results vary beside them; "shared with written permission" only
 * while the facts file says the stories are real, and "samples" while they are not. Each
 * language's route module (web/routes/en/testimonials.tsx, web/routes/es/testimonials.tsx) passes its words.
 */
export function TestimonialsPage({ words }: { words: TestimonialsWords }) {
  const { stories } = words;
  return (
    <>
      <PageHero eyebrow={words.hero.eyebrow} title={words.hero.title}>
        <p>
          {words.hero.lead}
          {STORIES_ARE_REAL && ` ${stories.permissionNote}`}
        </p>
      </PageHero>
      <Section aria-labelledby="stories-heading">
        <Container>
          <VisuallyHidden as="h2" id="stories-heading">
            {words.storiesHeading}
          </VisuallyHidden>
          <Grid $min="19rem">
            {storiesIn(stories.items).map((testimonial) => (
              <TestimonialCard key={testimonial.name} testimonial={testimonial} />
            ))}
          </Grid>
          <ResultsVary words={stories} />
        </Container>
      </Section>
      <CtaBand title={words.cta.title} text={words.cta.text}>
        <ButtonLink to="/consultation" $variant="light">
          {words.cta.book}
        </ButtonLink>
      </CtaBand>
    </>
  );
}
