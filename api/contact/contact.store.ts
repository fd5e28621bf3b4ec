import type { StoredContactInquiry } from '../contract';
import { RecordStore } from '../db/record-store';
import type { Mailing } from '../mail/outgoing';

/** An inquiry as stored, with the messages it caused (none for inquiries stored before e-mail existed). */
export type MailedInquiry = StoredContactInquiry & Mailing;

export type ContactStore = RecordStore<MailedInquiry>;

export const openContactStore = (dataDir: string): Promise<ContactStore> => RecordStore.open<MailedInquiry>(dataDir, 'contact-inquiries');
