import { Link } from '../ui/link';
import type { LegalSection } from '../ui/legal-document';
import { AUDIT_YEARS, FINGERPRINT_DAYS, provider } from '../../api/contract';
import { GOOD_FAITH_ESTIMATE } from './after-booking';
import { Phone } from '../ui/phone';

const brand = provider.brandName;
const { hosting, retentionMonths, backupDays, officer } = provider.privacy;
const email = <a href={`mailto:${provider.email}`}>{provider.email}</a>;
const phone = <Phone />;
const notice = <Link to="/notice-of-privacy-practices">Notice of Privacy Practices</Link>;

/**
 * The sections of /privacy-policy: what this website does with what visitors send, and nothing it
 * does not do (issue 14). The ids are link targets (the footer links #terms; every self-pay line
 * links #good-faith-estimate, the No Surprises Act notice, issue 26). Patients' health
 * information is the Notice of Privacy Practices' subject (web/content/notice-of-privacy-practices.tsx).
 */
export const POLICY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'hipaa',
    title: 'Your Health Information and HIPAA',
    body: (
      <p>
        {brand} is a health care provider covered by the Health Insurance Portability and Accountability Act (HIPAA). How
        we use and share your health information as a patient, and your rights, are set out in our {notice}. This policy
        covers this website: what you send through its forms and what it keeps on your device.
      </p>
    ),
  },
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    body: (
      <ul>
        <li>What you type into a form: your name, e-mail address and phone number and, for facilities, the facility name and address.</li>
        <li>What you tell us in the form: the service you are interested in, where care would take place, and any message or notes.</li>
        <li>Appointment details: the date, time and type of consultation or coordination visit you book.</li>
        <li>
          Your internet (IP) address, for a short time: to stop floods of form submissions, our server counts them per
          address, in memory only, for at most a day. It never writes your address itself to its files or logs. When you
          book, it keeps with the booking, for {FINGERPRINT_DAYS} days, a one-way code made from your network&apos;s address with a secret
          key, from which the address cannot be read back, so our staff can spot a burst of bogus bookings from one place;
          then it deletes that code.
        </li>
      </ul>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How We Use Your Information',
    body: (
      <>
        <ul>
          <li>To answer your inquiry, and to call you about a consultation or visit you booked.</li>
          <li>Once you are our patient: to treat you, work with your doctors and bill for care, as our {notice} explains.</li>
          <li>To meet our legal, licensing and quality-of-care duties.</li>
        </ul>
        <p>
          When you book, we e-mail you a confirmation with a calendar file and a link to move or cancel the visit, and a
          reminder before it; when you send an inquiry, we e-mail you a receipt. These e-mails name the date, time and kind
          of visit, never your health details or what you wrote. Our staff get an e-mail that something arrived, with its
          date and time only; they read who sent it on our own systems. This website sends no text messages.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who Holds and Sees Your Information',
    body: (
      <>
        <p>
          We never sell your information and never share it for advertising. What you send through this website is stored
          on a server run for us by {hosting}, under a business associate agreement that requires them to protect it. Only
          our staff who need it to answer you or care for you can read it.
        </p>
        <p>
          This website uses no analytics, advertising or chat services. The e-mails above pass through our e-mail provider's
          mail servers; that is why they carry no health details. Once you are our patient, we share health information
          only as our {notice} describes.
        </p>
      </>
    ),
  },
  {
    id: 'on-your-device',
    title: 'What Stays on Your Device',
    body: (
      <>
        <ul>
          <li>Copies of our pages and guides, so they open without a signal.</li>
          <li>The lists of free appointment times (no personal information), for up to a week.</li>
          <li>
            <strong>Forms sent while offline.</strong> If you send a form without a connection, it waits on this device, in
            the browser&apos;s storage, until it is sent or you discard it from the Outbox button at the top of the page. It
            is <strong>not encrypted</strong> there: anyone who can use this browser on this device could see it. Once it is
            sent, a short summary (the kind of form, the date and time) and our reply stay until you have seen the result.
          </li>
        </ul>
        <p>
          <strong>On a shared or public device</strong>, do not send forms while offline. If something is waiting in the
          Outbox, discard it, and clear this site&apos;s data in the browser&apos;s settings when you finish.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'No Cookies, Analytics or Third-Party Scripts',
    body: (
      <p>
        This website sets no cookies, uses no analytics or tracking, and loads no scripts, fonts or images from other
        companies. Its security settings block them.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How Long We Keep Information',
    body: (
      <p>
        Our server deletes website inquiries {retentionMonths} months after they arrive, and booking requests{' '}
        {retentionMonths} months after the visit (cancelled or not), together with our notes about them and the e-mails
        we sent about them. What has become part of your medical record as our patient is kept in that record as long as
        the law requires. Our record of who looked at or changed what holds record numbers only, never names or
        contents, and is kept {AUDIT_YEARS} years, as HIPAA requires. Encrypted backups of our records are kept {backupDays} days,
        so something deleted is gone from them within {backupDays} days. Our server&apos;s own logs hold no names,
        contact details or internet addresses. The access logs kept by {hosting} include internet addresses and are
        deleted after a limited time.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'How We Protect Your Information',
    body: (
      <p>
        Information sent through this website travels over an encrypted connection (HTTPS). On our server it is stored in
        files that only the website&apos;s own program and authorized staff can open, and every time our staff read or
        change it is recorded. Its backups are encrypted before they leave the server. If a breach ever affects your
        unsecured health information, we will notify you as the law requires.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your Choices and Rights',
    body: (
      <ul>
        <li>Ask what information we hold from this website about you, and ask us to correct it.</li>
        <li>
          Ask us to delete an inquiry or booking request that has not become part of a medical record. We delete it from
          our records at once, with our notes and the e-mails about it; its copies in our encrypted backups are gone
          within {backupDays} days.
        </li>
        <li>As our patient, you also have the rights listed in our {notice}.</li>
        <li>
          Complain to us, or to the U.S. Department of Health and Human Services, Office for Civil Rights. We will never
          retaliate against you for making a complaint.
        </li>
      </ul>
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
          relationship. Always follow the advice of your own clinician. Our forms and phone line are not an emergency
          service: if you have a medical emergency, call 911.
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
    // The wording of CMS's standard notice (45 CFR 149.610), which providers post on their website.
    id: GOOD_FAITH_ESTIMATE.id,
    title: 'Your Right to a Good Faith Estimate',
    body: (
      <>
        <p>
          Under the law, health care providers need to give patients who don’t have insurance or who are not using
          insurance an estimate of the bill for medical items and services.
        </p>
        <ul>
          <li>
            You have the right to receive a Good Faith Estimate for the total expected cost of any non-emergency items or
            services. This includes related costs like medical tests, prescription drugs, equipment, and hospital fees.
          </li>
          <li>
            Make sure your health care provider gives you a Good Faith Estimate in writing at least 1 business day before
            your medical service or item. You can also ask your health care provider, and any other provider you choose,
            for a Good Faith Estimate before you schedule an item or service.
          </li>
          <li>If you receive a bill that is at least $400 more than your Good Faith Estimate, you can dispute the bill.</li>
          <li>Make sure to save a copy or picture of your Good Faith Estimate.</li>
        </ul>
        <p>
          For questions or more information about your right to a Good Faith Estimate, visit{' '}
          <a href="https://www.cms.gov/nosurprises">www.cms.gov/nosurprises</a> or call 1-800-985-3059. To ask us for
          an estimate, call {phone} or e-mail {email}.
        </p>
      </>
    ),
  },
  {
    id: 'updates',
    title: 'Changes to This Policy',
    body: (
      <p>
        We may update this policy from time to time. The new version will be posted on this page with a new date. Changes
        to our {notice} are announced in the notice itself.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact Us',
    body: (
      <p>
        For questions about this policy, to use any of your rights, or to make a complaint, contact our {officer} at{' '}
        {email} or {phone}, or use our <Link to="/contact">contact page</Link>.
      </p>
    ),
  },
];
