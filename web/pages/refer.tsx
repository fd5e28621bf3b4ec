import type { ReferWords } from '../i18n/refer.en';
import { LanguageHelpNote } from '../blocks/language-help-note';
import { UrgentNote } from '../blocks/urgent-note';
import { ReferralForm } from '../features/referral/referral-form';
import { BookingColumns, InfoCard } from '../ui/booking-columns';
import { CheckList } from '../ui/card';
import { Container } from '../ui/container';
import { PageHero } from '../ui/page-hero';
import { Phone } from '../ui/phone';
import { Section } from '../ui/section';

/** "Refer a patient" (docs/product.md, "Refer a patient"), in the language of `words`: what to send, then the form. */
export function ReferPage({ words }: { words: ReferWords }) {
  const { info } = words;
  return (
    <>
      <PageHero eyebrow={words.hero.eyebrow} title={words.hero.title}>
        <p>{words.hero.lead}</p>
      </PageHero>
      <Section aria-labelledby="referral-heading">
        <Container>
          <BookingColumns>
            <InfoCard>
              <h2>{info.title}</h2>
              <CheckList>
                {info.include.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </CheckList>
              <p>{info.files}</p>
              <p>{info.callBack}</p>
              <p>{info.privacy}</p>
              <p>{info.faxOrPhone(<Phone />)}</p>
            </InfoCard>
            <div>
              <h2 id="referral-heading">{words.form.title}</h2>
              <UrgentNote />
              <LanguageHelpNote />
              <ReferralForm words={words} />
            </div>
          </BookingColumns>
        </Container>
      </Section>
    </>
  );
}
