import type { AuditBreakKind } from '#contract/staff';

/** The audit trail's actions in words; one this list does not know yet is still said in words (`actionLabel`). */
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
  'audit-chain-broken': 'Found the trail broken',
  'acknowledge-audit-break': 'Acknowledged a break in the trail',
  'audit-pruned': 'Removed entries older than six years',
  'view-account': 'Viewed own account',
  'delete-booking': 'Deleted a booking permanently',
  'delete-inquiry': 'Deleted an inquiry permanently',
  purge: 'Deleted records past their keeping time',
  'view-backups': 'Viewed the backups’ state',
  'view-data-status': 'Viewed what is kept',
  'book-by-staff': 'Booked for a patient (phone or referral)',
  'move-booking': 'Moved a booking',
  'booking-outcome': 'Marked a visit’s outcome',
  'cancel-series': 'Cancelled a series of visits',
  'clinician-added': 'Added a nurse',
  'clinician-changed': 'Changed a nurse',
  'view-today': 'Viewed a nurse’s day',
  'calendar-feed-created': 'Made a calendar feed',
  'calendar-feed-voided': 'Stopped a calendar feed',
};

/** 'some-new-action' → 'Some new action': never a raw key, even for an action added to the server after this list. */
const inWords = (action: string): string => {
  const words = action.replace(/[-_]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : action;
};

export const actionLabel = (action: string): string => ACTIONS[action] ?? inWords(action);

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
  'missing-entries': 'entries missing',
  'missing-part': 'a file of the trail missing',
  'edited-entry': 'an entry changed',
  'reordered-entries': 'entries out of order',
  'cut-off': 'the newest entries cut off',
  'missing-head': 'the marker of the newest entry missing',
  'edited-head': 'the marker of the newest entry changed',
  'other-key': 'written under another server secret',
  'missing-trail': 'the whole trail deleted',
  'stripped-trail': 'every entry stripped of its proof',
  'enrolment-expired': 'first sign-in too late, needs a new password',
  'not-found': 'no such record',
  completed: 'completed',
  'no-show': 'no-show',
};

export const detailLabel = (detail?: string): string => (detail ? (DETAILS[detail] ?? detail.replace(/-/g, ' ')) : '');

/** 'none', the one id, or '3 records'. */
export const recordsLabel = (ids: readonly string[]): string => (ids.length === 0 ? 'None' : ids.length === 1 ? ids[0]! : `${ids.length} records`);

/** What a break in the trail's chain means, for the banner on every screen; a new kind without words fails `tsc`. */
const BREAKS: Record<AuditBreakKind, string> = {
  'missing-entries': 'Entries are missing from the audit trail.',
  'missing-part': 'A file of the audit trail is missing, with the entries in it.',
  'edited-entry': 'An entry of the audit trail was changed after it was written.',
  'reordered-entries': 'Entries of the audit trail were moved out of the order they were written in.',
  'cut-off': 'The newest entries of the audit trail were removed.',
  'missing-head': 'The file that marks the newest entry of the audit trail is missing.',
  'edited-head': 'The file that marks the newest entry of the audit trail was changed.',
  'other-key': 'The audit trail was written under another server secret (APP_SECRET), so its entries cannot be checked.',
  'missing-trail': 'The audit trail was deleted: none of its entries are left, though the site’s records show it was kept. A new one has begun.',
  'stripped-trail': 'The audit trail’s entries were stripped of the codes that prove them, and its marker file deleted: none can be checked. A new chain has begun.',
};

export const breakLabel = (kind: AuditBreakKind): string => BREAKS[kind];
