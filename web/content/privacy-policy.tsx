import type { ReactNode } from 'react';
import { Link } from '../ui/link';
import { provider } from '../../api/contract';

export interface PolicySection {
  id: string;
  title: string;
  body: ReactNode;
}

export const POLICY_UPDATED = 'March 1, 2023';

const brand = provider.brandName;
const email = <a href={`mailto:${provider.email}`}>{provider.email}</a>;
const phone = <a href={`tel:${provider.phoneHref}`}>{provider.phone}</a>;

/** The sections of /privacy-policy; the ids are link targets (the footer links #hipaa and #terms). */
export const POLICY_SECTIONS: readonly PolicySection[] = [
  {
    id: 'hipaa',
    title: 'HIPAA Notice of Privacy Practices',
    body: (
      <>
        <p>
          As a healthcare provider, {brand} is a covered entity under the Health Insurance Portability and Accountability
          Act (HIPAA). We are required by law to keep your protected health information (PHI) private, to give you this
          notice of our legal duties and privacy practices, and to follow the terms of the notice currently in effect.
        </p>
        <p>
          PHI includes anything that identifies you and relates to your health or care: your name with a diagnosis,
          wound photographs, visit notes, medication lists and billing records. We use and disclose PHI only for your
          treatment, to obtain payment for your care, for our healthcare operations, or as the law requires or permits.
          Any other use needs your written authorization, which you may revoke at any time.
        </p>
      </>
    ),
  },
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    body: (
      <>
        <p>We collect only what we need to respond to you and to provide safe care:</p>
        <ul>
          <li>Contact details you give us: name, e-mail address, phone number and, for facilities, the facility name and address.</li>
          <li>What you tell us in a form or call: the service you are interested in, where care would take place and any message or notes.</li>
          <li>Appointment details: the date, time and type of consultation or coordination visit you book.</li>
          <li>Clinical information once you become a patient: health history, wound assessments and photographs, and insurance details.</li>
          <li>Basic technical data our server records for security, such as the time of a request and your IP address, kept for a short period.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How We Use Your Information',
    body: (
      <ul>
        <li>To answer your inquiry and schedule consultations and visits.</li>
        <li>To assess, treat and follow up your wound, and to coordinate with your physicians and care facility.</li>
        <li>To verify insurance coverage and bill for services.</li>
        <li>To send appointment confirmations and reminders.</li>
        <li>To meet our legal, licensing and quality-of-care obligations.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'How We Share Information',
    body: (
      <>
        <p>
          We never sell your information and never share it for advertising. We share it only with your physicians and
          other providers involved in your care; with your insurer or Medicare to obtain payment; with service providers
          who help us operate (such as secure hosting and scheduling), each bound by a business associate agreement; with
          family members or caregivers you name; and with public authorities when the law requires it.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'How We Protect Your Information',
    body: (
      <p>
        Information sent through this website travels over an encrypted connection. Our records are kept on secured
        systems with access limited to staff who need them for your care, and staff are trained in privacy and security
        every year. If a breach ever affects your unsecured PHI, we will notify you as the law requires.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your Rights',
    body: (
      <ul>
        <li>See and get a copy of your health records, on paper or electronically.</li>
        <li>Ask us to correct information you believe is wrong or incomplete.</li>
        <li>Ask us to limit what we use or share, or to contact you in a particular way or place.</li>
        <li>Get a list of those with whom we have shared your information.</li>
        <li>Get a paper copy of this notice at any time.</li>
        <li>File a complaint with us or with the U.S. Department of Health and Human Services, Office for Civil Rights. We will never retaliate against you for filing a complaint.</li>
      </ul>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and Site Data',
    body: (
      <p>
        We do not use advertising or tracking cookies. So that the site works with a weak or missing signal, your browser
        keeps copies of our pages and guides, and holds any form you submit while offline until it can be sent. This data
        stays on your device; clearing your browser&apos;s site data removes it.
      </p>
    ),
  },
  {
    id: 'children',
    title: "Children's Privacy",
    body: (
      <p>
        This website is not directed to children under 13, and we do not knowingly collect personal information from
        them online. Care for a minor is arranged with a parent or guardian. If you believe a child has sent us
        information, contact us and we will delete it.
      </p>
    ),
  },
  {
    id: 'terms',
    title: 'Terms & Conditions',
    body: (
      <>
        <p>
          The content of this website is general information, not medical advice, and does not create a patient
          relationship. Always follow the advice of your own clinician. If you have a medical emergency, call 911.
        </p>
        <p>
          Booking a consultation reserves a time to talk; treatment begins only after an assessment and your consent.
          Please give correct contact details so we can reach you. The text, illustrations and guides on this site belong
          to {brand}; you are welcome to print the guides for personal and caregiving use.
        </p>
      </>
    ),
  },
  {
    id: 'updates',
    title: 'Changes to This Policy',
    body: (
      <p>
        We may update this policy and notice from time to time. The new version will apply to all information we hold,
        will be posted on this page with a new date, and will be available at your next visit on request.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact Us',
    body: (
      <p>
        For questions about this policy, to use any of your rights, or to make a complaint, contact our Privacy Officer at{' '}
        {email} or {phone}, or use our <Link to="/contact">contact page</Link>.
      </p>
    ),
  },
];
