/**
 * The Notice of Privacy Practices' last sections in English, after its own
 * (notice-of-privacy-practices.en.tsx spreads them in, in this order; Spanish:
 * notice-of-privacy-practices-end.es.tsx): sharing without permission, what needs written
 * permission, our duties, changes and questions. A file of their own to keep each catalogue short.
 */
import { provider } from '#contract';
import { noticeFacts } from '#contract/provider.notices';
import { STATE_NAMES } from '#contract/tagline-languages';
import { LanguageTaglines } from '../ui/language-taglines';
import { Link } from '../ui/link';
import { Phone } from '../ui/phone';

const contact = (
  <>
    our {provider.privacy.officer} at <Phone /> or <a href={`mailto:${provider.email}`}>{provider.email}</a>
  </>
);

const { languageAssistance } = noticeFacts;
const states = provider.states.map((state) => STATE_NAMES[state]).join(', ');

export const noticeEnd = {
  'without-permission': {
    title: 'Other Ways We May Share Without Your Permission',
    body: () => (
      <>
        <p>
          We are allowed or required to share your information in other ways, usually for the public good, such as public health and research. We
          must meet many conditions in the law first. We may share health information to:
        </p>
        <ul>
          <li>
            help with public health and safety: prevent disease, help with product recalls, report reactions to medicines, report suspected abuse,
            neglect or domestic violence, and prevent or reduce a serious threat to anyone&apos;s health or safety
          </li>
          <li>do research, when the law&apos;s privacy conditions are met</li>
          <li>comply with the law, including when the Department of Health and Human Services checks that we follow federal privacy law</li>
          <li>respond to organ and tissue donation requests</li>
          <li>work with a medical examiner, coroner or funeral director</li>
          <li>
            address workers&apos; compensation claims, health oversight agencies (such as audits and inspections), law enforcement purposes, and
            special government functions such as military, national security and presidential protective services
          </li>
          <li>respond to lawsuits and legal actions, such as a court or administrative order or a subpoena</li>
        </ul>
        <p>Where a state law protects some information more (for example, about HIV, mental health or substance use), we follow that law.</p>
      </>
    ),
  },
  authorization: {
    title: 'When We Need Your Written Permission',
    body: () => (
      <>
        <p>We will not do these without your written permission (an authorization):</p>
        <ul>
          <li>use or share your information for marketing, including your story, name or photo on our website or in advertising</li>
          <li>sell your information</li>
          <li>share most psychotherapy notes</li>
          <li>any other use or sharing not described in this notice</li>
        </ul>
        <p>
          You can take back (revoke) your permission at any time, in writing. This will not undo what we already did while we had your permission.
        </p>
      </>
    ),
  },
  'our-duties': {
    title: 'Our Responsibilities',
    body: () => (
      <ul>
        <li>
          We are required by law to keep your health information private and secure, and to give you this notice of our legal duties and privacy
          practices.
        </li>
        <li>We will let you know promptly if a breach occurs that may have compromised the privacy or security of your information.</li>
        <li>We must follow the duties and privacy practices described in this notice and give you a copy of it.</li>
        <li>
          We will not use or share your information other than as described here unless you tell us we can in writing. You may change your mind at
          any time by telling us in writing.
        </li>
      </ul>
    ),
  },
  changes: {
    title: 'Changes to This Notice',
    body: () => (
      <p>
        We can change the terms of this notice, and the changes will apply to all information we have about you. The new notice will be on this
        page, available on request, and offered to you at your next visit.
      </p>
    ),
  },
  contact: {
    title: 'Questions',
    body: () => (
      <>
        <p>For questions about this notice or to use your rights, contact {contact}.</p>
        <p>
          How this website handles what you type into its forms is explained in our <Link to="/privacy-policy">website Privacy Policy</Link>.
        </p>
      </>
    ),
  },
  'language-help': {
    title: 'Free Language Help and Other Formats',
    body: () => (
      <>
        <p>
          We provide language assistance services, such as qualified interpreters and information written in other languages, and appropriate
          auxiliary aids and services, such as qualified sign language interpreters and information in large print, audio and accessible electronic
          formats, free of charge and in a timely manner, to anyone who needs them to read this notice or to talk with us. To ask, call <Phone /> or
          tell any member of our staff. Read more in our <Link to="/nondiscrimination">Nondiscrimination and Language Help notice</Link>.
        </p>
        <p>The lines below say so in the languages most spoken in {states}:</p>
        <LanguageTaglines langs={languageAssistance.taglines} qualified={languageAssistance.qualifiedTranslations} />
      </>
    ),
  },
};

export type NoticeEndWords = typeof noticeEnd;
