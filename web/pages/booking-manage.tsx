import type { BookingManageWords } from '../i18n/booking-manage.en';
import { Container } from '../ui/container';
import { PageHero } from '../ui/page-hero';
import { Section } from '../ui/section';
import { ManageBooking } from '../features/booking/manage/manage-booking';

/**
 * /booking/manage?token=… (and /es/booking/manage, the link in a Spanish booking's e-mails): reached
 * from the link in a visitor's e-mails, never from the menus. Not indexed and not in the sitemap
 * (`noindex` in web/content/routes.ts); its HTML is a shell with no booking in it, so the service
 * worker may keep it like any page. In the language of `words` (docs/decisions/031).
 */
export function BookingManagePage({ words }: { words: BookingManageWords }) {
  return (
    <>
      <PageHero eyebrow={words.hero.eyebrow} title={words.hero.title}>
        <p>{words.hero.lead}</p>
      </PageHero>
      <Section aria-label={words.region}>
        <Container>
          <ManageBooking words={words} />
        </Container>
      </Section>
    </>
  );
}
