import { referralMessages } from '#contract/messages/referral.es';
import { makeReferralChecks } from './referral-checks';

/** The referral form's checks with Spanish messages: only the Spanish page loads this module (rules.ts). */
export const { checkReferral, parseAnswer } = makeReferralChecks(referralMessages);
