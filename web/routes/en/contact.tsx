import { contact } from '../../i18n/contact.en';
import { ContactPage } from '../../pages/contact';

/** /contact in English: the page with its words (docs/decisions/031). */
export default function Contact() {
  return <ContactPage words={contact} />;
}
