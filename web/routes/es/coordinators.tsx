import { coordinators } from '../../i18n/coordinators.es';
import { CoordinatorsPage } from '../../pages/coordinators';

/** /es/coordinators in Spanish: the page with its words (docs/decisions/031). */
export default function Coordinators() {
  return <CoordinatorsPage words={coordinators} />;
}
