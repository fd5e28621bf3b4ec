/**
 * The privacy policy's last sections in English, after its own (privacy-policy.en.tsx spreads them
 * in, in this order; Spanish: privacy-policy-end.es.tsx): the terms of use, the No Surprises Act
 * notice in CMS's standard words (45 CFR 149.610, which providers post on their website), changes,
 * and whom to contact. A file of their own to keep each catalogue short.
 */
import { provider } from '#contract';
import { GOOD_FAITH } from '../content/privacy-law';
import { Link } from '../ui/link';
import { Phone } from '../ui/phone';

const email = <a href={`mailto:${provider.email}`}>{provider.email}</a>;
const notice = <Link to="/notice-of-privacy-practices">Notice of Privacy Practices</Link>;

export const policyEnd = {
  terms: {
    title: 'Terms & Conditions',
    body: () => (
      <>
        <p>
          The content of this website is general information, not medical advice, and does not create a patient relationship. Always follow the
          advice of your own clinician. Our forms and phone line are not an emergency service: if you have a medical emergency, call 911.
        </p>
        <p>
          Booking a consultation reserves a time to talk; treatment begins only after an assessment and your consent. Please give correct contact
          details so we can reach you. The text, illustrations and guides on this site belong to {provider.brandName}; you are welcome to print the
          guides for personal and caregiving use.
        </p>
      </>
    ),
  },
  'good-faith-estimate': {
    title: 'Your Right to a Good Faith Estimate',
    body: () => (
      <>
        <p>
          Under the law, health care providers need to give patients who don’t have insurance or who are not using insurance an estimate of the bill
          for medical items and services.
        </p>
        <ul>
          <li>
            You have the right to receive a Good Faith Estimate for the total expected cost of any non-emergency items or services. This includes
            related costs like medical tests, prescription drugs, equipment, and hospital fees.
          </li>
          <li>
            Make sure your health care provider gives you a Good Faith Estimate in writing at least {GOOD_FAITH.businessDaysBefore} business day before your medical service or
            item. You can also ask your health care provider, and any other provider you choose, for a Good Faith Estimate before you schedule an
            item or service.
          </li>
          <li>If you receive a bill that is at least ${GOOD_FAITH.disputeDollars} more than your Good Faith Estimate, you can dispute the bill.</li>
          <li>Make sure to save a copy or picture of your Good Faith Estimate.</li>
        </ul>
        <p>
          For questions or more information about your right to a Good Faith Estimate, visit{' '}
          <a href={`https://${GOOD_FAITH.web}`}>{GOOD_FAITH.web}</a> or call {GOOD_FAITH.phone}. To ask us for an estimate, call <Phone /> or
          e-mail {email}.
        </p>
      </>
    ),
  },
  updates: {
    title: 'Changes to This Policy',
    body: () => (
      <p>
        We may update this policy from time to time. The new version will be posted on this page with a new date. Changes to our {notice} are
        announced in the notice itself.
      </p>
    ),
  },
  contact: {
    title: 'Contact Us',
    body: () => (
      <p>
        For questions about this policy, to use any of your rights, or to make a complaint, contact our {provider.privacy.officer} at {email} or{' '}
        <Phone />, or use our <Link to="/contact">contact page</Link>.
      </p>
    ),
  },
};

export type PolicyEndWords = typeof policyEnd;
