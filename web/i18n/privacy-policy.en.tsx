/**
 * The privacy policy's words in English (the page: web/pages/privacy-policy.tsx; Spanish:
 * privacy-policy.es.tsx, typed by these): what this website does with what visitors send, and
 * nothing it does not do (docs/product.md, "Privacy policy"). Each section's key is its link target (the footer links
 * #terms; every self-pay line links #good-faith-estimate, the No Surprises Act notice, decision 025),
 * in the order shown. Every figure is the contract's or the facts file's (privacy-policy.test.tsx
 * holds both languages to them). Patients' health information is the Notice of Privacy Practices'
 * subject (notice-of-privacy-practices.en.tsx).
 */
import type { ReactNode } from 'react';
import { AUDIT_YEARS, FINGERPRINT_DAYS, provider } from '#contract';
import { Link } from '../ui/link';
import { longDate } from '../ui/legal-document';
import { policyEnd } from './privacy-policy-end.en';

const brand = provider.brandName;
const { hosting, retentionMonths, backupDays } = provider.privacy;
const notice = <Link to="/notice-of-privacy-practices">Notice of Privacy Practices</Link>;

export const privacyPolicy = {
  hero: {
    eyebrow: 'Legal',
    title: 'Privacy Policy',
    lead: () => (
      <>
        How this website handles what you send through it, the terms of using it, and your right to a Good Faith Estimate of costs. How we use and
        share your health information as a patient is set out in our {notice}.
      </>
    ),
    updated: (date: ReactNode) => <>Last updated: {date}</>,
  },
  contents: 'On this page',
  date: longDate,
  sections: {
    hipaa: {
      title: 'Your Health Information and HIPAA',
      body: () => (
        <p>
          {brand} is a health care provider covered by the Health Insurance Portability and Accountability Act (HIPAA). How we use and share your
          health information as a patient, and your rights, are set out in our {notice}. This policy covers this website: what you send through its
          forms and what it keeps on your device.
        </p>
      ),
    },
    'information-we-collect': {
      title: 'Information We Collect',
      body: () => (
        <ul>
          <li>What you type into a form: your name, e-mail address and phone number and, for facilities, the facility name and address.</li>
          <li>What you tell us in the form: the service you are interested in, where care would take place, and any message or notes.</li>
          <li>Appointment details: the date, time and type of consultation or coordination visit you book.</li>
          <li>
            A referral: who is referring (name, organization, phone and e-mail, and for a physician or nurse practitioner the ordering
            practitioner&apos;s name and NPI); the patient&apos;s name, date of birth, phone, address and ZIP code; the wound, the diagnosis and the
            orders; the insurance; and the documents attached: the order, a visit note, the insurance card, photos of the wound. Before we keep a
            photo, its location and the other details a phone stores in it are removed.
          </li>
          <li>
            Your internet (IP) address, for a short time: to stop floods of form submissions, our server counts them per address, in memory only, for
            at most a day. It never writes your address itself to its files or logs. When you book, it keeps with the booking, for {FINGERPRINT_DAYS}{' '}
            days, a one-way code made from your network&apos;s address with a secret key, from which the address cannot be read back, so our staff
            can spot a burst of bogus bookings from one place; then it deletes that code.
          </li>
        </ul>
      ),
    },
    'how-we-use': {
      title: 'How We Use Your Information',
      body: () => (
        <>
          <ul>
            <li>To answer your inquiry, and to call you about a consultation or visit you booked.</li>
            <li>To take a referral: to call the person who referred and the patient, check the insurance and arrange the first visit.</li>
            <li>Once you are our patient: to treat you, work with your doctors and bill for care, as our {notice} explains.</li>
            <li>To meet our legal, licensing and quality-of-care duties.</li>
          </ul>
          <p>
            When you book, we e-mail you a confirmation with a calendar file and a link to move or cancel the visit, and a reminder before it; when
            you send an inquiry, we e-mail you a receipt. When you send a referral, we e-mail you its reference and our phone number, and a short
            note when it is accepted, scheduled or declined. These e-mails name the date, time and kind of visit, or the referral&apos;s reference,
            never the patient&apos;s name, health details or what you wrote. Our staff get an e-mail that something arrived, with its date and time only; they read who sent it on our own systems. This
            website sends no text messages.
          </p>
        </>
      ),
    },
    sharing: {
      title: 'Who Holds and Sees Your Information',
      body: () => (
        <>
          <p>
            We never sell your information and never share it for advertising. What you send through this website is stored on a server run for us
            by {hosting}, under a business associate agreement that requires them to protect it. Only our staff who need it to answer you or care
            for you can read it.
          </p>
          <p>
            This website uses no analytics, advertising or chat services. The e-mails above pass through our e-mail provider&apos;s mail servers;
            that is why they carry no health details. Once you are our patient, we share health information only as our {notice} describes.
          </p>
        </>
      ),
    },
    'on-your-device': {
      title: 'What Stays on Your Device',
      body: () => (
        <>
          <ul>
            <li>Copies of our pages and guides, so they open without a signal.</li>
            <li>The lists of free appointment times (no personal information), for up to a week.</li>
            <li>
              <strong>Forms sent while offline.</strong> If you send a form without a connection, it waits on this device, in the browser&apos;s
              storage, until it is sent or you discard it from the Outbox button at the top of the page. It is <strong>not encrypted</strong> there:
              anyone who can use this browser on this device could see it. A referral waits with its documents, which leave the device as soon as
              it is sent. Once it is sent, a short summary (the kind of form, the date and time) and
              our reply stay until you have seen the result.
            </li>
          </ul>
          <p>
            <strong>On a shared or public device</strong>, do not send forms while offline. If something is waiting in the Outbox, discard it, and
            clear this site&apos;s data in the browser&apos;s settings when you finish.
          </p>
        </>
      ),
    },
    cookies: {
      title: 'No Cookies, Analytics or Third-Party Scripts',
      body: () => (
        <p>
          This website sets no cookies, uses no analytics or tracking, and loads no scripts, fonts or images from other companies. Its security
          settings block them.
        </p>
      ),
    },
    retention: {
      title: 'How Long We Keep Information',
      body: () => (
        <p>
          Our server deletes website inquiries {retentionMonths} months after they arrive, and booking requests {retentionMonths} months after the
          visit (cancelled or not), together with our notes about them and the e-mails we sent about them. It deletes referrals {retentionMonths}{' '}
          months after they arrive, with their documents, our notes and the e-mails about them. What has become part of your medical
          record as our patient is kept in that record as long as the law requires. Our record of who looked at or changed what holds record numbers
          only, never names or contents, and is kept {AUDIT_YEARS} years, as HIPAA requires. Encrypted backups of our records are kept {backupDays}{' '}
          days, so something deleted is gone from them within {backupDays} days. Our server&apos;s own logs hold no names, contact details or
          internet addresses. The access logs kept by {hosting} include internet addresses and are deleted after a limited time.
        </p>
      ),
    },
    security: {
      title: 'How We Protect Your Information',
      body: () => (
        <p>
          Information sent through this website travels over an encrypted connection (HTTPS). On our server it is stored in files that only the
          website&apos;s own program and authorized staff can open, and every time our staff read or change it is recorded. A referral&apos;s
          documents are kept apart from the website&apos;s pages, never at an address anyone could open: our staff download them one at a time,
          after signing in, and each download is recorded. Its backups are encrypted
          before they leave the server. If a breach ever affects your unsecured health information, we will notify you as the law requires.
        </p>
      ),
    },
    'your-rights': {
      title: 'Your Choices and Rights',
      body: () => (
        <ul>
          <li>Ask what information we hold from this website about you, and ask us to correct it.</li>
          <li>
            Ask us to delete an inquiry, booking request or referral that has not become part of a medical record. We delete it from our records at
            once, with its documents, our notes and the e-mails about it; its copies in our encrypted backups are gone within {backupDays} days.
          </li>
          <li>As our patient, you also have the rights listed in our {notice}.</li>
          <li>
            Complain to us, or to the U.S. Department of Health and Human Services, Office for Civil Rights. We will never retaliate against you for
            making a complaint.
          </li>
        </ul>
      ),
    },
    children: {
      title: "Children's Privacy",
      body: () => (
        <p>
          This website is not directed to children under 13, and we do not knowingly collect personal information from them online. Care for a minor
          is arranged with a parent or guardian. If you believe a child has sent us information, contact us and we will delete it.
        </p>
      ),
    },
    ...policyEnd,
  },
};

export type PrivacyPolicyWords = typeof privacyPolicy;
