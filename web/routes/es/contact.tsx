import { contact } from '../../i18n/contact.es';
import { ContactPage } from '../../pages/contact';

/** /es/contact in Spanish: the page with its words (docs/decisions/031). */
export default function Contact() {
  return <ContactPage words={contact} />;
}
