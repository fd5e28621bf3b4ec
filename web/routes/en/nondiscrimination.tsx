import { nondiscrimination } from '../../i18n/nondiscrimination.en';
import { NondiscriminationPage } from '../../pages/nondiscrimination';

/** /nondiscrimination in English: the page with its words (docs/decisions/031). */
export default function Nondiscrimination() {
  return <NondiscriminationPage words={nondiscrimination} />;
}
