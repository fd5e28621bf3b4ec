/** E-mail that could not be delivered (decision 019): ids, kinds and codes, never an address, a subject or content. */
import * as v from 'valibot';
import { MAIL_TEMPLATES } from '../mail-templates';

/** How far back the navigation's count of undelivered e-mails looks. */
export const RECENT_FAILURE_DAYS = 7;

/** A message the mail server refused for good. */
export const mailFailureSchema = v.object({
  /** The message's id (its Message-ID is `<id@host>`). */
  id: v.string(),
  /** Which message: 'booking-confirmed', 'booking-reminder', 'inquiry-received', a staff alert… */
  template: v.picklist(MAIL_TEMPLATES),
  /** When the message was written, and when it was refused for good (ISO instants). */
  createdAt: v.string(),
  failedAt: v.string(),
  attempts: v.number(),
  /** The SMTP reply code or the mailer's error code. */
  code: v.string(),
  /** What it was about, by id: open it in the staff area ('account': a sign-in alert about a staff account, read in the audit trail). */
  about: v.object({ kind: v.picklist(['consultation', 'coordinator', 'visit', 'inquiry', 'referral', 'account']), id: v.string() }),
});
export type MailFailure = v.InferOutput<typeof mailFailureSchema>;

export const mailFailuresAnswerSchema = v.object({ failures: v.array(mailFailureSchema) });
export type MailFailuresAnswer = v.InferOutput<typeof mailFailuresAnswerSchema>;

export const recentMailFailuresAnswerSchema = v.object({
  /** E-mails refused for good in the last RECENT_FAILURE_DAYS days. */
  recent: v.number(),
});
export type RecentMailFailuresAnswer = v.InferOutput<typeof recentMailFailuresAnswerSchema>;
