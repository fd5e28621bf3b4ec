import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { provider } from '../../api/contract';
import { HOURS } from '../content/navigation';
import { Card } from '../ui/card';
import { Container } from '../ui/container';
import { FactList } from '../ui/fact-list';
import { PageHero } from '../ui/page-hero';
import { Section } from '../ui/section';
import { SocialLinks } from '../ui/social-links';
import { color, media } from '../ui/theme';
import { ConsultationBooking } from '../features/booking/consultation-booking';
import { Tabs } from '../ui/tabs/tabs';

/** Loaded when its tab is first chosen: most visitors book, and the page hydrates sooner without it. */
const InquiryForm = lazy(() => import('../features/inquiry/inquiry-form').then((module) => ({ default: module.InquiryForm })));

const Columns = styled.div`
  display: grid;
  gap: 2rem;
  align-items: start;
  ${media.lg} { grid-template-columns: minmax(0, 25rem) minmax(0, 1fr); }
`;

const Details = styled(Card)`
  h2 { font-size: 1.4rem; }
  h3 { font-size: 1rem; margin: 1.75rem 0 0.75rem; }
  ul a { color: ${color.brand}; }
`;

const BookingCard = styled(Card)`
  > h2 { font-size: 1.6rem; }
  > p { color: ${color.muted}; }
`;

export function Contact() {
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
          <Columns>
            <Details as="section" aria-labelledby="contact-details-heading">
              <h2 id="contact-details-heading">Get in Touch</h2>
              <FactList
                facts={[
                  { icon: 'phone', label: 'Phone', value: <a href={`tel:${provider.phoneHref}`}>{provider.phone}</a> },
                  { icon: 'mail', label: 'Email', value: <a href={`mailto:${provider.email}`}>{provider.email}</a> },
                  {
                    icon: 'clock',
                    label: 'Business Hours',
                    value: (
                      <>
                        {HOURS.time}
                        <br />
                        {HOURS.days}
                      </>
                    ),
                  },
                  { icon: 'pin', label: 'Service Areas', value: provider.serviceArea },
                  { icon: 'message', label: 'Response Time', value: 'We send a response within 24 hours' },
                ]}
              />
              <h3>Follow Us</h3>
              <SocialLinks />
            </Details>
            <BookingCard as="section" aria-labelledby="schedule-heading">
              <h2 id="schedule-heading">Schedule a Free Consultation</h2>
              <p>
                Book a free 15-minute phone or video call with a wound specialist, or send us a general inquiry and we
                will reply within 24 hours.
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
            </BookingCard>
          </Columns>
        </Container>
      </Section>
    </>
  );
}
