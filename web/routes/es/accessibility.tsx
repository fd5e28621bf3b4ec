import { accessibility } from '../../i18n/accessibility.es';
import { AccessibilityPage } from '../../pages/accessibility';

/** /es/accessibility in Spanish: the page with its words (docs/decisions/031). */
export default function Accessibility() {
  return <AccessibilityPage words={accessibility} />;
}
