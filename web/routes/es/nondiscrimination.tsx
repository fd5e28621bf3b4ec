import { nondiscrimination } from '../../i18n/nondiscrimination.es';
import { NondiscriminationPage } from '../../pages/nondiscrimination';

/** /es/nondiscrimination in Spanish: the page with its words (docs/decisions/031). */
export default function Nondiscrimination() {
  return <NondiscriminationPage words={nondiscrimination} />;
}
