import { consultation } from '../../i18n/consultation.en';
import { ConsultationPage } from '../../pages/consultation';

/** /consultation in English: the page with its words (docs/decisions/031). */
export default function Consultation() {
  return <ConsultationPage words={consultation} />;
}
