import { provider } from '../../api/contract';
import { POLICY_SECTIONS } from '../content/privacy-policy';
import { LegalDocument, longDate } from '../ui/legal-document';
import { Link } from '../ui/link';
import { PageHero } from '../ui/page-hero';

export default function PrivacyPolicy() {
  return (
    <>
      <PageHero eyebrow="Legal" title="Privacy Policy">
        <p>
          How this website handles what you send through it, the terms of using it, and your right to a Good Faith
          Estimate of costs. How we use and share your health
          information as a patient is set out in our <Link to="/notice-of-privacy-practices">Notice of Privacy Practices</Link>.
        </p>
        <p>
          Last updated: <time dateTime={provider.privacy.policyUpdated}>{longDate(provider.privacy.policyUpdated)}</time>
        </p>
      </PageHero>
      <LegalDocument sections={POLICY_SECTIONS} />
    </>
  );
}
