import { refer } from '../../i18n/refer.en';
import { ReferPage } from '../../pages/refer';

/** /refer in English: the page with its words (docs/decisions/031). */
export default function Refer() {
  return <ReferPage words={refer} />;
}
