/**
 * The staff area's API: paths, request schemas and answer shapes, shared by the server
 * (api/staff/) and the staff app (web/staff/). Nothing public imports this file.
 */
import * as v from 'valibot';
import { MAX_LENGTH } from './constants';
import { isRealDate } from './dates';
import type { MailTemplate } from './mail-templates';
import type { BookingKind } from './schemas';

export const STAFF_API = {
  signIn: '/api/staff/sign-in',
  signInCode: '/api/staff/sign-in/code',
  /** POST {}: "I need more time" during a half-done sign-in (SignInTimeAnswer); 401 once it ended, 409 at its limit. */
  signInMoreTime: '/api/staff/sign-in/more-time',
  signOut: '/api/staff/sign-out',
  /** GET: who is signed in (SessionAnswer), 401 when no one. Asking does not count as activity for the idle limit. */
  session: '/api/staff/session',
  /** POST {}: "Stay signed in". Counts as activity like any staff request, and answers the renewed SessionAnswer. */
  renewSession: '/api/staff/session/renew',
  bookings: '/api/staff/bookings',
  booking: (id: string) => `/api/staff/bookings/${encodeURIComponent(id)}`,
  cancelBooking: (id: string) => `/api/staff/bookings/${encodeURIComponent(id)}/cancel`,
  /** POST {ids, message?, note?}: several bookings cancelled in one step (a burst of bogus ones), each patient sent the same message. */
  cancelBookings: '/api/staff/bookings/cancel',
  inquiries: '/api/staff/inquiries',
  inquiry: (id: string) => `/api/staff/inquiries/${encodeURIComponent(id)}`,
  inquiryHandled: (id: string) => `/api/staff/inquiries/${encodeURIComponent(id)}/handled`,
  closures: '/api/staff/closures',
  closure: (id: string) => `/api/staff/closures/${encodeURIComponent(id)}`,
  exportBookings: '/api/staff/export/bookings.csv',
  exportInquiries: '/api/staff/export/inquiries.csv',
  audit: '/api/staff/audit',
  /** GET: breaks in the audit trail's chain no one has acknowledged yet (AuditBreaksAnswer), for a banner on every screen. */
  auditBreaks: '/api/staff/audit/breaks',
  /** POST {}: this break is known; the trail records who acknowledged it (answers AuditBreaksAnswer). */
  acknowledgeAuditBreak: (id: string) => `/api/staff/audit/breaks/${encodeURIComponent(id)}/acknowledge`,
  /** GET: e-mails that could not be delivered (issue 18); reading the list is audited. */
  mailFailures: '/api/staff/mail/failures',
  /** GET: how many of them failed in the last RECENT_FAILURE_DAYS days, for the navigation (a number only). */
  mailFailuresRecent: '/api/staff/mail/failures/recent',
  /** GET: what is kept and when the next purge runs (DataStatusAnswer). DELETE on `booking(id)` / `inquiry(id)`: deletion on request. */
  dataStatus: '/api/staff/data',
  /** POST ChangePasswordRequest: one's own new password, after the current one and a code; every other session ends. */
  changePassword: '/api/staff/account/password',
  /** GET: the signed-in person's own account (AccountAnswer): when and from where its authenticator was set up. */
  account: '/api/staff/account',
  /** GET: this account's sessions (AccountSessionsAnswer). */
  accountSessions: '/api/staff/account/sessions',
  /** POST EndSessionsRequest: ends this account's other sessions, or one of them. */
  endOtherSessions: '/api/staff/account/sessions/end-others',
  /** GET: what is still sample or unsafe for real patients (PreflightAnswer), as `npm run preflight` lists it. */
  preflight: '/api/staff/preflight',
  /** GET: how the automatic backups stand (BackupsAnswer); audited as 'view-backups'. */
  backups: '/api/staff/backups',
} as const;

/** The staff app's own pages: never in the public navigation, sitemap or precache. */
export { STAFF_BASE } from './staff-paths';

export const STAFF_PASSWORD_MIN_LENGTH = 12;
export const STAFF_PASSWORD_MAX_LENGTH = 200;
/** Longer than any code: a TOTP code is 6 digits, a recovery code 24 characters with its dashes. */
export const STAFF_CODE_MAX_LENGTH = 40;
export const RECOVERY_CODE_COUNT = 10;
export const DEFAULT_STAFF_IDLE_MINUTES = 15;
/** Hours an account has for its first sign-in, which enrols the authenticator, after an administrator set its password (STAFF_ENROL_HOURS). */
export const DEFAULT_STAFF_ENROL_HOURS = 72;
export const STAFF_SESSION_MAX_HOURS = 12;

/** A missing field reads as empty, so it gets its own message ("Username is required") rather than a generic one. */
const text = (message: string, max: number) =>
  v.optional(v.pipe(v.string(message), v.trim(), v.minLength(1, message), v.maxLength(max, `Please keep this under ${max} characters`)), '');
const optionalNote = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, `Please keep this under ${max} characters`)));

// ---- Sign-in ----

export const signInSchema = v.object({
  username: text('Username is required', MAX_LENGTH.shortText),
  password: v.optional(v.pipe(v.string('Password is required'), v.minLength(1, 'Password is required'), v.maxLength(STAFF_PASSWORD_MAX_LENGTH, 'Password is too long')), ''),
});
export type SignInRequest = v.InferOutput<typeof signInSchema>;

/** A 6-digit code from an authenticator app, or one of the recovery codes given at enrolment. */
const codeField = v.optional(v.pipe(v.string('Authentication code is required'), v.trim(), v.minLength(1, 'Authentication code is required'), v.maxLength(STAFF_CODE_MAX_LENGTH, 'That code is too long')), '');
export const codeSchema = v.object({ code: codeField });

/** Signing out elsewhere: all the other sessions, or the one `sessionId` names (an `AccountSession`'s id). */
export const endSessionsSchema = v.object({
  code: codeField,
  sessionId: v.optional(v.pipe(v.string('That session is not known.'), v.uuid('That session is not known.'))),
});
export type EndSessionsRequest = v.InferOutput<typeof endSessionsSchema>;

/**
 * The password step's answer. `expiresAt`: when this half-done sign-in ends unless given more time
 * (POST signInMoreTime); `checkedAt`: the server's clock then, so the app counts down by it. At a
 * first sign-in, the authenticator key: the same each time until it is set up or the password changes.
 */
export type SignInAnswer = ({ step: 'code' } | { step: 'enrol'; secret: string; otpauthUrl: string }) & { expiresAt: string; checkedAt: string };
/** The answer to "I need more time" during a sign-in. */
export interface SignInTimeAnswer {
  expiresAt: string;
  checkedAt: string;
}
export interface CodeAnswer {
  username: string;
  /** Only at enrolment: ten single-use codes, shown once. */
  recoveryCodes?: string[];
}
export interface SessionAnswer {
  username: string;
  /** When the session ends unless used again: the idle limit or the 12-hour one, whichever comes first (ISO instant). */
  expiresAt: string;
  /** When it ends whatever is done, STAFF_SESSION_MAX_HOURS after sign-in: no renewal moves this (ISO instant). */
  endsAt: string;
  /** The server's clock as it answered, so the app times its warnings right whatever the device's clock says (ISO instant). */
  checkedAt: string;
  /** Minutes of inactivity after which it ends. */
  idleMinutes: number;
}

// ---- One's own account ----

const passwordField = (required: string) =>
  v.optional(v.pipe(v.string(required), v.minLength(1, required), v.maxLength(STAFF_PASSWORD_MAX_LENGTH, 'Password is too long')), '');
const sameText = (a: string, b: string) => a.normalize('NFKC') === b.normalize('NFKC');

/**
 * Changing one's own password (ASVS 5 6.2.2, 6.2.3, 7.5.1): the current password and a code
 * again, then the new one twice. The server adds the full policy (common lists, zxcvbn, the username).
 */
export const changePasswordSchema = v.pipe(
  v.object({
    currentPassword: passwordField('Please enter your current password'),
    code: codeField,
    newPassword: v.optional(
      v.pipe(
        v.string('Please choose a new password'),
        v.minLength(1, 'Please choose a new password'),
        v.minLength(STAFF_PASSWORD_MIN_LENGTH, `The password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters long.`),
        v.maxLength(STAFF_PASSWORD_MAX_LENGTH, `The password must be at most ${STAFF_PASSWORD_MAX_LENGTH} characters long.`),
      ),
      '',
    ),
    newPasswordAgain: passwordField('Please type the new password again'),
  }),
  v.forward(
    v.partialCheck([['currentPassword'], ['newPassword']], (input) => !sameText(input.currentPassword, input.newPassword), 'The new password must differ from the current one.'),
    ['newPassword'],
  ),
  v.forward(
    v.partialCheck([['newPassword'], ['newPasswordAgain']], (input) => input.newPassword === input.newPasswordAgain, 'The two new passwords are not the same. Please type it again.'),
    ['newPasswordAgain'],
  ),
);
export type ChangePasswordRequest = v.InferOutput<typeof changePasswordSchema>;

/** The answer to a password change (this browser got a new session) and to signing out elsewhere. */
export interface SessionsEndedAnswer {
  /** How many other sessions of the account were ended. */
  endedSessions: number;
}

/** One's own account as the Account screen shows it. */
export interface AccountAnswer {
  username: string;
  /** When the authenticator app was set up (ISO instant), from which browser (in words) and address; absent for a set-up stored before issue 24. */
  authenticator: { enrolledAt: string; browser?: string; address?: string } | null;
  /** Recovery codes not yet used. */
  unusedRecoveryCodes: number;
}

/** One signed-in place of an account, as its owner sees it; never the token. */
export interface AccountSession {
  /** A random id of the session's own, not its token. */
  id: string;
  /** From the browser's User-Agent at sign-in, shortened: 'Firefox on Linux'. */
  browser: string;
  /** ISO instants. */
  signedInAt: string;
  lastActiveAt: string;
  /** The session of the browser that asks. */
  current: boolean;
}
export interface AccountSessionsAnswer {
  sessions: AccountSession[];
}

// ---- Bookings ----

/**
 * A day from a date field. An empty one is told what is missing and no format: the field shows
 * the browser's own (mm/dd/yyyy in the US), and a date field never holds anything but a whole
 * date or nothing. Only a program can send another form, so only it is told "YYYY-MM-DD".
 */
const dayField = (missing: string) =>
  v.optional(
    v.pipe(v.string(missing), v.minLength(1, missing), v.regex(/^\d{4}-\d{2}-\d{2}$/, `${missing}, written YYYY-MM-DD`), v.check(isRealDate, `${missing}: that day does not exist`)),
    '',
  );

/** A time of day from a time field, told the same way: the field shows the browser's form (9:00 AM), a program is told HH:MM. */
const hourField = (missing: string) =>
  v.optional(v.pipe(v.string(missing), v.minLength(1, missing), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${missing}, written HH:MM (24-hour)`)), '');

/** `from` and `to` are days in the provider's time zone, both included. */
export const dateRangeSchema = v.object({
  from: dayField('Please give a start date'),
  to: dayField('Please give an end date'),
});

export type StaffBookingStatus = 'booked' | 'cancelled';

export interface StaffBooking {
  id: string;
  kind: BookingKind;
  date: string;
  time: string;
  status: StaffBookingStatus;
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  facilityName?: string;
  notes: string;
  createdAt: string;
  /** When cancelled: by whom ('visitor' or 'staff') and when. */
  cancelledBy?: 'visitor' | 'staff';
  cancelledAt?: string;
  /** Staff's message to the patient, sent in the cancellation e-mail. */
  cancelMessage?: string;
  /** Staff's internal note on the cancellation (a reason stored before issue 23 too): never sent. */
  cancelNote?: string;
  /** Times the visit was moved since it was made. */
  moves: number;
  /**
   * Set when this booking is one of many made in a short time from one client address or one
   * e-mail address: the size of that burst and what it shares. The address itself is never shown.
   */
  burst?: { size: number; by: 'address' | 'email' };
  /** The confirmation was not e-mailed: its address had had three receipts or confirmations that day (a stranger may have typed it). */
  notMailed?: boolean;
}

// The cancel requests, {message?, note?} (issue 23), have a file of their own.
export { type CancelWords, cancelManySchema, cancelSchema } from './staff-cancel';

export interface CancelManyAnswer {
  cancelled: StaffBooking[];
  /** Bookings that could not be cancelled, each with why (unknown, already cancelled). */
  refused: { id: string; message: string }[];
}

// ---- Inquiries ----

export type InquiryStatus = 'new' | 'handled';
export const inquiryStatusSchema = v.object({ status: v.optional(v.picklist(['new', 'handled'], "Status must be 'new' or 'handled'")) });

export interface StaffInquiry {
  id: string;
  createdAt: string;
  status: InquiryStatus;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  serviceType?: string;
  careLocation?: string;
  message?: string;
  consent: string;
  handledAt?: string;
  note?: string;
  /** The receipt was not e-mailed: its address had had three receipts or confirmations that day (a stranger may have typed it). */
  notMailed?: boolean;
}

export const handledSchema = v.object({ note: optionalNote(MAX_LENGTH.notes) });

// ---- Closed times ----

export const closureSchema = v.pipe(
  v.object({
    from: dayField('Please give the first closed day'),
    to: v.optional(dayField('Please give the last closed day')),
    startTime: v.optional(hourField('Please give a start time')),
    endTime: v.optional(hourField('Please give an end time')),
    reason: text('Please give a reason (holiday, leave, training)', MAX_LENGTH.shortText),
  }),
  // Each rule on the field to change, so that field is marked invalid and takes focus (decision 013).
  v.forward(v.partialCheck([['from'], ['to']], (input) => !input.to || input.to >= input.from, 'The last closed day cannot be before the first'), ['to']),
  v.forward(v.partialCheck([['startTime'], ['endTime']], (input) => !input.startTime || Boolean(input.endTime), 'Give an end time too, or neither for whole days'), ['endTime']),
  v.forward(v.partialCheck([['startTime'], ['endTime']], (input) => !input.endTime || Boolean(input.startTime), 'Give a start time too, or neither for whole days'), ['startTime']),
  v.forward(
    v.partialCheck([['startTime'], ['endTime']], (input) => !input.startTime || !input.endTime || input.startTime < input.endTime, 'The end time must be after the start time'),
    ['endTime'],
  ),
);
export type ClosureRequest = v.InferOutput<typeof closureSchema>;

export interface StaffClosure {
  id: string;
  from: string;
  to: string;
  startTime?: string;
  endTime?: string;
  reason: string;
  createdAt: string;
}
/** DELETE closures/:id: the closed time that was removed (its slots are offered again at once). */
export interface ClosureRemovedAnswer {
  closure: StaffClosure;
}

export interface ClosureAnswer {
  closure: StaffClosure;
  /** Bookings already inside the closed time: they stand until staff cancel or move them. */
  conflicts: string[];
}

// ---- Audit trail ----

const optionalDate = (message: string) => v.optional(v.pipe(v.string(message), v.regex(/^\d{4}-\d{2}-\d{2}$/, message), v.check(isRealDate, message)));

/** GET audit?from&to: both optional; without them, the last 30 days. Only a program sends another form than YYYY-MM-DD (the screen's fields check with dateRangeSchema). */
export const auditRangeSchema = v.object({
  from: optionalDate('Please give a start date, written YYYY-MM-DD'),
  to: optionalDate('Please give an end date, written YYYY-MM-DD'),
});

export interface AuditEntry {
  id: string;
  /** ISO instant. */
  at: string;
  /**
   * The staff username, or 'unknown' for a failed sign-in with an unknown name, 'cli' for the
   * command line, 'system' for the server's own entries (a break found in the chain, old entries removed).
   */
  actor: string;
  /** e.g. 'sign-in', 'sign-in-failed', 'view-bookings', 'cancel-booking', 'export-bookings'. */
  action: string;
  /** Ids of the records read or changed; never their content. */
  recordIds: string[];
  /** The client address the request came from ('local' for the command line). */
  address: string;
  outcome: 'ok' | 'refused';
  /**
   * A fixed word saying more, never text anyone typed: for sign-ins 'wrong-password',
   * 'unknown-user', 'disabled', 'expired', 'wrong-code', 'replayed-code', 'throttled',
   * 'enrolment-expired', or how a sign-in passed: 'totp', 'recovery-code', 'enrolled'; for a
   * lookup of a record that is not there, 'not-found'; for 'audit-chain-broken', an AuditBreakKind.
   */
  detail?: string;
  /** What a purge or deletion removed, by kind ('inquiries', 'bookings', 'e-mails', …): counts, never contents. */
  counts?: Record<string, number>;
}

// ---- What is kept (retention, docs/decisions/023-retention.md) ----

export interface DataStatusAnswer {
  /** Inquiries are kept this many months after they arrive, bookings after their visit. */
  retentionMonths: number;
  /** When the oldest inquiry still kept arrived (ISO instant); absent when none is kept. */
  oldestInquiryAt?: string;
  /** The visit day of the oldest booking still kept (YYYY-MM-DD); absent when none is kept. */
  oldestVisitDate?: string;
  /** When this server last purged, and when it purges next (ISO instants; absent before the first). */
  lastPurgeAt?: string;
  nextPurgeAt?: string;
}

/**
 * How the audit trail's chain was found broken (api/audit/audit-chain.ts): entries gone from the
 * middle or the start, a whole part file gone, an entry changed, entries out of order, the newest
 * ones cut off, the file that marks the newest entry gone or changed, or a trail keyed with
 * another APP_SECRET.
 */
export const AUDIT_BREAK_KINDS = ['missing-entries', 'missing-part', 'edited-entry', 'reordered-entries', 'cut-off', 'missing-head', 'edited-head', 'other-key'] as const;
export type AuditBreakKind = (typeof AUDIT_BREAK_KINDS)[number];

/** A break recorded in the trail (its 'audit-chain-broken' entry) that no one has acknowledged. No record content: what broke and when. */
export interface AuditBreak {
  /** The id of the 'audit-chain-broken' entry. */
  id: string;
  /** When the server found it (ISO instant). */
  at: string;
  kind: AuditBreakKind;
}

export interface AuditBreaksAnswer {
  breaks: AuditBreak[];
}

// ---- E-mail that could not be delivered (issue 18) ----

/** A message the mail server refused for good; no recipient address, subject or content. */
export interface MailFailure {
  /** The message's id (its Message-ID is `<id@host>`). */
  id: string;
  /** Which message: 'booking-confirmed', 'booking-reminder', 'inquiry-received', a staff alert… */
  template: MailTemplate;
  /** When the message was written, and when it was refused for good (ISO instants). */
  createdAt: string;
  failedAt: string;
  attempts: number;
  /** The SMTP reply code or the mailer's error code. */
  code: string;
  /** What it was about, by id: open it in the staff area ('account': a sign-in alert about a staff account, read in the audit trail). */
  about: { kind: 'consultation' | 'coordinator' | 'inquiry' | 'account'; id: string };
}
export interface MailFailuresAnswer {
  failures: MailFailure[];
}

/** How far back the navigation's count of undelivered e-mails looks. */
export const RECENT_FAILURE_DAYS = 7;

export interface RecentMailFailuresAnswer {
  /** E-mails refused for good in the last RECENT_FAILURE_DAYS days. */
  recent: number;
}

// ---- Going live (issue 26) ----

/** One thing still sample or unsafe for real patients: what, and how to fix it. Names settings and facts, never a patient. */
export interface PreflightItem {
  /** Stable name of the check ('phone', 'smtp', 'backups'…). */
  id: string;
  problem: string;
  fix: string;
}

export interface PreflightAnswer {
  items: PreflightItem[];
}

// ---- Automatic backups (issue 23) ----

/** How the server's automatic backups stand; nothing about what they hold. */
export interface BackupsAnswer {
  /** Whether BACKUP_DIR and BACKUP_RECIPIENT are set. */
  configured: boolean;
  /** How many automatic backups are kept (BACKUP_KEEP). */
  keep: number;
  /** When the newest automatic backup was taken (ISO instant), if there is one. */
  lastSuccessAt?: string;
  /** Set while the last attempt failed: when, and why in words for whoever runs the server. */
  lastFailure?: { at: string; message: string };
}
