import { Suspense } from 'react';
import { lazyWithWords } from '../lib/lazy-with-words';
import styled from 'styled-components';
import type { ContactWords } from '../i18n/contact.en';
import { Card } from '../ui/card';
import { Container } from '../ui/container';
import { PageHero } from '../ui/page-hero';
import { Section } from '../ui/section';
import { color, media } from '../ui/theme';
import { ConsultationBooking } from '../features/booking/consultation-booking';
import { Link } from '../ui/link';
import { Tabs } from '../ui/tabs/tabs';
import { LanguageHelpNote } from '../blocks/language-help-note';
import { UrgentNote } from '../blocks/urgent-note';


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

/**
 * The contact page, in the language of `words` (docs/decisions/031): the way to help, the
 * contact card, and the free consultation's booking beside the general inquiry, as two tabs.
 */
export function ContactPage({ words }: { words: ContactWords }) {
  const { schedule } = words;
  // In the prerendered page (its tab works before any script: decision 035); its code and words load
  // after the page has hydrated, and hydrate it in place, keeping what was typed meanwhile.
  const InquiryForm = lazyWithWords(() => import('../features/inquiry/inquiry-form').then((module) => module.InquiryForm), words.inquiry);
  // Facts and links only: its code and words load once the booking form is interactive (build/route-chunks.ts).
  const ContactDetails = lazyWithWords(() => import('../blocks/contact-details').then((module) => module.ContactDetails), words.details);
  return (
    <>
      <PageHero eyebrow={words.hero.eyebrow} title={words.hero.title}>
        <p>{words.hero.lead}</p>
      </PageHero>
      <Section>
        <Container>
          {/* Above both cards: on the contact page, before any way of reaching us, including the form. */}
          <UrgentNote />
          <LanguageHelpNote />
          <Columns>
            <Suspense fallback={null}>
              <ContactDetails />
            </Suspense>
            <BookingCard as="section" aria-labelledby="schedule-heading">
              <h2 id="schedule-heading">{schedule.title}</h2>
              <p>{schedule.text}</p>
              <Tabs
                label={schedule.title}
                tabs={[
                  { id: 'booking', label: schedule.book, panel: <ConsultationBooking variant="tab" words={words.booking} /> },
                  {
                    id: 'inquiry',
                    label: schedule.inquiry,
                    panel: (
                      <Suspense fallback={<p role="status">{schedule.loadingInquiry}</p>}>
                        <InquiryForm />
                      </Suspense>
                    ),
                  },
                ]}
              />
              <p>{schedule.after((text) => <Link to="/consultation#next-steps">{text}</Link>)}</p>
            </BookingCard>
          </Columns>
        </Container>
      </Section>
    </>
  );
}
