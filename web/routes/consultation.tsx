import { lazy, Suspense } from 'react';
import { provider, weeklyHours } from '../../api/contract';
import { consultationLength } from '../content/appointment-length';
import { serviceAreaWithZone } from '../content/service-area';
import { BookingColumns, InfoCard } from '../ui/booking-columns';
import { CheckList } from '../ui/card';
import { Container } from '../ui/container';
import { FactList } from '../ui/fact-list';
import { PageHero } from '../ui/page-hero';
import { Section } from '../ui/section';
import { UrgentNote } from '../ui/urgent-note';
import { ConsultationBooking } from '../features/booking/consultation-booking';

/** Words only, below the booking form: its code loads once the page is interactive (scripts/route-chunks.ts). */
const NextSteps = lazy(() => import('../ui/next-steps').then((module) => ({ default: module.NextSteps })));

export default function Consultation() {
  return (
    <>
      <PageHero eyebrow="Free Consultation" title="Book a Free Consultation">
        <p>
          Talk with one of our wound care nurses about your wound, your options and your insurance coverage. Pick a day
          and time that suits you; there is no cost and no obligation.
        </p>
      </PageHero>
      <Section aria-labelledby="booking-heading">
        <Container>
          <BookingColumns>
            <InfoCard>
              <h2 id="booking-heading">Your Consultation</h2>
              <FactList
                facts={[
                  { icon: 'clock', label: 'Length', value: consultationLength() },
                  { icon: 'calendar', label: 'Available', value: weeklyHours(provider.hours.consultations) },
                  { icon: 'video', label: 'How we talk', value: 'By phone or video, your choice' },
                  { icon: 'pin', label: 'Where we visit', value: serviceAreaWithZone() },
                ]}
              />
              <h3>What we will cover</h3>
              <CheckList>
                <li>How the wound started and how it has changed</li>
                <li>Treatments tried so far and what is worrying you</li>
                <li>Which of our services could help, and next steps</li>
                <li>Your insurance, so there are no surprises</li>
              </CheckList>
            </InfoCard>
            <div>
              <UrgentNote />
              <ConsultationBooking />
            </div>
          </BookingColumns>
        </Container>
      </Section>
      <Suspense fallback={null}>
        <NextSteps kind="consultation" />
      </Suspense>
    </>
  );
}
