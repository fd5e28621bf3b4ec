import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { provider } from '../../api/contract';
import { consultationLength } from '../content/appointment-length';
import { Card } from '../ui/card';
import { Container } from '../ui/container';
import { PageHero } from '../ui/page-hero';
import { Section } from '../ui/section';
import { color, media } from '../ui/theme';
import { ConsultationBooking } from '../features/booking/consultation-booking';
import { Link } from '../ui/link';
import { Tabs } from '../ui/tabs/tabs';
import { UrgentNote } from '../ui/urgent-note';

/** Loaded when its tab is first chosen: most visitors book, and the page hydrates sooner without it. */
const InquiryForm = lazy(() => import('../features/inquiry/inquiry-form').then((module) => ({ default: module.InquiryForm })));

/** Facts and links only: its code loads once the booking form is interactive (scripts/route-chunks.ts). */
const ContactDetails = lazy(() => import('../ui/contact-details').then((module) => ({ default: module.ContactDetails })));

const Columns = styled.div`
  display: grid;
  gap: 2rem;
  align-items: start;
  ${media.lg} { grid-template-columns: minmax(0, 25rem) minmax(0, 1fr); }
`;

const BookingCard = styled(Card)`
  > h2 { font-size: 1.6rem; }
  > p { color: ${color.muted}; }
`;

export default function Contact() {
  return (
    <>
      <PageHero eyebrow="We are here to help" title="Contact Us">
        <p>
          Questions about a wound, insurance or a referral? Call us, send a message or book a free consultation. A real
          person from our care team will get back to you.
        </p>
      </PageHero>
      <Section>
        <Container>
          {/* Above both cards: on the contact page, before any way of reaching us, including the form. */}
          <UrgentNote />
          <Columns>
            <Suspense fallback={null}>
              <ContactDetails />
            </Suspense>
            <BookingCard as="section" aria-labelledby="schedule-heading">
              <h2 id="schedule-heading">Schedule a Free Consultation</h2>
              <p>
                {`Book a free ${consultationLength(true)} phone or video call with one of our wound care nurses, or send us a general inquiry and we will reply within ${provider.replyWithin}.`}
              </p>
              <Tabs
                label="Schedule a Free Consultation"
                tabs={[
                  { id: 'book', label: 'Book Consultation', panel: <ConsultationBooking variant="tab" /> },
                  {
                    id: 'inquiry',
                    label: 'General Inquiry',
                    panel: (
                      <Suspense fallback={<p role="status">Loading the inquiry form…</p>}>
                        <InquiryForm />
                      </Suspense>
                    ),
                  },
                ]}
              />
              <p>
                <Link to="/consultation#next-steps">What happens after you book</Link>: who calls, what to have ready and
                what it costs.
              </p>
            </BookingCard>
          </Columns>
        </Container>
      </Section>
    </>
  );
}
