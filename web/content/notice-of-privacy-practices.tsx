import { Link } from '../ui/link';
import type { LegalSection } from '../ui/legal-document';
import { provider } from '../../api/contract';
import { Phone } from '../ui/phone';

/**
 * The HIPAA Notice of Privacy Practices (45 CFR 164.520), in plain words after the HHS model
 * notice: the required header (NOTICE_HEADER), uses for treatment, payment and operations with
 * examples, disclosures without authorization, what needs authorization, the patient's rights,
 * our duties, complaints and the effective date (provider.privacy.noticeEffective).
 */
export const NOTICE_HEADER =
  'THIS NOTICE DESCRIBES HOW MEDICAL INFORMATION ABOUT YOU MAY BE USED AND DISCLOSED AND HOW YOU CAN GET ACCESS TO THIS INFORMATION. PLEASE REVIEW IT CAREFULLY.';

const { officer } = provider.privacy;
const contact = (
  <>
    our {officer} at <Phone /> or{' '}
    <a href={`mailto:${provider.email}`}>{provider.email}</a>
  </>
);

export const NOTICE_SECTIONS: readonly LegalSection[] = [
  {
    id: 'your-rights',
    title: 'Your Rights',
    body: (
      <>
        <p>You have these rights about your health information. To use any of them, contact {contact}.</p>
        <h3>Get a copy of your medical record</h3>
        <p>
          You can ask to see or get a copy of your medical and billing records, on paper or electronically. We will give
          you a copy or a summary, usually within 30 days of your request. We may charge a reasonable, cost-based fee.
        </p>
        <h3>Ask us to correct your record</h3>
        <p>
          You can ask us to correct information you think is wrong or incomplete. We may say no, but we will tell you why
          in writing within 60 days.
        </p>
        <h3>Ask us to contact you in a certain way</h3>
        <p>
          You can ask us to reach you in a particular way (for example, only on your mobile phone) or at a different
          address. We will say yes to all reasonable requests.
        </p>
        <h3>Ask us to limit what we use or share</h3>
        <p>
          You can ask us not to use or share certain health information for treatment, payment or our operations. We do
          not have to agree, and we may say no if it would affect your care.
        </p>
        <p>
          <strong>If you pay for a service or item in full yourself</strong>, you can ask us not to share information
          about it with your health plan for payment or our operations. We will say yes, unless a law requires us to share
          it.
        </p>
        <h3>Get a list of those we have shared your information with</h3>
        <p>
          You can ask for a list (an accounting) of the times we shared your health information in the six years before
          your request, who we shared it with and why. It leaves out sharing for treatment, payment and operations, and
          some other sharing (such as what you asked us to share). We provide one list a year free, and may charge a
          reasonable, cost-based fee for another within 12 months.
        </p>
        <h3>Get a copy of this notice</h3>
        <p>You can ask for a paper copy of this notice at any time, even if you agreed to get it electronically.</p>
        <h3>Choose someone to act for you</h3>
        <p>
          If you have given someone medical power of attorney, or someone is your legal guardian, that person can use
          your rights and make choices about your health information. We will check that they have this authority first.
        </p>
        <h3>File a complaint</h3>
        <p>
          If you feel we have not respected your rights, you can complain to {contact}. You can also complain to the U.S.
          Department of Health and Human Services, Office for Civil Rights: write to 200 Independence Avenue, S.W.,
          Washington, D.C. 20201, call 1-877-696-6775, or visit www.hhs.gov/ocr/privacy/hipaa/complaints/. We will not
          retaliate against you for filing a complaint.
        </p>
      </>
    ),
  },
  {
    id: 'your-choices',
    title: 'Your Choices',
    body: (
      <>
        <p>You can tell us your choices about whether we:</p>
        <ul>
          <li>share information with family members, close friends or others involved in your care or in paying for it</li>
          <li>share information in a disaster relief situation</li>
        </ul>
        <p>
          If you cannot tell us (for example, if you are unconscious), we may share information if we believe it is in
          your best interest, or when needed to lessen a serious and imminent threat to health or safety.
        </p>
        <p>
          We do not use your information to raise funds, and we do not use or share it for marketing or sell it unless
          you give us written permission (see <a href="#authorization">When we need your written permission</a>).
        </p>
      </>
    ),
  },
  {
    id: 'our-uses',
    title: 'How We Use and Share Your Information',
    body: (
      <>
        <p>We usually use or share your health information in these ways, without asking for your written permission.</p>
        <h3>To treat you</h3>
        <p>
          We use your health information and share it with other professionals who are treating you. <em>Example:</em> our
          nurse sends photos and measurements of your wound to your doctor, who then orders a new dressing.
        </p>
        <h3>To bill for your care</h3>
        <p>
          We use and share your health information to get paid by Medicare and health plans. <em>Example:</em> we give
          information about your home visit to your health plan so it will pay for it.
        </p>
        <h3>To run our organization</h3>
        <p>
          We use and share your health information to run our practice, improve your care and contact you when needed.{' '}
          <em>Example:</em> a senior nurse reviews wound records to check the quality of our care and to train staff.
        </p>
        <h3>With companies that work for us</h3>
        <p>
          Companies that provide services to us, such as {provider.privacy.hosting}, may hold your information. They must
          protect it under a written contract (a business associate agreement) and may use it only for the work we ask.
        </p>
      </>
    ),
  },
  {
    id: 'without-permission',
    title: 'Other Ways We May Share Without Your Permission',
    body: (
      <>
        <p>
          We are allowed or required to share your information in other ways, usually for the public good, such as public
          health and research. We must meet many conditions in the law first. We may share health information to:
        </p>
        <ul>
          <li>help with public health and safety: prevent disease, help with product recalls, report reactions to medicines, report suspected abuse, neglect or domestic violence, and prevent or reduce a serious threat to anyone&apos;s health or safety</li>
          <li>do research, when the law&apos;s privacy conditions are met</li>
          <li>comply with the law, including when the Department of Health and Human Services checks that we follow federal privacy law</li>
          <li>respond to organ and tissue donation requests</li>
          <li>work with a medical examiner, coroner or funeral director</li>
          <li>address workers&apos; compensation claims, health oversight agencies (such as audits and inspections), law enforcement purposes, and special government functions such as military, national security and presidential protective services</li>
          <li>respond to lawsuits and legal actions, such as a court or administrative order or a subpoena</li>
        </ul>
        <p>
          Where a state law protects some information more (for example, about HIV, mental health or substance use), we
          follow that law.
        </p>
      </>
    ),
  },
  {
    id: 'authorization',
    title: 'When We Need Your Written Permission',
    body: (
      <>
        <p>We will not do these without your written permission (an authorization):</p>
        <ul>
          <li>use or share your information for marketing, including your story, name or photo on our website or in advertising</li>
          <li>sell your information</li>
          <li>share most psychotherapy notes</li>
          <li>any other use or sharing not described in this notice</li>
        </ul>
        <p>
          You can take back (revoke) your permission at any time, in writing. This will not undo what we already did while
          we had your permission.
        </p>
      </>
    ),
  },
  {
    id: 'our-duties',
    title: 'Our Responsibilities',
    body: (
      <ul>
        <li>We are required by law to keep your health information private and secure, and to give you this notice of our legal duties and privacy practices.</li>
        <li>We will let you know promptly if a breach occurs that may have compromised the privacy or security of your information.</li>
        <li>We must follow the duties and privacy practices described in this notice and give you a copy of it.</li>
        <li>We will not use or share your information other than as described here unless you tell us we can in writing. You may change your mind at any time by telling us in writing.</li>
      </ul>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to This Notice',
    body: (
      <p>
        We can change the terms of this notice, and the changes will apply to all information we have about you. The new
        notice will be on this page, available on request, and offered to you at your next visit.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Questions',
    body: (
      <>
        <p>For questions about this notice or to use your rights, contact {contact}.</p>
        <p>
          How this website handles what you type into its forms is explained in our{' '}
          <Link to="/privacy-policy">website Privacy Policy</Link>.
        </p>
      </>
    ),
  },
];
