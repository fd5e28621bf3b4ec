/** The audit trail's actions in words; an action this list does not know yet is shown as recorded. */
const ACTIONS: Record<string, string> = {
  'sign-in': 'Signed in',
  'sign-in-failed': 'Sign-in refused',
  'sign-in-code-failed': 'Code refused',
  'sign-out': 'Signed out',
  enrol: 'Set up two-step sign-in',
  'view-bookings': 'Viewed bookings',
  'view-booking': 'Viewed a booking',
  'cancel-booking': 'Cancelled a booking',
  'cancel-bookings': 'Cancelled bookings',
  'view-inquiries': 'Viewed inquiries',
  'view-inquiry': 'Viewed an inquiry',
  'handle-inquiry': 'Marked an inquiry handled',
  'view-closures': 'Viewed closed times',
  'add-closure': 'Closed days or hours',
  'remove-closure': 'Opened closed times again',
  'export-bookings': 'Exported bookings',
  'export-inquiries': 'Exported inquiries',
  'view-audit': 'Viewed the audit trail',
};

export const actionLabel = (action: string): string => ACTIONS[action] ?? action;

/** 'none', the one id, or '3 records'. */
export const recordsLabel = (ids: readonly string[]): string => (ids.length === 0 ? 'None' : ids.length === 1 ? ids[0]! : `${ids.length} records`);
