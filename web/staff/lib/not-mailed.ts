/** Why a booking's confirmation or an inquiry's receipt was not e-mailed (api/declared-mail/visitor-mail-quota.ts), and what to do. */
/** A booking staff took by phone or from a referral, with no confirmation sent (none asked for, or no address to send it to). */
export const NOT_MAILED_BY_STAFF = 'Not e-mailed: taken by staff without sending a confirmation. Tell the patient the time and reference by phone.';

export const NOT_MAILED =
  'Not e-mailed: this address had already been sent three receipts or confirmations that day, so someone else may have typed it. Call the number given to check.';
