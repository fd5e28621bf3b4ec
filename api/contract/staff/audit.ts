/** The audit trail as staff read it (decisions 018 and 024): who did what to which record, and breaks in its chain. */
import * as v from 'valibot';
import { optionalDate, optionalString } from './fields';

/** GET audit?from&to: both optional; without them, the last 30 days. Only a program sends another form than YYYY-MM-DD (the screen's fields check with dateRangeSchema). */
export const auditRangeSchema = v.object({
  from: optionalDate('Please give a start date, written YYYY-MM-DD'),
  to: optionalDate('Please give an end date, written YYYY-MM-DD'),
});

export const auditEntrySchema = v.object({
  id: v.string(),
  /** ISO instant. */
  at: v.string(),
  /**
   * The staff username, or 'unknown' for a failed sign-in with an unknown name, 'cli' for the
   * command line, 'system' for the server's own entries (a break found in the chain, old entries removed).
   */
  actor: v.string(),
  /** e.g. 'sign-in', 'sign-in-failed', 'view-bookings', 'cancel-booking', 'export-bookings'. */
  action: v.string(),
  /** Ids of the records read or changed; never their content. */
  recordIds: v.array(v.string()),
  /** The client address the request came from ('local' for the command line). */
  address: v.string(),
  outcome: v.picklist(['ok', 'refused']),
  /**
   * A fixed word saying more, never text anyone typed: for sign-ins 'wrong-password',
   * 'unknown-user', 'disabled', 'expired', 'wrong-code', 'replayed-code', 'throttled',
   * 'enrolment-expired', or how a sign-in passed: 'totp', 'recovery-code', 'enrolled'; for a
   * lookup of a record that is not there, 'not-found'; for 'audit-chain-broken', an AuditBreakKind.
   */
  detail: optionalString,
  /** What a purge or deletion removed, by kind ('inquiries', 'bookings', 'e-mails', …): counts, never contents. */
  counts: v.optional(v.record(v.string(), v.number())),
});
export type AuditEntry = v.InferOutput<typeof auditEntrySchema>;
export const auditListSchema = v.array(auditEntrySchema);

/**
 * How the audit trail's chain was found broken (api/audit/audit-chain.ts): entries gone from the
 * middle or the start, a whole part file gone, an entry changed, entries out of order, the newest
 * ones cut off, the file that marks the newest entry gone or changed, a trail keyed with
 * another APP_SECRET, the whole trail gone from a folder whose records show it was kept, or every
 * entry stripped of its hash with the head gone.
 */
export const AUDIT_BREAK_KINDS = [
  'missing-entries',
  'missing-part',
  'edited-entry',
  'reordered-entries',
  'cut-off',
  'missing-head',
  'edited-head',
  'other-key',
  'missing-trail',
  'stripped-trail',
] as const;
export type AuditBreakKind = (typeof AUDIT_BREAK_KINDS)[number];

/** A break recorded in the trail (its 'audit-chain-broken' entry) that no one has acknowledged. No record content: what broke and when. */
export const auditBreakSchema = v.object({
  /** The id of the 'audit-chain-broken' entry. */
  id: v.string(),
  /** When the server found it (ISO instant). */
  at: v.string(),
  kind: v.picklist(AUDIT_BREAK_KINDS),
});
export type AuditBreak = v.InferOutput<typeof auditBreakSchema>;

export const auditBreaksAnswerSchema = v.object({ breaks: v.array(auditBreakSchema) });
export type AuditBreaksAnswer = v.InferOutput<typeof auditBreaksAnswerSchema>;
