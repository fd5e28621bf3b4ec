import { type Lang, languageOf } from '#contract/language';
import { visitWhen } from '../bookings/booking-words';
import type { ReferralEvent, ReferralRecord } from '../referrals/referral-records';
import { type Block, compose } from './compose';
import { REFERRAL_MAIL_WORDS } from './referral-mail-words';
import type { Rendered } from './visitor-messages';
import { VISITOR_WORDS } from './words';

/** The first visit's length as the referrer reads it: its start alone, as for a consultation. */
const START_ONLY = 0;

/**
 * E-mails to a referrer, in the referral's language: the reference and what happened, nothing the
 * referrer typed but their address (to which it goes), and of staff's words only the decline's
 * message (never its internal note). Each ends with our phone and the way to help (decision 025).
 */
function toReferrer(referral: ReferralRecord, subject: string, heading: string, blocks: Block[], helpUrl: string): Rendered {
  const lang = languageOf(referral);
  const words = REFERRAL_MAIL_WORDS[lang];
  const { wayToHelp, guide } = VISITOR_WORDS[lang].safetyNet;
  return {
    to: referral.referrerEmail,
    ...compose(
      subject,
      heading,
      [{ p: words.hello }, { facts: [[words.reference, referral.reference]] }, ...blocks, { p: words.callUs }, { p: wayToHelp }, { link: { href: helpUrl, text: guide.title } }],
      lang,
    ),
  };
}

export function referralReceived(referral: ReferralRecord, helpUrl: string): Rendered {
  const { received } = REFERRAL_MAIL_WORDS[languageOf(referral)];
  return toReferrer(referral, received.subject(referral.reference), received.heading, [{ p: received.body }, { p: received.keep }, { p: received.private }], helpUrl);
}

/** What staff did, told to the referrer; null for an event that tells them nothing. */
export function referralChanged(referral: ReferralRecord, event: ReferralEvent, timeZone: string, helpUrl: string): Rendered | null {
  const lang: Lang = languageOf(referral);
  const words = REFERRAL_MAIL_WORDS[lang];
  switch (event.event) {
    case 'accepted':
      return toReferrer(referral, words.accepted.subject(referral.reference), words.accepted.heading, [{ p: words.accepted.body }], helpUrl);
    case 'scheduled': {
      const when = visitWhen(START_ONLY, event.date, event.time, timeZone, lang);
      return toReferrer(referral, words.scheduled.subject(referral.reference), words.scheduled.heading, [{ p: words.scheduled.body }, { facts: [[words.scheduled.when, when]] }], helpUrl);
    }
    case 'declined':
      return toReferrer(
        referral,
        words.declined.subject(referral.reference),
        words.declined.heading,
        [{ p: words.declined.body }, ...(event.message ? [{ p: words.declined.teamMessage }, { quote: event.message }] : [])],
        helpUrl,
      );
  }
}
