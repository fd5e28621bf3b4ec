import { lazy, Suspense } from 'react';
import { provider, weeklyHours } from '../../api/contract';
import { visitLength } from '../content/appointment-length';
import { serviceAreaWithZone } from '../content/service-area';
import { BookingColumns, InfoCard } from '../ui/booking-columns';
import { CheckList } from '../ui/card';
import { Container } from '../ui/container';
import { FactList } from '../ui/fact-list';
import { PageHero } from '../ui/page-hero';
import { Section } from '../ui/section';
import { UrgentNote } from '../ui/urgent-note';
import { CoordinatorBooking } from '../features/booking/coordinator-booking';

/** Words only, below the booking form: its code loads once the page is interactive (scripts/route-chunks.ts). */
const NextSteps = lazy(() => import('../ui/next-steps').then((module) => ({ default: module.NextSteps })));

export default function Coordinators() {
  return (
    <>
      <PageHero eyebrow="For Facilities" title="Care Coordinators">
        <p>
          Nursing homes and assisted living communities: book an on-site visit with one of our care coordinators. We
          meet your team, review residents&apos; wound care needs and set up referrals, rounds and staff training.
        </p>
      </PageHero>
      <Section aria-labelledby="coordinator-heading">
        <Container>
          <BookingColumns>
            <InfoCard>
              <h2 id="coordinator-heading">Your Coordination Visit</h2>
              <FactList
                facts={[
                  { icon: 'clock', label: 'Length', value: `${visitLength()} per appointment` },
                  { icon: 'calendar', label: 'Available', value: weeklyHours(provider.hours.coordinatorVisits) },
                  { icon: 'building', label: 'Where', value: 'On-site facility coordination' },
                  { icon: 'pin', label: 'Where we visit', value: serviceAreaWithZone() },
                ]}
              />
              <h3>During the visit we</h3>
              <CheckList>
                <li>Meet your director of nursing and wound care staff</li>
                <li>Review current residents with wounds or high risk</li>
                <li>Agree a rounding schedule and referral process</li>
                <li>Plan training for aides on skin checks and repositioning</li>
              </CheckList>
            </InfoCard>
            <div>
              <UrgentNote />
              <CoordinatorBooking />
            </div>
          </BookingColumns>
        </Container>
      </Section>
      <Suspense fallback={null}>
        <NextSteps kind="facility" />
      </Suspense>
    </>
  );
}
