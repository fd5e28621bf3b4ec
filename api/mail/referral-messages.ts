import { type Lang, languageOf } from '#contract/language';
import { visitWhen } from '../bookings/booking-words';
import type { ReferralEvent, ReferralRecord } from '../referrals/referral-records';
import type { Block } from './compose';
import { REFERRAL_MAIL_WORDS } from './referral-mail-words';
import { type Rendered, toVisitor, type VisitorLinks } from './visitor-messages';

/** The first visit's length as the referrer reads it: its start alone, as for a consultation. */
const START_ONLY = 0;

/**
 * E-mails to a referrer, in the referral's language: the reference and what happened, nothing the
 * referrer typed but their address (to which it goes), and of staff's words only the decline's
 * message (never its internal note). Each ends as every message to a visitor does: our phone, the
 * way to help (decision 025) and the line on free language help (decision 052).
 */
function toReferrer(referral: ReferralRecord, subject: string, heading: string, blocks: Block[], links: VisitorLinks): Rendered {
  const lang = languageOf(referral);
  const words = REFERRAL_MAIL_WORDS[lang];
  return { to: referral.referrerEmail, ...toVisitor(lang, links, subject, heading, [{ p: words.hello }, { facts: [[words.reference, referral.reference]] }, ...blocks, { p: words.callUs }]) };
}

export function referralReceived(referral: ReferralRecord, links: VisitorLinks): Rendered {
  const { received } = REFERRAL_MAIL_WORDS[languageOf(referral)];
  return toReferrer(referral, received.subject(referral.reference), received.heading, [{ p: received.body }, { p: received.keep }, { p: received.private }], links);
}

/** What staff did, told to the referrer; null for an event that tells them nothing. */
export function referralChanged(referral: ReferralRecord, event: ReferralEvent, timeZone: string, links: VisitorLinks): Rendered | null {
  const lang: Lang = languageOf(referral);
  const words = REFERRAL_MAIL_WORDS[lang];
  switch (event.event) {
    case 'accepted':
      return toReferrer(referral, words.accepted.subject(referral.reference), words.accepted.heading, [{ p: words.accepted.body }], links);
    case 'scheduled': {
      const when = visitWhen(START_ONLY, event.date, event.time, timeZone, lang);
      return toReferrer(referral, words.scheduled.subject(referral.reference), words.scheduled.heading, [{ p: words.scheduled.body }, { facts: [[words.scheduled.when, when]] }], links);
    }
    case 'declined':
      return toReferrer(
        referral,
        words.declined.subject(referral.reference),
        words.declined.heading,
        [{ p: words.declined.body }, ...(event.message ? [{ p: words.declined.teamMessage }, { quote: event.message }] : [])],
        links,
      );
  }
}
