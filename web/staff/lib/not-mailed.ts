/** Why a booking's confirmation or an inquiry's receipt was not e-mailed (api/declared-mail/visitor-mail-quota.ts), and what to do. */
export const NOT_MAILED =
  'Not e-mailed: this address had already been sent three receipts or confirmations that day, so someone else may have typed it. Call the number given to check.';
