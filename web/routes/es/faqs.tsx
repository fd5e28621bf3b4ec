import { faqs } from '../../i18n/faqs.es';
import { FaqsPage } from '../../pages/faqs';

/** /es/faqs in Spanish: the page with its words (docs/decisions/031). */
export default function Faqs() {
  return <FaqsPage words={faqs} />;
}
