import { faqs } from '../../i18n/faqs.en';
import { FaqsPage } from '../../pages/faqs';

/** /faqs in English: the page with its words (docs/decisions/031). */
export default function Faqs() {
  return <FaqsPage words={faqs} />;
}
