/**
 * The FAQ page's words in English (the page: web/pages/faqs.tsx; Spanish: faqs.es.tsx, typed by
 * these): the six questions in the order of topics of docs/product.md, each answer a function returning its
 * paragraphs (they hold links), the escalation ladder in this language, and the closing card.
 * The FAQPage structured data reads the same questions and answers (web/seo/faq-answers.tsx).
 */
import type { ReactNode } from 'react';
import { daysWording, openDays, provider, timeRange, weeklyHours, WOUND_TYPES } from '#contract';
import { LADDER } from '#contract/escalation';
import { visitLength } from '../content/appointment-length';
import { clinicTimeZoneName } from '../lib/clinic-time';
import { Link } from '../ui/link';
import { coverage } from './coverage.en';
import { WOUND_TYPE_NAMES } from './wound-types.en';
import { Phone } from '../ui/phone';

export interface Faq {
  question: string;
  answer: () => ReactNode;
}

const phone = <Phone />;

const items: Faq[] = [
  {
    question: 'What are placental tissue grafts (“stem cell therapy”), and could one help my wound?',
    answer: () => (
      <>
        <p>
          “Stem cell therapy” is the name most people know. What we apply is a graft of donated placental tissue, regulated
          by the FDA as a human tissue product; not FDA-approved to heal wounds. It is placed on the wound like a thin
          dressing. It is not an injection, it may contain no living stem cells, and it is not a cure.
        </p>
        <p>
          It is considered only for wounds that have not healed after about 4 weeks of good standard care. It is not the
          same as bioengineered tissue replacement, a skin substitute made in a lab:{' '}
          <Link to="/services">our services page</Link> compares the two.
        </p>
        <p>
          During a free consultation a nurse reviews your circulation, health history and current treatment, tells you
          honestly whether it may help, and checks your coverage: Medicare pays for skin substitutes only in specific cases.
        </p>
      </>
    ),
  },
  {
    question: 'Do you treat patients in nursing homes and assisted living facilities?',
    answer: () => (
      <>
        <p>
          Yes. We see patients in their own homes, in nursing homes and in assisted living communities, and we work
          alongside the facility&apos;s own nurses and doctors rather than replacing them.
        </p>
        <p>
          Facilities can <Link to="/coordinators">{`book a ${visitLength(true)} on-site visit with a care coordinator`}</Link> to set up
          rounds, referrals and staff training.
        </p>
        <p>
          Physicians, discharge planners and facility nurses can <Link to="/refer">refer a patient online</Link>, with the order, the
          insurance card and photos of the wound.
        </p>
      </>
    ),
  },
  {
    question: 'What types of wounds do you treat?',
    answer: () => (
      <>
        <p>Our nurses treat acute and chronic wounds, including:</p>
        <ul>
          {WOUND_TYPES.map((type) => (
            <li key={type}>{WOUND_TYPE_NAMES[type]}</li>
          ))}
        </ul>
        <p>If you are not sure what kind of wound you have, that is fine: finding out is part of the first visit.</p>
      </>
    ),
  },
  {
    question: 'What are IV fluids for dehydration?',
    answer: () => (
      <>
        <p>
          It is IV fluids and electrolytes (salts such as sodium and potassium) for dehydration, given through a small IV
          line by a licensed nurse in your home, and only when your own doctor orders it. Some call it “biologic IV
          hydration”, but the fluids are not a biologic drug, and they do not make wounds heal faster. We review your
          heart and kidney health and your medicines first, and the nurse stays with you throughout.
        </p>
        <p>Insurance, including Medicare, usually does not pay for IV fluids at home. We tell you the cost before the first visit.</p>
      </>
    ),
  },
  {
    question: 'Is wound care covered by insurance?',
    answer: () => (
      <>
        <p>{coverage.statement}</p>
        <p>
          {coverage.checked} {coverage.selfPay()}
        </p>
      </>
    ),
  },
  {
    question: 'What are your business hours?',
    answer: () => (
      <>
        <p>
          We are open {timeRange(provider.hours.open)}, {openDays(provider.hours)}. Free consultations by phone or video are{' '}
          {weeklyHours(provider.hours.consultations)}, and facility coordination visits {weeklyHours(provider.hours.coordinatorVisits)} (all times{' '}
          {clinicTimeZoneName()}).
        </p>
        <p>
          Call {phone}. {provider.hours.onCall} This 24/7 on-call nurse line is not an emergency service: in an
          emergency, call 911.{' '}
          <a href="#when-to-get-help">When to get help</a>, below, lists the signs that need 911 and those that need a
          call to us now, day or night.
        </p>
      </>
    ),
  },
];

export const faqs = {
  hero: {
    eyebrow: 'FAQs',
    title: 'Frequently Asked Questions',
    lead: 'Straight answers about our treatments, where we work, insurance and how to reach us, and when to call 911 instead.',
  },
  items,
  /** The escalation ladder (api/contract/escalation.ts) in this page's language. */
  ladder: LADDER,
  still: {
    title: 'Still have a question?',
    text: `Our team answers every message within ${provider.replyWithin}, and the phone is staffed ${daysWording(provider.hours.open.weekdays)}.`,
    contact: 'Contact Us',
  },
};

export type FaqsWords = typeof faqs;
