import { consultationLength } from '../content/appointment-length';
import { PERMISSION_NOTE, SAMPLE_NOTE, STORIES_ARE_REAL } from '../content/story-notes';
import { RESULTS_VARY, TESTIMONIALS } from '../content/testimonials';
import { ButtonLink } from '../ui/button';
import { Container, Grid } from '../ui/container';
import { CtaBand } from '../ui/cta-band';
import { PageHero } from '../ui/page-hero';
import { ResultsVary } from '../ui/results-vary';
import { Section } from '../ui/section';
import { TestimonialCard } from '../ui/testimonial-card';
import { VisuallyHidden } from '../ui/visually-hidden';

export default function Testimonials() {
  return (
    <>
      <PageHero eyebrow="Testimonials" title="Patient Stories">
        <p>
          Patients, families and facility staff describe their own experience of care with our team.
          {STORIES_ARE_REAL && ` ${PERMISSION_NOTE}`}
        </p>
      </PageHero>
      <Section aria-labelledby="stories-heading">
        <Container>
          <VisuallyHidden as="h2" id="stories-heading">
            What our patients say
          </VisuallyHidden>
          <Grid $min="19rem">
            {TESTIMONIALS.map((testimonial) => (
              <TestimonialCard key={testimonial.name} testimonial={testimonial} />
            ))}
          </Grid>
          <ResultsVary words={{ resultsVary: RESULTS_VARY, sampleNote: SAMPLE_NOTE }} />
        </Container>
      </Section>
      <CtaBand
        title="Ready to start healing?"
        text={`Book a free ${consultationLength(true)} phone or video consultation and find out how we can help you or someone you care for.`}
      >
        <ButtonLink to="/consultation" $variant="light">
          Schedule Your Consultation
        </ButtonLink>
      </CtaBand>
    </>
  );
}
