import { privacyPolicy } from '../../i18n/privacy-policy.en';
import { PrivacyPolicyPage } from '../../pages/privacy-policy';

/** /privacy-policy in English: the page with its words (docs/decisions/031). */
export default function PrivacyPolicy() {
  return <PrivacyPolicyPage words={privacyPolicy} />;
}
