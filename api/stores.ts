import { AuditStore } from './audit/audit.store';
import { BookingStore } from './bookings/booking.store';
import { FeedStore } from './calendar/feed.store';
import { ClinicianStore } from './clinicians/clinician.store';
import { ClosureStore } from './closures/closure.store';
import { type ContactStore, openContactStore } from './contact/contact.store';
import { InquiryHandlingStore } from './contact/inquiry-handling.store';
import { MailLogStore } from './mail/mail-log.store';
import { type DocumentStore, openDocumentStore } from './referrals/document.store';
import { openReferralStore, type ReferralStore } from './referrals/referral.store';
import { filesIn, type RecordOpener } from './db/record-source';
import type { AppSecret } from './secrets/app-secret';
import { UsersStore } from './users/users.store';

export interface Stores {
  consultations: BookingStore;
  coordinators: BookingStore;
  /** Nurses' visits, which staff alone book (decision 055). */
  visits: BookingStore;
  /** The nurses (decision 054). */
  clinicians: ClinicianStore;
  /** Staff's private calendar feeds and their fetch counts (decision 056). */
  feeds: FeedStore;
  inquiries: ContactStore;
  /** Which inquiries staff handled, and their notes. */
  inquiryHandling: InquiryHandlingStore;
  users: UsersStore;
  closures: ClosureStore;
  audit: AuditStore;
  /** Outcomes of e-mails (sent, failed for good); what records declare and this lacks is still to send. */
  mailLog: MailLogStore;
  /** Referrals and what staff did with them; every call a promise (docs/decisions/060-referrals.md). */
  referrals: ReferralStore;
  /** The referrals' documents, as files of their own (docs/decisions/061-referral-documents.md). */
  documents: DocumentStore;
}

/**
 * Where the stores are: their records (files in a data folder, `filesIn`, which one server process
 * owns; or a database, `api/pg/record-log.ts`), and the folder the referrals' documents are kept in.
 */
export interface StorePlaces {
  records: RecordOpener;
  /** The folder the referrals' documents are kept in, as files. */
  documentsDir: string;
  /** The documents kept elsewhere instead (PostgreSQL mode: `openDatabaseDocumentStore`, docs/decisions/079). */
  documents?: DocumentStore;
}

/**
 * Opens every store. The audit trail's chain is keyed with `secret` and checked as it opens; a
 * break is recorded then, dated `now`.
 */
export async function openStores({ records, documentsDir, documents: documentsElsewhere }: StorePlaces, secret: AppSecret, now = Date.now()): Promise<Stores> {
  const opening = [
    BookingStore.open(records, 'consultation'),
    BookingStore.open(records, 'coordinator'),
    BookingStore.open(records, 'visit'),
    ClinicianStore.open(records),
    FeedStore.open(records),
    openContactStore(records),
    UsersStore.open(records),
    ClosureStore.open(records),
    AuditStore.open(records, secret, { now }),
    InquiryHandlingStore.open(records),
    MailLogStore.open(records),
    openReferralStore(records),
    documentsElsewhere ? Promise.resolve(documentsElsewhere) : openDocumentStore(documentsDir),
  ] as const;
  // Every one settled first: when a file cannot be read, no other store is still writing (the audit check records its breaks) once this rejects.
  await Promise.allSettled(opening);
  const [consultations, coordinators, visits, clinicians, feeds, inquiries, users, closures, audit, inquiryHandling, mailLog, referrals, documents] = await Promise.all(opening);
  return { consultations, coordinators, visits, clinicians, feeds, inquiries, inquiryHandling, users, closures, audit, mailLog, referrals, documents };
}

/** Resolves once every acknowledged and in-flight write is on disk. */
export async function flushStores(stores: Stores): Promise<void> {
  await Promise.all(Object.values(stores).map((store: { flush(): Promise<void> }) => store.flush()));
}

/** Every store in `dataDir`, as one server process has always kept them. */
export const inDataDir = (dataDir: string): StorePlaces => ({ records: filesIn(dataDir), documentsDir: dataDir });
