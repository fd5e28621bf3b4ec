/**
 * The manage page's widget words in English (decision 031): the visit, "Cancel this visit", "Move to
 * another time" and their outcomes (web/features/booking/manage/). The page's own words are
 * booking-manage.en.tsx, which takes these; manage.es.tsx is typed by this.
 */
import type { ReactNode } from 'react';
import { provider } from '#contract';
import { withTty } from '#contract/phone';

const callUs = `Please call us at ${withTty(provider.phone)}.`;

export const manage = {
  callUs,
  noScript: (phoneLink: ReactNode) => <>This page needs JavaScript to show your booking. To change or cancel it, please call us at {phoneLink}.</>,
  loading: 'Loading your booking…',
  noToken: { title: 'This page needs the link from your e-mail.', text: `Open it from the e-mail we sent when you booked. ${callUs}` },
  refused: 'This link cannot be used',
  unreachable: { title: 'We could not load your booking', text: `Please check your connection and try again. ${callUs}` },
  tryAgain: 'Try again',
  /** A refused change's fallback when the server said nothing. */
  tryLater: `Please try again. ${callUs}`,
  done: { cancel: 'Your visit is cancelled', reschedule: 'Your visit has moved' },
  failed: { cancel: 'Could Not Cancel Your Visit', reschedule: 'Could Not Move Your Visit' },
  kinds: {
    consultation: { title: 'Your free consultation', noun: 'your free consultation', what: 'Free 15-minute consultation, by phone or video' },
    coordinator: { title: 'Your facility coordination visit', noun: 'your facility coordination visit', what: '1-hour on-site coordination visit with our care coordinator' },
  },
  /** 'your free consultation on Tuesday, March 5, 2030 at 9:00 AM (Eastern Time)' */
  visitOn: (noun: string, when: string) => `${noun} on ${when}`,
  facts: { when: 'When', what: 'What', status: 'Status' },
  status: { booked: 'Booked', cancelled: 'Cancelled' },
  questions: (phoneLink: ReactNode) => <>Questions, or a change this page cannot make? Call us at {phoneLink}.</>,
  bookAgain: (link: (text: string) => ReactNode, phoneLink: ReactNode) => (
    <>
      This visit is cancelled. To book a new time, {link('choose one here')} or call us at {phoneLink}.
    </>
  ),
  cancel: {
    title: 'Cancel this visit',
    question: (visit: string) => `Cancel ${visit}? The time is then free for someone else, and we e-mail you to confirm.`,
    yes: 'Yes, cancel it',
    busy: 'Cancelling…',
    keep: 'Keep my visit',
    intro: 'If you no longer need this visit, cancel it here so someone else can have the time.',
  },
  move: {
    title: 'Move to another time',
    loading: 'Loading the available times…',
    chosen: (slot: string, zone: string) => `New time: ${slot} (${zone}).`,
    choose: 'Choose a new date and time.',
    submit: 'Move my visit',
    busy: 'Moving…',
  },
};

export type ManageWords = typeof manage;
