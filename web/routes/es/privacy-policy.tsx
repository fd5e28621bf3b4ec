import { privacyPolicy } from '../../i18n/privacy-policy.es';
import { PrivacyPolicyPage } from '../../pages/privacy-policy';

/** /es/privacy-policy in Spanish: the page with its words (docs/decisions/031). */
export default function PrivacyPolicy() {
  return <PrivacyPolicyPage words={privacyPolicy} />;
}
