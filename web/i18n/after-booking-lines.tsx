import { provider } from '#contract';
import { Link } from '../ui/link';

const { afterBooking, insurance, phone } = provider;
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What a family needs to know around a booking, worded from the facts file (web/blocks/next-steps.tsx shows it). */
export const AFTER_BOOKING = {
  whoCalls: `${capital(afterBooking.caller)} calls you at the time you booked, from ${phone}.`,
  videoLink: `For a video call, the nurse sends a video link by ${afterBooking.videoLinkBy} to the mobile number you gave, a few minutes before the time. If the video does not work, we carry on by phone.`,
  facilityCall: `${capital(afterBooking.facilityCaller)} calls the contact person you named, from ${phone}, to confirm the visit.`,
  email: 'We e-mail you a confirmation with a calendar file and a link to move or cancel the visit, and a reminder before it. They name the time and the kind of visit, never your health details.',
  changes: `To change or cancel, use the link in that e-mail, or call ${phone}.`,
  haveReady: [
    'Insurance cards (Medicare and any other plan)',
    'A list of medicines',
    "Your doctor's name and phone number",
    'A photo of the wound on your phone, to show on a video call (never e-mail it)',
  ],
  referral: afterBooking.referralNeeded
    ? 'Please have a referral from your doctor ready. Before treatment starts we also need an order from your doctor.'
    : 'You do not need a referral for the free consultation. Before treatment starts we need an order from your doctor; with your permission, we ask your doctor for it.',
  // Follows how the visits are billed, so it cannot promise what the claim would contradict.
  homebound:
    afterBooking.visitsBilledAs === 'home-health'
      ? 'Medicare pays for our visits as home health care, which is for people who are homebound. We check this with you at the consultation.'
      : 'You do not have to be homebound: we bill Medicare Part B for our visits, and Part B has no homebound rule.',
} as const;

export const COVERAGE_CHECKED = 'We check your coverage during the free consultation, before any care begins.';

/** What self-pay costs, from the facts file, or the promise to say so first. */
export const selfPayText = (): string =>
  insurance.selfPay ? `If you pay for care yourself: ${insurance.selfPay}.` : 'If you pay for care yourself, we tell you the cost before any visit.';

/** The No Surprises Act notice every self-pay line links to: a section of the legal page, as the terms are. */
export const GOOD_FAITH_ESTIMATE = { id: 'good-faith-estimate', link: 'Your right to a Good Faith Estimate' } as const;

/**
 * The self-pay line and the notice it links (decision 025): the FAQ, services and booking pages. Here
 * rather than in web/ui, so the booking pages' words after load stay one file.
 */
export function SelfPay() {
  return (
    <>
      {selfPayText()} <Link to={`/privacy-policy#${GOOD_FAITH_ESTIMATE.id}`}>{GOOD_FAITH_ESTIMATE.link}</Link>.
    </>
  );
}
