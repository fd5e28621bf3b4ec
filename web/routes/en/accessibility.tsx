import { accessibility } from '../../i18n/accessibility.en';
import { AccessibilityPage } from '../../pages/accessibility';

/** /accessibility in English: the page with its words (docs/decisions/031). */
export default function Accessibility() {
  return <AccessibilityPage words={accessibility} />;
}
