import type { Clock } from '../clock';
import { deliverClaimed, outcomeEntry } from './claimed-delivery';
import { CLAIM_KEEP_MS, type MailClaims, MemoryMailClaims, type Settled } from './mail-claims';
import type { MailLogStore } from './mail-log.store';
import type { DeclaringRecord, MailArrivals, MailSource } from '../declared-mail/outgoing';
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
  /** The longest the sender sleeps: due reminders go out within this (30 s), and records another server stored are found. */
  tickMs?: number;
  /** Which server sends each message (docs/decisions/077): this process's memory unless the root gives PostgreSQL's. */
  claims?: MailClaims;
}

/** Claims are pruned this often at most. */
const PRUNE_EVERY_MS = 60 * 60_000;

interface Attempts {
  count: number;
  nextAt: number;
}

/**
 * Delivers what stored records declare and the mail log does not yet hold: at start, as records
 * arrive, and every `tickMs` for retries, reminders and records another server stored. One
 * message at a time, oldest first, each under its claim (docs/decisions/077), so servers sharing
 * a database send it once. A refusal for good (5xx) is logged as failed and, unless the message
 * was itself a staff alert, declares one alert to staff in the same record; anything else is
 * tried again later. Nothing personal reaches the log: message ids, templates and error codes only.
 */
export class MailSender implements MailArrivals {
  private readonly queue = new Map<string, PendingMessage>();
  private readonly attempts = new Map<string, Attempts>();
  /** Bookings, inquiries and referrals being deleted: a scan must not queue their messages again. */
  private readonly forgotten = new Set<string>();
  /** Messages found not worth sending (their visit has started): never logged, so a scan would find them again. */
  private readonly dropped = new Set<string>();
  /** After the mail server (or the claims' database) could not be reached: nothing is tried before this instant. */
  private pausedUntil = 0;
  private outages = 0;
  private nextScanAt = 0;
  private nextPruneAt = 0;
  private running: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private readonly firstRetryMs: number;
  private readonly maxRetryMs: number;
  private readonly tickMs: number;
  private readonly claims: MailClaims;

  constructor(private readonly options: MailSenderOptions) {
    this.firstRetryMs = options.firstRetryMs ?? 60_000;
    this.maxRetryMs = options.maxRetryMs ?? 60 * 60_000;
    this.tickMs = options.tickMs ?? 30_000;
    this.claims = options.claims ?? new MemoryMailClaims(options.clock);
  }

  /** Queues every declared message the log does not hold, and starts delivering (the referrals' once their store has answered). */
  start(): void {
    void this.rescan();
  }

  /**
   * Queues the declared messages the log does not hold and the queue lacks (records another server
   * stored, say), then delivers; every tick does it too.
   */
  rescan(): Promise<void> {
    this.scanStored();
    this.running = this.running.then(() => this.scanReferrals());
    this.schedule(0);
    return this.running;
  }

  arrived(source: MailSource, record: DeclaringRecord): void {
    this.add(declaredBy(source, record));
    if (!this.stopped) this.schedule(0);
  }

  /**
   * Drops every queued message about these bookings and inquiries (they are being deleted): none
   * of them is sent after this, even one later in the round under way, nor queued again by a scan.
   */
  forget(subjectIds: ReadonlySet<string>): void {
    for (const id of subjectIds) this.forgotten.add(id);
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

  private scanStored(): void {
    const { log, stores } = this.options;
    this.nextScanAt = this.options.clock.now() + this.tickMs;
    this.add(declaredIn({ ...stores, outcomes: log.outcomes }, (id) => !log.has(id)));
  }

  /** The referrals' store answers by promise; a failure to read it waits for the next scan. */
  private async scanReferrals(): Promise<void> {
    const referrals = this.options.stores.referrals;
    if (!referrals) return;
    try {
      this.add((await referrals.declaring()).flatMap((record) => declaredBy('referral', record)));
    } catch (error) {
      this.options.logger.error({ err: error }, 'could not read the referrals\' e-mails');
    }
  }

  private add(messages: PendingMessage[]): void {
    for (const message of messages) {
      if (this.options.log.has(message.id) || this.queue.has(message.id) || this.dropped.has(message.id) || this.forgotten.has(subjectOf(message).id)) continue;
      this.queue.set(message.id, message);
    }
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
    // Arrivals start rounds too; the full scan waits for the tick.
    if (now >= this.nextScanAt) {
      this.scanStored();
      await this.scanReferrals();
    }
    if (now >= this.nextPruneAt) await this.prune(now);
    this.add(dueReminders(context.bookings, reminderLeadMs, context.timeZone, now));
    if (now < this.pausedUntil) return;
    const logs: Promise<void>[] = [];
    try {
      await this.deliverDue(now, logs);
    } finally {
      await Promise.all(logs);
    }
  }

  private async prune(now: number): Promise<void> {
    this.nextPruneAt = now + PRUNE_EVERY_MS;
    await this.claims.prune(now - CLAIM_KEEP_MS).catch((error: unknown) => this.options.logger.warn({ err: error }, 'could not prune old e-mail claims; trying again in an hour'));
  }

  private async deliverDue(now: number, logs: Promise<void>[]): Promise<void> {
    const ordered = [...this.queue.values()].sort((a, b) => a.createdAt - b.createdAt);
    for (const message of ordered) {
      if (this.stopped) return;
      // Forgotten (its record deleted) while an earlier message of this round was going out.
      if (!this.queue.has(message.id)) continue;
      if ((this.attempts.get(message.id)?.nextAt ?? 0) > now) continue;
      if ((await this.deliver(message, now, logs)) === 'pause') return;
    }
  }

  /** One message under its claim: sent here, logged as a server settled it before, or left for later. */
  private async deliver(message: PendingMessage, now: number, logs: Promise<void>[]): Promise<'pause' | 'next'> {
    const { logger, transport, from, messageIdHost } = this.options;
    const rendered = await render(this.options.context, message, now);
    if (!rendered) {
      // A visit that has started (or a booking no longer stored): nothing worth sending.
      this.queue.delete(message.id);
      this.dropped.add(message.id);
      return 'next';
    }
    const tries = (this.attempts.get(message.id)?.count ?? 0) + 1;
    const delivery = await deliverClaimed(this.claims, message.id, tries, () => transport.send(envelopeOf(message, rendered, from, messageIdHost)));
    if (delivery.kind === 'busy') {
      // Another server is sending it: its outcome is looked for after a short wait.
      this.attempts.set(message.id, { count: tries - 1, nextAt: now + this.firstRetryMs });
      return 'next';
    }
    if (delivery.kind === 'settled') {
      if (delivery.unmarked) logger.error({ err: delivery.unmarked, messageId: message.id }, 'could not mark an e-mail as settled; another server may send it once more');
      if (delivery.by === 'here' && delivery.settled.outcome === 'sent') this.outages = 0;
      logs.push(this.record(message, delivery.settled, delivery.by));
      return 'next';
    }
    const { code, retry, error } = delivery;
    if (retry === 'later') {
      const nextAt = now + this.backoff(tries);
      this.attempts.set(message.id, { count: tries, nextAt });
      logger.warn({ messageId: message.id, template: message.template, code, retryInSeconds: (nextAt - now) / 1000 }, 'e-mail deferred by the mail server');
      return 'next';
    }
    this.outages++;
    this.pausedUntil = now + this.backoff(this.outages);
    // Not tried: the claims' database did not answer.
    const tried = error === undefined;
    this.attempts.set(message.id, { count: tried ? tries : tries - 1, nextAt: 0 });
    const details = { messageId: message.id, template: message.template, code, retryInSeconds: (this.pausedUntil - now) / 1000 };
    if (tried) logger.warn(details, 'mail server unreachable; e-mail kept for later');
    else logger.error({ ...details, err: error }, 'e-mail claims unreachable; e-mail kept for later');
    return 'pause';
  }

  /** Logs the outcome; a failed write leaves the message queued, to be logged later (its claim keeps it from a second send). */
  private async record(message: PendingMessage, settled: Settled, by: 'here' | 'claim'): Promise<void> {
    const { outcome, attempts, code } = settled;
    const now = this.options.clock.now();
    const entry = outcomeEntry(message, settled, now);
    try {
      await this.options.log.append(entry, now);
    } catch (error) {
      this.attempts.set(message.id, { count: attempts, nextAt: now + this.backoff(attempts) });
      this.options.logger.error({ err: error, messageId: message.id }, 'could not record an e-mail outcome; it will be recorded later');
      return;
    }
    this.queue.delete(message.id);
    this.attempts.delete(message.id);
    const details = { messageId: message.id, template: message.template, attempts, ...(code ? { code } : {}), ...(by === 'here' ? {} : { settledBy: by }) };
    if (outcome === 'sent') this.options.logger.info(details, by === 'here' ? 'e-mail sent' : 'e-mail sent before, as its claim says; logged without sending');
    else this.options.logger.error(details, message.to === 'staff' ? 'staff alert refused for good by the mail server' : 'e-mail refused for good by the mail server; staff are alerted');
    this.add(declaredBy('mail-log', entry));
  }
}
