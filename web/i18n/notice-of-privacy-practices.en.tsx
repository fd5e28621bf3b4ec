/**
 * The HIPAA Notice of Privacy Practices' words in English (45 CFR 164.520; the page:
 * web/pages/notice-of-privacy-practices.tsx; Spanish: notice-of-privacy-practices.es.tsx, typed by
 * these), in plain words after HHS's model notice: the required header, the patient's rights and
 * choices, uses for treatment, payment and operations with examples, sharing without permission,
 * what needs written permission, our duties, changes and questions (the last five:
 * notice-of-privacy-practices-end.en.tsx), each section's key its link target, in the order shown. The law's figures
 * are web/content/privacy-law.ts's, the effective date the facts file's.
 */
import type { ReactNode } from 'react';
import { provider } from '#contract';
import { HIPAA } from '../content/privacy-law';
import { Link } from '../ui/link';
import { longDate } from '../ui/legal-document';
import { Phone } from '../ui/phone';
import { noticeEnd } from './notice-of-privacy-practices-end.en';

const contact = (
  <>
    our {provider.privacy.officer} at <Phone /> or <a href={`mailto:${provider.email}`}>{provider.email}</a>
  </>
);
const { complaints } = HIPAA;

export const noticeOfPrivacyPractices = {
  hero: {
    eyebrow: 'HIPAA Notice',
    title: 'Notice of Privacy Practices',
    lead: () => (
      <>
        {provider.brandName}. How we use and share your health information as our patient, and your rights. For how this website handles what you
        send through it, see our <Link to="/privacy-policy">Privacy Policy</Link>.
      </>
    ),
    effective: (date: ReactNode) => <>Effective date: {date}</>,
  },
  /** The required header (45 CFR 164.520(b)(1)(i)), set apart so it is the first thing read. */
  header:
    'THIS NOTICE DESCRIBES HOW MEDICAL INFORMATION ABOUT YOU MAY BE USED AND DISCLOSED AND HOW YOU CAN GET ACCESS TO THIS INFORMATION. PLEASE REVIEW IT CAREFULLY.',
  contents: 'On this page',
  date: longDate,
  sections: {
    'your-rights': {
      title: 'Your Rights',
      body: () => (
        <>
          <p>You have these rights about your health information. To use any of them, contact {contact}.</p>
          <h3>Get a copy of your medical record</h3>
          <p>
            You can ask to see or get a copy of your medical and billing records, on paper or electronically. We will give you a copy or a summary,
            usually within {HIPAA.copyDays} days of your request. We may charge a reasonable, cost-based fee.
          </p>
          <h3>Ask us to correct your record</h3>
          <p>
            You can ask us to correct information you think is wrong or incomplete. We may say no, but we will tell you why in writing within{' '}
            {HIPAA.correctionDays} days.
          </p>
          <h3>Ask us to contact you in a certain way</h3>
          <p>
            You can ask us to reach you in a particular way (for example, only on your mobile phone) or at a different address. We will say yes to
            all reasonable requests.
          </p>
          <h3>Ask us to limit what we use or share</h3>
          <p>
            You can ask us not to use or share certain health information for treatment, payment or our operations. We do not have to agree, and we
            may say no if it would affect your care.
          </p>
          <p>
            <strong>If you pay for a service or item in full yourself</strong>, you can ask us not to share information about it with your health
            plan for payment or our operations. We will say yes, unless a law requires us to share it.
          </p>
          <h3>Get a list of those we have shared your information with</h3>
          <p>
            You can ask for a list (an accounting) of the times we shared your health information in the six years before your request, who we
            shared it with and why. It leaves out sharing for treatment, payment and operations, and some other sharing (such as what you asked us
            to share). We provide one list a year free, and may charge a reasonable, cost-based fee for another within {HIPAA.freeAccountingMonths}{' '}
            months.
          </p>
          <h3>Get a copy of this notice</h3>
          <p>You can ask for a paper copy of this notice at any time, even if you agreed to get it electronically.</p>
          <h3>Choose someone to act for you</h3>
          <p>
            If you have given someone medical power of attorney, or someone is your legal guardian, that person can use your rights and make choices
            about your health information. We will check that they have this authority first.
          </p>
          <h3>File a complaint</h3>
          <p>
            If you feel we have not respected your rights, you can complain to {contact}. You can also complain to the U.S. Department of Health and
            Human Services, Office for Civil Rights: write to {complaints.address}, call {complaints.phone}, or visit {complaints.web}. We will not
            retaliate against you for filing a complaint.
          </p>
        </>
      ),
    },
    'your-choices': {
      title: 'Your Choices',
      body: () => (
        <>
          <p>You can tell us your choices about whether we:</p>
          <ul>
            <li>share information with family members, close friends or others involved in your care or in paying for it</li>
            <li>share information in a disaster relief situation</li>
          </ul>
          <p>
            If you cannot tell us (for example, if you are unconscious), we may share information if we believe it is in your best interest, or when
            needed to lessen a serious and imminent threat to health or safety.
          </p>
          <p>
            We do not use your information to raise funds, and we do not use or share it for marketing or sell it unless you give us written
            permission (see <a href="#authorization">When we need your written permission</a>).
          </p>
        </>
      ),
    },
    'our-uses': {
      title: 'How We Use and Share Your Information',
      body: () => (
        <>
          <p>We usually use or share your health information in these ways, without asking for your written permission.</p>
          <h3>To treat you</h3>
          <p>
            We use your health information and share it with other professionals who are treating you. <em>Example:</em> our nurse sends photos and
            measurements of your wound to your doctor, who then orders a new dressing.
          </p>
          <h3>When you are referred to us</h3>
          <p>
            Your physician or nurse practitioner, a hospital&apos;s discharge planner, the nurses of the facility where you live, or your family may
            send us a referral: your contact details, your wound, the orders, your insurance, and documents such as the order, a visit note, your
            insurance card and photos of your wound. We use it to contact you, check your coverage and plan your first visit. If you do not become
            our patient, we delete the referral and its documents {provider.privacy.retentionMonths} months after it arrived, or sooner if you ask
            us.
          </p>
          <h3>To bill for your care</h3>
          <p>
            We use and share your health information to get paid by Medicare and health plans. <em>Example:</em> we give information about your home
            visit to your health plan so it will pay for it.
          </p>
          <h3>To run our organization</h3>
          <p>
            We use and share your health information to run our practice, improve your care and contact you when needed. <em>Example:</em> a senior
            nurse reviews wound records to check the quality of our care and to train staff.
          </p>
          <h3>With companies that work for us</h3>
          <p>
            Companies that provide services to us, such as {provider.privacy.hosting}, may hold your information. They must protect it under a written
            contract (a business associate agreement) and may use it only for the work we ask.
          </p>
        </>
      ),
    },
    ...noticeEnd,
  },
};

export type NoticeOfPrivacyPracticesWords = typeof noticeOfPrivacyPractices;
