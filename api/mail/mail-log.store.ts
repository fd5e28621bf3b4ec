import type { RecordOpener, RecordSource } from '../db/record-source';
import type { Mailing, MailTemplate } from '../declared-mail/outgoing';

/** What a message is about: a booking of any kind (a series' messages: its first visit), an inquiry, or a staff account (a sign-in alert), by id only. */
export interface MailSubject {
  source: 'consultation' | 'coordinator' | 'visit' | 'inquiry' | 'referral' | 'account';
  id: string;
}

/**
 * The outcome of one message, appended once it is final: delivered to the mail server (or
 * written as an .eml file), or refused for good. A failure declares the staff alert about it in
 * the same record (docs/decisions/019-mail-outbox.md).
 */
export interface MailOutcome extends Mailing {
  id: string;
  /** The message's own id (OutgoingMail.id, or a reminder's derived id). */
  messageId: string;
  template: MailTemplate;
  outcome: 'sent' | 'failed';
  /** Delivery attempts this process made, the last one included. */
  attempts: number;
  /** When the outcome was recorded. */
  createdAt: string;
  /** When the message was declared (or, for a reminder, came due). */
  messageCreatedAt: string;
  /** Failures only: the SMTP reply code or the mailer's error code; never the reply text, which can quote the address. */
  code?: string;
  about: MailSubject;
}

/** The mail log: outcomes only. What is pending is what records declared minus what is logged here. */
export class MailLogStore {
  private readonly logged = new Set<string>();

  private records!: RecordSource<MailOutcome>;

  private constructor() {}

  static async open(opener: RecordOpener): Promise<MailLogStore> {
    const store = new MailLogStore();
    store.records = await opener.open<MailOutcome>('mail-log', {
      onRewrite: ({ removed }) => {
        for (const record of removed) store.logged.delete(record.messageId);
      },
    });
    for (const record of store.records.records) store.logged.add(record.messageId);
    return store;
  }

  has(messageId: string): boolean {
    return this.logged.has(messageId);
  }

  get outcomes(): readonly MailOutcome[] {
    return this.records.records;
  }

  /** Appends an outcome; resolves once it is on disk (a failed write leaves the message pending). */
  async append(outcome: MailOutcome, now: number): Promise<void> {
    await this.records.insertOnce({ payload: null, now }, () => outcome);
    this.logged.add(outcome.messageId);
  }

  /**
   * Removes the outcomes of messages about these bookings and inquiries (by id), and of messages
   * about anything `exists` no longer knows. Resolves with the removed outcomes: the messages
   * they declared (staff alerts of a failure) belong to the same record and go with it.
   */
  async forgetAbout(subjectIds: ReadonlySet<string>, exists: (subject: MailSubject) => boolean): Promise<MailOutcome[]> {
    const { removed } = await this.records.rewrite((outcome) => (subjectIds.has(outcome.about.id) || !exists(outcome.about) ? null : undefined));
    return removed;
  }

  flush(): Promise<void> {
    return this.records.flush();
  }
}
