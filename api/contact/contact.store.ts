import type { StoredContactInquiry } from '#contract';
import type { RecordOpener, RecordSource } from '../db/record-source';
import type { Mailing } from '../declared-mail/outgoing';

/** An inquiry as stored, with the messages it caused (none for inquiries stored before e-mail existed). */
export type MailedInquiry = StoredContactInquiry & Mailing;

export type ContactStore = RecordSource<MailedInquiry>;

/** The inquiries' collection (a file in the data folder, or rows in the database). */
export const INQUIRIES = 'contact-inquiries';

export const openContactStore = (opener: RecordOpener): Promise<ContactStore> => opener.open<MailedInquiry>(INQUIRIES);

// ---- What is kept, and for how long (docs/decisions/023-retention.md) ----

/** Inquiries received before `before` (an instant). */
export const receivedBefore = (store: ContactStore, before: number): string[] =>
  store.records.filter((inquiry) => Date.parse(inquiry.createdAt) < before).map((inquiry) => inquiry.id);

/** Removes inquiries, with their idempotency keys, wherever they are; resolves with how many once on disk. */
export async function forgetInquiries(store: ContactStore, ids: ReadonlySet<string>): Promise<number> {
  const { removed } = await store.rewrite((inquiry) => (ids.has(inquiry.id) ? null : undefined));
  return removed.length;
}
