import { Suspense } from 'react';
import { lazyWithWords } from '../lib/lazy-with-words';
import type { CoordinatorsWords } from '../i18n/coordinators.en';
import { BookingColumns, InfoCard } from '../ui/booking-columns';
import { CheckList } from '../ui/card';
import { Container } from '../ui/container';
import { FactList } from '../ui/fact-list';
import { PageHero } from '../ui/page-hero';
import { Section } from '../ui/section';
import { LanguageHelpNote } from '../blocks/language-help-note';
import { UrgentNote } from '../blocks/urgent-note';
import { CoordinatorBooking } from '../features/booking/coordinator-booking';
import { Link } from '../ui/link';
import { Glossed } from '../ui/glossed';


/** The care coordinators' page, in the language of `words` (docs/decisions/031): the visit, the way to help, the booking, what happens after. */
export function CoordinatorsPage({ words }: { words: CoordinatorsWords }) {
  const { facts } = words.info;
  // Words only, below the booking form: its code and words load once the page is interactive (build/route-chunks.ts).
  const NextSteps = lazyWithWords(() => import('../blocks/next-steps').then((module) => module.NextSteps), words.afterBooking);
  return (
    <>
      <PageHero eyebrow={words.hero.eyebrow} title={words.hero.title}>
        <p>
          <Glossed text={words.hero.lead} />
        </p>
      </PageHero>
      <Section aria-labelledby="coordinator-heading">
        <Container>
          <BookingColumns>
            <InfoCard>
              <h2 id="coordinator-heading">{words.info.title}</h2>
              <FactList
                facts={[
                  { icon: 'clock', ...facts.length },
                  { icon: 'calendar', ...facts.available },
                  { icon: 'building', ...facts.where },
                  { icon: 'pin', ...facts.area },
                ]}
              />
              <h3>{words.info.duringTitle}</h3>
              <CheckList>
                {words.info.during.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </CheckList>
              <p>
                {words.info.refer.before}
                <Link to="/refer">{words.info.refer.link}</Link>
                {words.info.refer.after}
              </p>
            </InfoCard>
            <div>
              <UrgentNote />
              <LanguageHelpNote />
              <CoordinatorBooking words={words.booking} />
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
