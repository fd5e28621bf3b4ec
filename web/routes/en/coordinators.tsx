import { coordinators } from '../../i18n/coordinators.en';
import { CoordinatorsPage } from '../../pages/coordinators';

/** /coordinators in English: the page with its words (docs/decisions/031). */
export default function Coordinators() {
  return <CoordinatorsPage words={coordinators} />;
}
