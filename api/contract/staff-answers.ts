/**
 * The staff API's answers as valibot schemas, so the staff app parses what it reads (STYLE.md:
 * "parse responses with the contract inside queryFn"). Each output type is checked against the
 * interface in staff.ts at compile time (staff-answers.test.ts). Imported only by web/staff/.
 */
import * as v from 'valibot';
import { MAIL_TEMPLATES } from './mail-templates';
import { AUDIT_BREAK_KINDS } from './staff';
import type {
  AccountAnswer,
  AccountSessionsAnswer,
  AuditBreak,
  AuditBreaksAnswer,
  AuditEntry,
  BackupsAnswer,
  CancelManyAnswer,
  ClosureAnswer,
  CodeAnswer,
  DataStatusAnswer,
  MailFailure,
  MailFailuresAnswer,
  PreflightAnswer,
  RecentMailFailuresAnswer,
  SessionAnswer,
  SessionsEndedAnswer,
  SignInAnswer,
  SignInTimeAnswer,
  StaffBooking,
  StaffClosure,
  StaffInquiry,
} from './staff';

const optionalString = v.optional(v.string());

export const signInAnswerSchema = v.variant('step', [
  v.object({ step: v.literal('code'), expiresAt: v.string(), checkedAt: v.string() }),
  v.object({ step: v.literal('enrol'), secret: v.string(), otpauthUrl: v.string(), expiresAt: v.string(), checkedAt: v.string() }),
]);
export const signInTimeAnswerSchema = v.object({ expiresAt: v.string(), checkedAt: v.string() });

export const codeAnswerSchema = v.object({ username: v.string(), recoveryCodes: v.optional(v.array(v.string())) });

export const sessionAnswerSchema = v.object({ username: v.string(), expiresAt: v.string(), endsAt: v.string(), checkedAt: v.string(), idleMinutes: v.number() });

export const staffBookingSchema = v.object({
  id: v.string(),
  kind: v.picklist(['consultation', 'coordinator']),
  date: v.string(),
  time: v.string(),
  status: v.picklist(['booked', 'cancelled']),
  clientName: v.string(),
  clientEmail: v.string(),
  clientPhone: v.string(),
  facilityName: optionalString,
  notes: v.string(),
  createdAt: v.string(),
  cancelledBy: v.optional(v.picklist(['visitor', 'staff'])),
  cancelledAt: optionalString,
  cancelMessage: optionalString,
  cancelNote: optionalString,
  moves: v.optional(v.number(), 0),
  burst: v.optional(v.object({ size: v.number(), by: v.picklist(['address', 'email']) })),
  notMailed: v.optional(v.boolean()),
});
export const staffBookingListSchema = v.array(staffBookingSchema);

export const cancelManyAnswerSchema = v.object({
  cancelled: staffBookingListSchema,
  refused: v.array(v.object({ id: v.string(), message: v.string() })),
});

export const staffInquirySchema = v.object({
  id: v.string(),
  createdAt: v.string(),
  status: v.picklist(['new', 'handled']),
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  phone: v.string(),
  serviceType: optionalString,
  careLocation: optionalString,
  message: optionalString,
  consent: v.string(),
  handledAt: optionalString,
  note: optionalString,
  notMailed: v.optional(v.boolean()),
});
export const staffInquiryListSchema = v.array(staffInquirySchema);

export const staffClosureSchema = v.object({
  id: v.string(),
  from: v.string(),
  to: v.string(),
  startTime: optionalString,
  endTime: optionalString,
  reason: v.string(),
  createdAt: v.string(),
});
export const staffClosureListSchema = v.array(staffClosureSchema);
export const closureAnswerSchema = v.object({ closure: staffClosureSchema, conflicts: v.array(v.string()) });

export const auditEntrySchema = v.object({
  id: v.string(),
  at: v.string(),
  actor: v.string(),
  action: v.string(),
  recordIds: v.array(v.string()),
  address: v.string(),
  outcome: v.picklist(['ok', 'refused']),
  detail: optionalString,
  counts: v.optional(v.record(v.string(), v.number())),
});
export const auditListSchema = v.array(auditEntrySchema);

export const auditBreakSchema = v.object({ id: v.string(), at: v.string(), kind: v.picklist(AUDIT_BREAK_KINDS) });
export const auditBreaksAnswerSchema = v.object({ breaks: v.array(auditBreakSchema) });

export const mailFailureSchema = v.object({
  id: v.string(),
  template: v.picklist(MAIL_TEMPLATES),
  createdAt: v.string(),
  failedAt: v.string(),
  attempts: v.number(),
  code: v.string(),
  about: v.object({ kind: v.picklist(['consultation', 'coordinator', 'inquiry', 'account']), id: v.string() }),
});
export const mailFailuresAnswerSchema = v.object({ failures: v.array(mailFailureSchema) });
export const recentMailFailuresAnswerSchema = v.object({ recent: v.number() });

export const dataStatusAnswerSchema = v.object({
  retentionMonths: v.number(),
  oldestInquiryAt: optionalString,
  oldestVisitDate: optionalString,
  lastPurgeAt: optionalString,
  nextPurgeAt: optionalString,
});

export const sessionsEndedAnswerSchema = v.object({ endedSessions: v.number() });
export const preflightAnswerSchema = v.object({ items: v.array(v.object({ id: v.string(), problem: v.string(), fix: v.string() })) });
export const accountAnswerSchema = v.object({
  username: v.string(),
  authenticator: v.nullable(v.object({ enrolledAt: v.string(), browser: optionalString, address: optionalString })),
  unusedRecoveryCodes: v.number(),
});
export const accountSessionsAnswerSchema = v.object({
  sessions: v.array(v.object({ id: v.string(), browser: v.string(), signedInAt: v.string(), lastActiveAt: v.string(), current: v.boolean() })),
});

export const backupsAnswerSchema = v.object({
  configured: v.boolean(),
  keep: v.number(),
  lastSuccessAt: optionalString,
  lastFailure: v.optional(v.object({ at: v.string(), message: v.string() })),
});

/** Each schema's output is the interface the server answers with (a mismatch fails `tsc`). */
export type AnswerShapes = [
  Check<SignInAnswer, typeof signInAnswerSchema>,
  Check<SignInTimeAnswer, typeof signInTimeAnswerSchema>,
  Check<CodeAnswer, typeof codeAnswerSchema>,
  Check<SessionAnswer, typeof sessionAnswerSchema>,
  Check<StaffBooking, typeof staffBookingSchema>,
  Check<CancelManyAnswer, typeof cancelManyAnswerSchema>,
  Check<StaffInquiry, typeof staffInquirySchema>,
  Check<StaffClosure, typeof staffClosureSchema>,
  Check<ClosureAnswer, typeof closureAnswerSchema>,
  Check<AuditEntry, typeof auditEntrySchema>,
  Check<AuditBreak, typeof auditBreakSchema>,
  Check<AuditBreaksAnswer, typeof auditBreaksAnswerSchema>,
  Check<MailFailure, typeof mailFailureSchema>,
  Check<MailFailuresAnswer, typeof mailFailuresAnswerSchema>,
  Check<RecentMailFailuresAnswer, typeof recentMailFailuresAnswerSchema>,
  Check<SessionsEndedAnswer, typeof sessionsEndedAnswerSchema>,
  Check<AccountSessionsAnswer, typeof accountSessionsAnswerSchema>,
  Check<DataStatusAnswer, typeof dataStatusAnswerSchema>,
  Check<PreflightAnswer, typeof preflightAnswerSchema>,
  Check<AccountAnswer, typeof accountAnswerSchema>,
  Check<BackupsAnswer, typeof backupsAnswerSchema>,
];
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
// The same keys too: an optional field added to an interface must be added to its schema (else the app would drop it).
type Check<T, S extends v.GenericSchema> = Same<T, v.InferOutput<S>> extends true ? Same<KeysOf<T>, KeysOf<v.InferOutput<S>>> : never;
type KeysOf<T> = T extends unknown ? keyof T : never;
