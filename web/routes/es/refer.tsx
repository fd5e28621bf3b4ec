import { refer } from '../../i18n/refer.es';
import { ReferPage } from '../../pages/refer';

/** /es/refer in Spanish: the page with its words (docs/decisions/031). */
export default function Refer() {
  return <ReferPage words={refer} />;
}
