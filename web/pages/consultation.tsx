import { Suspense } from 'react';
import { lazyWithWords } from '../lib/lazy-with-words';
import type { ConsultationWords } from '../i18n/consultation.en';
import { BookingColumns, InfoCard } from '../ui/booking-columns';
import { CheckList } from '../ui/card';
import { Container } from '../ui/container';
import { FactList } from '../ui/fact-list';
import { PageHero } from '../ui/page-hero';
import { Section } from '../ui/section';
import { LanguageHelpNote } from '../blocks/language-help-note';
import { UrgentNote } from '../blocks/urgent-note';
import { ConsultationBooking } from '../features/booking/consultation-booking';


/** The free consultation's page, in the language of `words` (docs/decisions/031): what it is, the way to help, the booking, what happens after. */
export function ConsultationPage({ words }: { words: ConsultationWords }) {
  const { facts } = words.info;
  // Words only, below the booking form: its code and words load once the page is interactive (build/route-chunks.ts).
  const NextSteps = lazyWithWords(() => import('../blocks/next-steps').then((module) => module.NextSteps), words.afterBooking);
  return (
    <>
      <PageHero eyebrow={words.hero.eyebrow} title={words.hero.title}>
        <p>{words.hero.lead}</p>
      </PageHero>
      <Section aria-labelledby="booking-heading">
        <Container>
          <BookingColumns>
            <InfoCard>
              <h2 id="booking-heading">{words.info.title}</h2>
              <FactList
                facts={[
                  { icon: 'clock', ...facts.length },
                  { icon: 'calendar', ...facts.available },
                  { icon: 'video', ...facts.how },
                  { icon: 'pin', ...facts.where },
                ]}
              />
              <h3>{words.info.coverTitle}</h3>
              <CheckList>
                {words.info.cover.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </CheckList>
            </InfoCard>
            <div>
              <UrgentNote />
              <LanguageHelpNote />
              <ConsultationBooking words={words.booking} />
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
