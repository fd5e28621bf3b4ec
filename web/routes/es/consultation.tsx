import { consultation } from '../../i18n/consultation.es';
import { ConsultationPage } from '../../pages/consultation';

/** /es/consultation in Spanish: the page with its words (docs/decisions/031). */
export default function Consultation() {
  return <ConsultationPage words={consultation} />;
}
