import { BookingColumns, InfoCard } from '../ui/booking-columns';
import { CheckList } from '../ui/card';
import { Container } from '../ui/container';
import { FactList } from '../ui/fact-list';
import { PageHero } from '../ui/page-hero';
import { Section } from '../ui/section';
import { CoordinatorBooking } from '../features/booking/coordinator-booking';

export function Coordinators() {
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
                  { icon: 'clock', label: 'Length', value: '1 hour per appointment' },
                  { icon: 'calendar', label: 'Available', value: 'Monday - Wednesday 9:00 AM - 3:00 PM' },
                  { icon: 'building', label: 'Where', value: 'On-site facility coordination' },
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
            <CoordinatorBooking />
          </BookingColumns>
        </Container>
      </Section>
    </>
  );
}
