import { Container } from '../ui/container';
import { PageHero } from '../ui/page-hero';
import { Section } from '../ui/section';
import { ManageBooking } from '../features/booking/manage/manage-booking';

/**
 * /booking/manage?token=…: reached from the link in a visitor's e-mails, never from the menus.
 * Not indexed and not in the sitemap (`noindex` in web/content/routes.ts); its HTML is a shell with no
 * booking in it, so the service worker may keep it like any page.
 */
export default function ManageBookingPage() {
  return (
    <>
      <PageHero eyebrow="Your Booking" title="See, Move or Cancel Your Visit">
        <p>Your visit as it stands. You can move it to another free time or cancel it, up to the moment it starts.</p>
      </PageHero>
      <Section aria-label="Your visit">
        <Container>
          <ManageBooking />
        </Container>
      </Section>
    </>
  );
}
