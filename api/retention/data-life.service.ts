import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { AuditActor, AuditStore } from '../audit/audit.store';
import type { BookingStore } from '../bookings/booking.store';
import { type ContactStore, forgetInquiries, receivedBefore } from '../contact/contact.store';
import type { InquiryHandlingStore } from '../contact/inquiry-handling.store';
import type { Clock } from '../clock';
import { CARE_KINDS, type CareKind, type DataStatusAnswer } from '#contract/staff';
import { removeLeftoverSnapshots } from '../db/snapshot';
import { NotFoundError } from '../domain-errors';
import { countMessageFiles, removeMessageFiles } from '../mail/eml-files';
import type { MailLogStore, MailOutcome, MailSubject } from '../mail/mail-log.store';
import type { UsersStore } from '../users/users.store';
import { ForgetJournal, type ForgetPlan } from './forget-journal';
import { cutoffsAt, PURGE_EVERY_MS } from './retention-rules';

const KINDS: readonly CareKind[] = CARE_KINDS;

/** Where e-mails are written without SMTP_URL (mail-setup.ts names the same folder). */
const MAIL_FOLDER = 'mail';

/** What a purge or deletion removed (or, in a dry run, would remove), by kind: counts only. */
export interface RemovedCounts {
  inquiries: number;
  bookings: number;
  handledMarks: number;
  mailLogEntries: number;
  emailFiles: number;
  fingerprints: number;
  auditEntries: number;
}

/** The collections a record's life touches (api/stores.ts opens them). */
export interface LifeStores {
  consultations: BookingStore;
  coordinators: BookingStore;
  visits: BookingStore;
  inquiries: ContactStore;
  inquiryHandling: InquiryHandlingStore;
  users: UsersStore;
  mailLog: MailLogStore;
  audit: AuditStore;
}

export interface DataLifeOptions {
  stores: LifeStores;
  dataDir: string;
  clock: Clock;
  timeZone: string;
  retentionMonths: number;
  /** The running mail sender: messages queued about a deleted record are dropped. None from the command line. */
  mail?: { forget(subjectIds: ReadonlySet<string>): void };
  /** The server's identity in the trail for its own purges ('server'; 'cli' from the command line). */
  actor?: AuditActor;
}

export type DataLife = ReturnType<typeof createDataLife>;

/**
 * The end of every record's life (docs/decisions/023-retention.md): the retention purge, and
 * deletion on request. Both remove a record with everything that belongs to it (changes, handled
 * marks, mail-log entries, .eml files, queued e-mails), through a journal so that a crash at any
 * moment leaves each record either kept or gone and the next start finishes the job. One job at
 * a time.
 */
export function createDataLife({ stores, dataDir, clock, timeZone, retentionMonths, mail, actor = { actor: 'server', address: 'local' } }: DataLifeOptions) {
  const journal = new ForgetJournal(dataDir);
  const bookings = { consultation: stores.consultations, coordinator: stores.coordinators, visit: stores.visits } as const;
  /** A plan's bookings of a kind: a journal written before visits existed names none. */
  const planned = (job: Pick<ForgetPlan, 'bookings'>, kind: CareKind): string[] => job.bookings[kind] ?? [];
  let queue: Promise<unknown> = Promise.resolve();
  let lastPurgeAt: number | undefined;
  let nextPurgeAt: number | undefined;
  let timer: NodeJS.Timeout | null = null;

  function exclusive<T>(job: () => Promise<T>): Promise<T> {
    const run = queue.then(job);
    queue = run.catch(() => undefined);
    return run;
  }

  function exists(subject: MailSubject): boolean {
    switch (subject.source) {
      case 'inquiry':
        return stores.inquiries.get(subject.id) !== undefined;
      // Staff alerts about an account's sign-ins: kept while the account is (accounts are disabled, never deleted).
      case 'account':
        return stores.users.get(subject.id) !== undefined;
      default:
        return bookings[subject.source].get(subject.id) !== undefined;
    }
  }

  function outcomesAbout(ids: ReadonlySet<string>): MailOutcome[] {
    return stores.mailLog.outcomes.filter((outcome) => ids.has(outcome.about.id) || !exists(outcome.about));
  }

  /**
   * The messages these records declared (and the series that go with their last visit), the
   * outcomes logged about them and the alerts those declared: the names of their .eml files.
   */
  function messageIdsOf(bookingIds: Partial<Record<CareKind, string[]>>, inquiryIds: readonly string[]): string[] {
    const ids = new Set<string>();
    const take = (record: object | undefined) => (record as { mail?: readonly { id: string }[] } | undefined)?.mail?.forEach((message) => ids.add(message.id));
    for (const kind of KINDS) {
      const going = bookingIds[kind] ?? [];
      for (const id of going) {
        const state = bookings[kind].get(id);
        take(state?.booking);
        state?.changes.forEach(take);
      }
      bookings[kind].seriesEmptiedBy(new Set(going)).forEach(take);
    }
    for (const id of inquiryIds) take(stores.inquiries.get(id));
    for (const outcome of outcomesAbout(new Set([...KINDS.flatMap((kind) => bookingIds[kind] ?? []), ...inquiryIds]))) {
      ids.add(outcome.messageId);
      take(outcome);
    }
    return [...ids];
  }

  function plan(why: ForgetPlan['why'], by: AuditActor, bookingIds: Record<CareKind, string[]>, inquiryIds: string[], now: number): ForgetPlan {
    const cutoffs = why === 'retention' ? cutoffsAt(now, retentionMonths) : null;
    return {
      id: randomUUID(),
      createdAt: new Date(now).toISOString(),
      why,
      by,
      bookings: bookingIds,
      inquiries: inquiryIds,
      messageIds: messageIdsOf(bookingIds, inquiryIds),
      ...(cutoffs ? { fingerprintsBefore: cutoffs.fingerprintsBefore, auditBefore: cutoffs.auditBefore } : {}),
    };
  }

  function expiredPlan(now: number, by: AuditActor): ForgetPlan {
    const { inquiriesBefore, visitsBefore } = cutoffsAt(now, retentionMonths);
    const bookingIds = {
      consultation: bookings.consultation.visitedBefore(visitsBefore, timeZone),
      coordinator: bookings.coordinator.visitedBefore(visitsBefore, timeZone),
      visit: bookings.visit.visitedBefore(visitsBefore, timeZone),
    };
    return plan('retention', by, bookingIds, receivedBefore(stores.inquiries, inquiriesBefore), now);
  }

  /** Carries a written plan out, step by step; every step may run again after a crash and finds its work done. */
  async function carryOut(job: ForgetPlan): Promise<RemovedCounts> {
    const bookingIds = KINDS.flatMap((kind) => planned(job, kind));
    const subjects = new Set([...bookingIds, ...job.inquiries]);
    mail?.forget(subjects);
    for (const kind of KINDS) await bookings[kind].forget(new Set(planned(job, kind)));
    await forgetInquiries(stores.inquiries, new Set(job.inquiries));
    const handledMarks = await stores.inquiryHandling.forget(new Set(job.inquiries), (id) => stores.inquiries.get(id) !== undefined);
    const outcomes = await stores.mailLog.forgetAbout(subjects, exists);
    const files = new Set([...job.messageIds, ...bookingIds, ...outcomes.flatMap((outcome) => [outcome.messageId, ...(outcome.mail ?? []).map((message) => message.id)])]);
    const emailFiles = await removeMessageFiles(join(dataDir, MAIL_FOLDER), files);
    let fingerprints = 0;
    if (job.fingerprintsBefore !== undefined) for (const kind of KINDS) fingerprints += await bookings[kind].clearFingerprints(job.fingerprintsBefore);
    const auditEntries = job.auditBefore === undefined ? 0 : await stores.audit.prune(job.auditBefore, clock.now());
    // A snapshot a killed backup left holds, in its hard links, the bytes of the records just removed.
    await removeLeftoverSnapshots(dataDir);
    const counts: RemovedCounts = {
      inquiries: job.inquiries.length,
      bookings: bookingIds.length,
      handledMarks,
      mailLogEntries: outcomes.length,
      emailFiles,
      fingerprints,
      auditEntries,
    };
    await audited(job, counts);
    await journal.clear();
    return counts;
  }

  /** The job's one audit entry: ids and counts only; written once even when a crash made the job run twice. */
  async function audited(job: ForgetPlan, counts: RemovedCounts): Promise<void> {
    const [action, recordIds] =
      job.why === 'retention'
        ? ['purge', [job.id]]
        : [job.inquiries.length ? 'delete-inquiry' : 'delete-booking', [...job.inquiries, ...KINDS.flatMap((kind) => planned(job, kind))]];
    if (stores.audit.all.some((entry) => entry.action === action && entry.recordIds.join() === recordIds.join())) return;
    await stores.audit.append({ ...job.by, action, recordIds, outcome: 'ok', counts: { ...counts } }, clock.now());
  }

  async function run(job: ForgetPlan): Promise<RemovedCounts> {
    await journal.write(job);
    return carryOut(job);
  }

  /** A job a crash cut short, finished now; null when there was none. Called at start, before the mail sender starts. */
  function resume(): Promise<RemovedCounts | null> {
    return exclusive(async () => {
      const job = await journal.read();
      return job ? carryOut(job) : null;
    });
  }

  /** Removes everything past its keeping time now (a job cut short first). */
  function purge(by: AuditActor = actor): Promise<RemovedCounts> {
    return exclusive(async () => {
      const unfinished = await journal.read();
      if (unfinished) await carryOut(unfinished);
      const counts = await run(expiredPlan(clock.now(), by));
      lastPurgeAt = clock.now();
      return counts;
    });
  }

  /** What a purge now would remove, without removing anything. */
  async function preview(): Promise<RemovedCounts> {
    const now = clock.now();
    const job = expiredPlan(now, actor);
    const bookingIds = KINDS.flatMap((kind) => planned(job, kind));
    const subjects = new Set([...bookingIds, ...job.inquiries]);
    const inquiries = new Set(job.inquiries);
    const { fingerprintsBefore = now, auditBefore = 0 } = job;
    return {
      inquiries: job.inquiries.length,
      bookings: bookingIds.length,
      handledMarks: stores.inquiries.records.filter((inquiry) => inquiries.has(inquiry.id) && stores.inquiryHandling.get(inquiry.id)).length,
      mailLogEntries: outcomesAbout(subjects).length,
      emailFiles: await countMessageFiles(join(dataDir, MAIL_FOLDER), new Set([...job.messageIds, ...bookingIds])),
      fingerprints: KINDS.flatMap((kind) => bookings[kind].all).filter(
        (booking) => booking.clientAddressKey && !subjects.has(booking.id) && Date.parse(booking.createdAt) < fingerprintsBefore,
      ).length,
      auditEntries: stores.audit.all.filter((entry) => Date.parse(entry.createdAt) < auditBefore).length,
    };
  }

  /** A booking deleted on request; one of a series takes the whole series with it, the patient's other visits and its e-mails (decision 055). */
  function forgetBooking(id: string, by: AuditActor): Promise<void> {
    return exclusive(async () => {
      const kind = KINDS.find((each) => bookings[each].get(id));
      if (!kind) throw new NotFoundError('There is no booking with that id.');
      const seriesId = bookings[kind].get(id)!.booking.seriesId;
      const series = seriesId ? bookings[kind].getSeries(seriesId) : undefined;
      const ids = series ? [id, ...series.bookingIds.filter((each) => each !== id && bookings[kind].get(each))] : [id];
      await run(plan('request', by, { consultation: [], coordinator: [], visit: [], [kind]: ids }, [], clock.now()));
    });
  }

  function forgetInquiry(id: string, by: AuditActor): Promise<void> {
    return exclusive(async () => {
      if (!stores.inquiries.get(id)) throw new NotFoundError('There is no inquiry with that id.');
      await run(plan('request', by, { consultation: [], coordinator: [], visit: [] }, [id], clock.now()));
    });
  }

  /** What is kept now, for the staff area. */
  function status(): DataStatusAnswer {
    const oldestInquiry = stores.inquiries.records[0];
    const visits = KINDS.flatMap((kind) => bookings[kind].current()).map((state) => state.date);
    const oldestVisit = visits.length ? visits.reduce((a, b) => (b < a ? b : a)) : undefined;
    return {
      retentionMonths,
      ...(oldestInquiry ? { oldestInquiryAt: oldestInquiry.createdAt } : {}),
      ...(oldestVisit ? { oldestVisitDate: oldestVisit } : {}),
      ...(lastPurgeAt !== undefined ? { lastPurgeAt: new Date(lastPurgeAt).toISOString() } : {}),
      ...(nextPurgeAt !== undefined ? { nextPurgeAt: new Date(nextPurgeAt).toISOString() } : {}),
    };
  }

  /**
   * The server's schedule (after `resume`): a purge now and every `everyMs` (24 hours). A failed
   * purge is reported and its job finished at the next turn. Resolves once the first has run.
   */
  function schedule(report: { done(counts: RemovedCounts): void; failed(error: unknown): void }, everyMs = PURGE_EVERY_MS): Promise<void> {
    const turn = () => {
      nextPurgeAt = clock.now() + everyMs;
      return purge().then(report.done, report.failed);
    };
    timer = setInterval(() => void turn(), everyMs);
    timer.unref();
    return turn();
  }

  function stop(): Promise<unknown> {
    if (timer) clearInterval(timer);
    timer = null;
    return queue;
  }

  return { preview, purge, resume, forgetBooking, forgetInquiry, status, schedule, stop };
}
