/** The audit trail's actions in words; an action this list does not know yet is shown as recorded. */
const ACTIONS: Record<string, string> = {
  'sign-in-password': 'Password accepted',
  'sign-in': 'Signed in',
  'sign-in-failed': 'Sign-in refused',
  'sign-out': 'Signed out',
  'account-added': 'Account added',
  'password-reset': 'Password reset',
  'account-disabled': 'Account disabled',
  'view-bookings': 'Viewed bookings',
  'view-booking': 'Viewed a booking',
  'cancel-booking': 'Cancelled a booking',
  'cancel-bookings': 'Cancelled bookings',
  'view-inquiries': 'Viewed inquiries',
  'view-inquiry': 'Viewed an inquiry',
  'inquiry-handled': 'Marked an inquiry handled',
  'closure-added': 'Closed days or hours',
  'closure-removed': 'Opened closed times again',
  'export-bookings': 'Exported bookings',
  'export-inquiries': 'Exported inquiries',
  'view-audit': 'Viewed the audit trail',
  'view-mail-failures': 'Viewed undelivered e-mails',
  'change-password': 'Changed own password',
  'view-sessions': 'Viewed own sessions',
  'end-other-sessions': 'Signed out own other sessions',
  'end-session': 'Signed out one of own sessions',
  'view-account': 'Viewed own account',
};

export const actionLabel = (action: string): string => ACTIONS[action] ?? action;

/** The audit's fixed detail words, as a reader says them. */
const DETAILS: Record<string, string> = {
  'wrong-password': 'wrong password',
  'unknown-user': 'unknown username',
  disabled: 'account disabled',
  expired: 'sign-in had expired',
  'wrong-code': 'wrong code',
  'replayed-code': 'code used twice',
  throttled: 'too many tries',
  totp: 'with the app’s code',
  'recovery-code': 'with a recovery code',
  enrolled: 'first sign-in, app set up',
  'enrolment-expired': 'first sign-in too late, needs a new password',
  'not-found': 'no such record',
};

export const detailLabel = (detail?: string): string => (detail ? (DETAILS[detail] ?? detail.replace(/-/g, ' ')) : '');

/** 'none', the one id, or '3 records'. */
export const recordsLabel = (ids: readonly string[]): string => (ids.length === 0 ? 'None' : ids.length === 1 ? ids[0]! : `${ids.length} records`);
