import type { ReactNode } from 'react';
import { Link } from '../ui/link';
import { provider, WOUND_TYPES } from '../../api/contract';
import { HOURS } from './navigation';

export interface Faq {
  question: string;
  answer: ReactNode;
}

/** The six questions of /faqs, in the spec's order of topics. */
export const FAQS: readonly Faq[] = [
  {
    question: 'What is stem cell therapy, and could it help my wound?',
    answer: (
      <>
        <p>
          Stem cell therapy is a regenerative treatment. Biologic material, derived from donated birth tissue and rich in
          growth factors, is placed on the wound to help your body restart its own repair. It is usually considered for
          chronic wounds that have not improved after several weeks of good standard care.
        </p>
        <p>
          It is not right for every wound. During a free consultation our specialist reviews your circulation, health
          history and current treatment, tells you honestly whether it is a good fit, and checks what your insurance covers.
        </p>
      </>
    ),
  },
  {
    question: 'Do you treat patients in nursing homes and assisted living facilities?',
    answer: (
      <>
        <p>
          Yes. We see patients in their own homes, in nursing homes and in assisted living communities, and we work
          alongside the facility&apos;s nurses and physicians rather than replacing them.
        </p>
        <p>
          Facilities can <Link to="/coordinators">book a 1-hour on-site visit with a care coordinator</Link> to set up
          rounds, referrals and staff training.
        </p>
      </>
    ),
  },
  {
    question: 'What types of wounds do you treat?',
    answer: (
      <>
        <p>Our specialists treat acute and chronic wounds, including:</p>
        <ul>
          {WOUND_TYPES.map((type) => (
            <li key={type}>{type}</li>
          ))}
        </ul>
        <p>If you are not sure what kind of wound you have, that is fine: finding out is part of the first visit.</p>
      </>
    ),
  },
  {
    question: 'What is biologic IV hydration therapy?',
    answer: (
      <p>
        It is an infusion of fluids, electrolytes, vitamins and minerals given through a small IV line by a licensed
        nurse in your home. Healing tissue needs water and nutrients, and many older adults and people with diabetes are
        short of them. We give it only with your physician&apos;s order, after reviewing your heart and kidney health and
        your medicines, and the nurse stays with you throughout.
      </p>
    ),
  },
  {
    question: 'Is wound care covered by insurance?',
    answer: (
      <p>
        Many of our services are covered by Medicare and most insurance plans. Coverage depends on your plan and the
        treatment, so we verify your benefits during your free consultation, before any care begins, and tell you about
        any costs up front.
      </p>
    ),
  },
  {
    question: 'What are your business hours?',
    answer: (
      <p>
        We are open {HOURS.time}, {HOURS.days}. Emergency wound care is available outside those hours: call{' '}
        <a href={`tel:${provider.phoneHref}`}>{provider.phone}</a> and follow the prompts to reach the nurse on call. If
        someone has heavy bleeding, a spreading redness with fever, or trouble breathing, call 911.
      </p>
    ),
  },
];
