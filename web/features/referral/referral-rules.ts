import { referralMessages } from '#contract/messages/referral.en';
import { makeReferralChecks } from './referral-checks';

/** The referral form's checks with English messages (rules.ts loads this on an English page when the form is first used). */
export const { checkReferral, parseAnswer } = makeReferralChecks(referralMessages);
