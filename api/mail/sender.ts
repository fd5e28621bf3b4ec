import { randomUUID } from 'node:crypto';
import type { Clock } from '../clock';
import { classify } from './delivery-errors';
import type { MailLogStore } from './mail-log.store';
import { type DeclaringRecord, type MailArrivals, type MailSource, outgoing } from '../declared-mail/outgoing';
import { declaredBy, declaredIn, type DeclaringStores, dueReminders } from './pending';
import { render, type PendingMessage, type RenderContext, subjectOf } from './render';
import { envelopeOf, type MailTransport } from './transport';

export interface MailSenderOptions {
  transport: MailTransport;
  log: MailLogStore;
  stores: Omit<DeclaringStores, 'outcomes'>;
  context: RenderContext;
  clock: Clock;
  from: string;
  /** Host of every Message-ID (`<id@host>`). */
  messageIdHost: string;
  /** Hours before a visit that its reminder goes out, in ms; 0 for none. */
  reminderLeadMs: number;
  logger: { info(details: object, message: string): void; warn(details: object, message: string): void; error(details: object, message: string): void };
  /** First retry after this long, doubling up to `maxRetryMs` (1 minute to 1 hour; tests shorten them). */
  firstRetryMs?: number;
  maxRetryMs?: number;
  /** The longest the sender sleeps: due reminders go out within this (30 s). */
  tickMs?: number;
}

interface Attempts {
  count: number;
  nextAt: number;
}

/**
 * Delivers what stored records declare and the mail log does not yet hold: at start, as records
 * arrive, and every `tickMs` for retries and reminders. One message at a time, oldest first.
 * A refusal for good (5xx) is logged as failed and, unless the message was itself a staff
 * alert, declares one alert to staff in the same record; anything else is tried again later.
 * Nothing personal reaches the log: message ids, templates and error codes only.
 */
export class MailSender implements MailArrivals {
  private readonly queue = new Map<string, PendingMessage>();
  private readonly attempts = new Map<string, Attempts>();
  /** After the mail server could not be reached: nothing is tried before this instant. */
  private pausedUntil = 0;
  private outages = 0;
  private running: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private readonly firstRetryMs: number;
  private readonly maxRetryMs: number;
  private readonly tickMs: number;

  constructor(private readonly options: MailSenderOptions) {
    this.firstRetryMs = options.firstRetryMs ?? 60_000;
    this.maxRetryMs = options.maxRetryMs ?? 60 * 60_000;
    this.tickMs = options.tickMs ?? 30_000;
  }

  /** Queues every declared message the log does not hold, and starts delivering (the referrals' once their store has answered). */
  start(): void {
    const { log } = this.options;
    this.add(declaredIn({ ...this.options.stores, outcomes: log.outcomes }, (id) => !log.has(id)));
    const referrals = this.options.stores.referrals;
    if (referrals) {
      this.running = this.running
        .then(() => referrals.declaring())
        .then((records) => this.add(records.flatMap((record) => declaredBy('referral', record)).filter((message) => !log.has(message.id))))
        .catch((error: unknown) => this.options.logger.error({ err: error }, 'could not read the referrals\' e-mails'));
    }
    this.schedule(0);
  }

  arrived(source: MailSource, record: DeclaringRecord): void {
    this.add(declaredBy(source, record));
    if (!this.stopped) this.schedule(0);
  }

  /**
   * Drops every queued message about these bookings and inquiries (they are being deleted): none
   * of them is sent after this, even one later in the round under way.
   */
  forget(subjectIds: ReadonlySet<string>): void {
    for (const [id, message] of this.queue) {
      if (subjectIds.has(subjectOf(message).id)) {
        this.queue.delete(id);
        this.attempts.delete(id);
      }
    }
  }

  /** Messages queued and not yet delivered or failed for good (reminders once due). */
  get pendingCount(): number {
    return this.queue.size;
  }

  /** One delivery round now, after any round under way; tests call it after moving the clock. */
  runDue(): Promise<void> {
    this.running = this.running.then(() => this.round()).catch((error: unknown) => this.options.logger.error({ err: error }, 'e-mail round failed'));
    return this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
    this.options.transport.close();
  }

  private add(messages: PendingMessage[]): void {
    for (const message of messages) if (!this.options.log.has(message.id) && !this.queue.has(message.id)) this.queue.set(message.id, message);
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.runDue().finally(() => this.schedule(this.nextDelay())), Math.max(0, delayMs));
    this.timer.unref();
  }

  private nextDelay(): number {
    const now = this.options.clock.now();
    let next = now + this.tickMs;
    if (this.pausedUntil > now) next = Math.min(next, this.pausedUntil);
    else for (const id of this.queue.keys()) next = Math.min(next, this.attempts.get(id)?.nextAt ?? now);
    return next - now;
  }

  private backoff(failures: number): number {
    return Math.min(this.firstRetryMs * 2 ** Math.max(0, failures - 1), this.maxRetryMs);
  }

  /**
   * Sends what is due, one message at a time. Outcomes are written while the next message goes
   * out, so a round's outcomes share a few writes (group commit) instead of one each; the round
   * ends once all are on disk, before any message could be looked at again.
   */
  private async round(): Promise<void> {
    const { clock, context, reminderLeadMs } = this.options;
    const now = clock.now();
    this.add(dueReminders(context.bookings, reminderLeadMs, context.timeZone, now));
    if (now < this.pausedUntil) return;
    const logs: Promise<void>[] = [];
    try {
      await this.deliverDue(now, logs);
    } finally {
      await Promise.all(logs);
    }
  }

  private async deliverDue(now: number, logs: Promise<void>[]): Promise<void> {
    const { context } = this.options;
    const ordered = [...this.queue.values()].sort((a, b) => a.createdAt - b.createdAt);
    for (const message of ordered) {
      if (this.stopped) return;
      // Forgotten (its record deleted) while an earlier message of this round was going out.
      if (!this.queue.has(message.id)) continue;
      if ((this.attempts.get(message.id)?.nextAt ?? 0) > now) continue;
      const rendered = await render(context, message, now);
      if (!rendered) {
        // A visit that has started (or a booking no longer stored): nothing worth sending.
        this.queue.delete(message.id);
        continue;
      }
      const tries = (this.attempts.get(message.id)?.count ?? 0) + 1;
      try {
        await this.options.transport.send(envelopeOf(message, rendered, this.options.from, this.options.messageIdHost));
      } catch (error) {
        const { code, retry } = classify(error);
        if (retry === 'pause') {
          this.outages++;
          this.pausedUntil = now + this.backoff(this.outages);
          this.attempts.set(message.id, { count: tries, nextAt: 0 });
          this.options.logger.warn({ messageId: message.id, template: message.template, code, retryInSeconds: (this.pausedUntil - now) / 1000 }, 'mail server unreachable; e-mail kept for later');
          return;
        }
        if (retry === 'later') {
          const nextAt = now + this.backoff(tries);
          this.attempts.set(message.id, { count: tries, nextAt });
          this.options.logger.warn({ messageId: message.id, template: message.template, code, retryInSeconds: (nextAt - now) / 1000 }, 'e-mail deferred by the mail server');
          continue;
        }
        logs.push(this.record(message, 'failed', tries, code));
        continue;
      }
      this.outages = 0;
      logs.push(this.record(message, 'sent', tries));
    }
  }

  /** Logs the outcome; a failed write leaves the message queued, to be sent (once more, same Message-ID) and logged later. */
  private async record(message: PendingMessage, outcome: 'sent' | 'failed', attempts: number, code?: string): Promise<void> {
    const now = this.options.clock.now();
    const about = subjectOf(message);
    const alert = outcome === 'failed' && message.to === 'visitor' ? { mail: outgoing('staff-mail-failed') } : {};
    const entry = {
      id: randomUUID(),
      messageId: message.id,
      template: message.template,
      outcome,
      attempts,
      createdAt: new Date(now).toISOString(),
      messageCreatedAt: new Date(message.createdAt).toISOString(),
      ...(code ? { code } : {}),
      about,
      ...alert,
    };
    try {
      await this.options.log.append(entry, now);
    } catch (error) {
      this.attempts.set(message.id, { count: attempts, nextAt: now + this.backoff(attempts) });
      this.options.logger.error({ err: error, messageId: message.id }, 'could not record an e-mail outcome; it will be sent again');
      return;
    }
    this.queue.delete(message.id);
    this.attempts.delete(message.id);
    const details = { messageId: message.id, template: message.template, attempts, ...(code ? { code } : {}) };
    if (outcome === 'sent') this.options.logger.info(details, 'e-mail sent');
    else this.options.logger.error(details, message.to === 'staff' ? 'staff alert refused for good by the mail server' : 'e-mail refused for good by the mail server; staff are alerted');
    this.add(declaredBy('mail-log', entry));
  }
}
