import styled from 'styled-components';
import { Card, CheckList } from '../ui/card';
import { Container } from '../ui/container';
import { FactList } from '../ui/fact-list';
import { PageHero } from '../ui/page-hero';
import { Section } from '../ui/section';
import { color, media } from '../ui/theme';
import { ConsultationBooking } from '../features/booking/consultation-booking';

const Columns = styled.div`
  display: grid;
  gap: 2rem;
  align-items: start;
  ${media.lg} { grid-template-columns: minmax(0, 22rem) minmax(0, 1fr); }
`;

const InfoCard = styled(Card)`
  h2 { font-size: 1.4rem; }
  h3 { font-size: 1rem; margin: 1.75rem 0 0.5rem; }
  li { color: ${color.muted}; }
  ul { margin-bottom: 0; }
`;

export function Consultation() {
  return (
    <>
      <PageHero eyebrow="Free Consultation" title="Book a Free Consultation">
        <p>
          Talk with a wound specialist about your wound, your options and your insurance coverage. Pick a day and time
          that suits you; there is no cost and no obligation.
        </p>
      </PageHero>
      <Section aria-labelledby="booking-heading">
        <Container>
          <Columns>
            <InfoCard>
              <h2 id="booking-heading">Your Consultation</h2>
              <FactList
                facts={[
                  { icon: 'clock', label: 'Length', value: '15 minutes' },
                  { icon: 'calendar', label: 'Available', value: 'Monday - Friday 9:00 AM - 5:00 PM' },
                  { icon: 'video', label: 'How we talk', value: 'By phone or video, your choice' },
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
            <ConsultationBooking />
          </Columns>
        </Container>
      </Section>
    </>
  );
}
