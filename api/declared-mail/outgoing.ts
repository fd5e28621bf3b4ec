import { randomUUID } from 'node:crypto';
import { type MailTemplate, STAFF_TEMPLATES, type StaffTemplate } from '#contract/mail-templates';

export type { MailTemplate } from '#contract/mail-templates';

/**
 * The messages a stored record causes (docs/decisions/019-mail-outbox.md). A booking, an
 * inquiry, a cancellation, a move or a permanent mail failure carries its outgoing messages in
 * the record itself, so the message is stored by the same atomic write as what causes it.
 */
export interface OutgoingMail {
  /** Stable: the Message-ID is made from it, so a message sent twice after a crash is one message to mail clients. */
  readonly id: string;
  readonly template: MailTemplate;
  readonly to: 'visitor' | 'staff';
}

/** The part of a stored record that declares its messages; records stored before e-mail existed have none. */
export interface Mailing {
  readonly mail?: readonly OutgoingMail[];
  /** Set when the visitor's receipt or confirmation was not declared: the address had had its day's quota (visitor-mail-quota.ts). */
  readonly mailWithheld?: 'daily-limit';
}

/** Where a record that declares messages is kept: 'account' is the users file (an enrolment, a recovery code, a new browser). */
export type MailSource = 'consultation' | 'coordinator' | 'visit' | 'inquiry' | 'referral' | 'mail-log' | 'account';

/** A stored record that may declare messages: a booking, a change to one, a series, an inquiry, a referral or what staff did with one, or a mail failure. */
export type DeclaringRecord = Mailing & { readonly id: string; readonly createdAt: string };

/** Told of each newly stored record, once it is on disk, so its messages go out at once. */
export interface MailArrivals {
  arrived(source: MailSource, record: DeclaringRecord): void;
}

const isStaff = (template: MailTemplate): template is StaffTemplate => (STAFF_TEMPLATES as readonly string[]).includes(template);

/** The `mail` field of a new record: one message per template, each with a new id. */
export function outgoing(...templates: MailTemplate[]): OutgoingMail[] {
  return templates.map((template) => ({ id: randomUUID(), template, to: isStaff(template) ? 'staff' : 'visitor' }));
}

/** A reminder is not stored but derived (reminders.ts); its id names the booking and the version of it that it is about. */
export const reminderId = (bookingId: string, sequence: number): string => `reminder-${sequence}-${bookingId}`;

/** The staff alert a permanent failure declares: made from the failed message's id, so every server logging the failure declares the same one. */
export const failureAlertId = (messageId: string): string => `failed-${messageId}`;
