import { join } from 'node:path';
import type { AuditActor, AuditStore } from '../audit/audit.store';
import type { BookingStore } from '../bookings/booking.store';
import { type ContactStore, forgetInquiries } from '../contact/contact.store';
import type { InquiryHandlingStore } from '../contact/inquiry-handling.store';
import type { Clock } from '../clock';
import { everyJobRuns, type JobLock } from '../pg/job-lock';
import type { DataStatusAnswer } from '#contract/staff';
import { removeLeftoverSnapshots } from '../db/snapshot';
import { NotFoundError } from '../domain-errors';
import { countMessageFiles, removeMessageFiles } from '../mail/eml-files';
import type { MailLogStore } from '../mail/mail-log.store';
import type { UsersStore } from '../users/users.store';
import type { DocumentStore } from '../referrals/document.store';
import type { ReferralStore } from '../referrals/referral.store';
import { ForgetJournal, type ForgetPlan } from './forget-journal';
import { KINDS, planned, recordPlanner } from './record-plan';
import { PURGE_EVERY_MS } from './retention-rules';

/** Where e-mails are written without SMTP_URL (mail-setup.ts names the same folder). */
const MAIL_FOLDER = 'mail';

/** What a purge or deletion removed (or, in a dry run, would remove), by kind: counts only. */
export interface RemovedCounts {
  inquiries: number;
  bookings: number;
  referrals: number;
  /** The referrals' documents (files). */
  documents: number;
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
  referrals: ReferralStore;
  documents: DocumentStore;
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
  /** Who runs the scheduled purge when several servers share a database (docs/decisions/078); alone, every round runs. */
  jobs?: JobLock;
}

export type DataLife = ReturnType<typeof createDataLife>;

/**
 * The end of every record's life (docs/decisions/023-retention.md): the retention purge, and
 * deletion on request. Both remove a record with everything that belongs to it (changes, handled
 * marks, a referral's documents, mail-log entries, .eml files, queued e-mails), through a journal so that a crash at any
 * moment leaves each record either kept or gone and the next start finishes the job. One job at
 * a time.
 */
export function createDataLife({ stores, dataDir, clock, timeZone, retentionMonths, mail, actor = { actor: 'server', address: 'local' }, jobs = everyJobRuns }: DataLifeOptions) {
  const journal = new ForgetJournal(dataDir);
  const bookings = { consultation: stores.consultations, coordinator: stores.coordinators, visit: stores.visits } as const;
  let queue: Promise<unknown> = Promise.resolve();
  let lastPurgeAt: number | undefined;
  let nextPurgeAt: number | undefined;
  let timer: NodeJS.Timeout | null = null;

  function exclusive<T>(job: () => Promise<T>): Promise<T> {
    const run = queue.then(job);
    queue = run.catch(() => undefined);
    return run;
  }

  const { readReferrals, exists, outcomesAbout, plan, expiredPlan } = recordPlanner({ stores, retentionMonths, timeZone });

  /** Carries a written plan out, step by step; every step may run again after a crash and finds its work done. */
  async function carryOut(job: ForgetPlan): Promise<RemovedCounts> {
    const bookingIds = KINDS.flatMap((kind) => planned(job, kind));
    // A journal written before referrals existed has none.
    const referralIdsGone = job.referrals ?? [];
    const subjects = new Set([...bookingIds, ...job.inquiries, ...referralIdsGone]);
    mail?.forget(subjects);
    for (const kind of KINDS) await bookings[kind].forget(new Set(planned(job, kind)));
    await forgetInquiries(stores.inquiries, new Set(job.inquiries));
    // The record first, then its files: a crash between leaves files no referral names, removed at the next start.
    await stores.referrals.forget(new Set(referralIdsGone));
    const documents = await stores.documents.remove(job.documents ?? []);
    await readReferrals();
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
      referrals: referralIdsGone.length,
      documents,
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
        : [
            job.inquiries.length ? 'delete-inquiry' : job.referrals?.length ? 'delete-referral' : 'delete-booking',
            [...job.inquiries, ...(job.referrals ?? []), ...KINDS.flatMap((kind) => planned(job, kind))],
          ];
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
      if (!job) return null;
      await readReferrals();
      return carryOut(job);
    });
  }

  /** Removes documents no referral names (a stop between keeping a referral's files and storing it); called at start, after `resume`. */
  function removeUnreferencedDocuments(): Promise<number> {
    return exclusive(async () => {
      const named = new Set((await stores.referrals.list()).flatMap((state) => state.referral.documents.map((document) => document.id)));
      return stores.documents.removeUnreferenced((id) => named.has(id));
    });
  }

  /** Removes everything past its keeping time now (a job cut short first). */
  function purge(by: AuditActor = actor): Promise<RemovedCounts> {
    return exclusive(async () => {
      const unfinished = await journal.read();
      if (unfinished) await carryOut(unfinished);
      const counts = await run(await expiredPlan(clock.now(), by));
      lastPurgeAt = clock.now();
      return counts;
    });
  }

  /** What a purge now would remove, without removing anything. */
  async function preview(): Promise<RemovedCounts> {
    const now = clock.now();
    const job = await expiredPlan(now, actor);
    const bookingIds = KINDS.flatMap((kind) => planned(job, kind));
    const referralIdsGone = job.referrals ?? [];
    const subjects = new Set([...bookingIds, ...job.inquiries, ...referralIdsGone]);
    const inquiries = new Set(job.inquiries);
    const { fingerprintsBefore = now, auditBefore = 0 } = job;
    return {
      inquiries: job.inquiries.length,
      bookings: bookingIds.length,
      referrals: referralIdsGone.length,
      documents: job.documents?.length ?? 0,
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
      await readReferrals();
      await run(await plan('request', by, { consultation: [], coordinator: [], visit: [], [kind]: ids }, [], [], clock.now()));
    });
  }

  function forgetInquiry(id: string, by: AuditActor): Promise<void> {
    return exclusive(async () => {
      if (!stores.inquiries.get(id)) throw new NotFoundError('There is no inquiry with that id.');
      await readReferrals();
      await run(await plan('request', by, { consultation: [], coordinator: [], visit: [] }, [id], [], clock.now()));
    });
  }

  /** Deletes a referral on request: the record, what staff did with it, its documents and its e-mails. */
  function forgetReferral(id: string, by: AuditActor): Promise<void> {
    return exclusive(async () => {
      if (!(await stores.referrals.get(id))) throw new NotFoundError('There is no referral with that id.');
      await readReferrals();
      await run(await plan('request', by, { consultation: [], coordinator: [], visit: [] }, [], [id], clock.now()));
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
   * purge is reported and its job finished at the next turn. A round another server of the database
   * is purging is skipped (`report.skipped`). Resolves once the first has run.
   */
  function schedule(report: { done(counts: RemovedCounts): void; failed(error: unknown): void; skipped?(): void }, everyMs = PURGE_EVERY_MS): Promise<void> {
    const turn = () => {
      nextPurgeAt = clock.now() + everyMs;
      return jobs.run('retention-purge', () => purge()).then((outcome) => (outcome.ran ? report.done(outcome.value) : report.skipped?.()), report.failed);
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

  return { preview, purge, resume, removeUnreferencedDocuments, forgetBooking, forgetInquiry, forgetReferral, status, schedule, stop };
}
