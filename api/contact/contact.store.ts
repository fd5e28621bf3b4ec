import type { StoredContactInquiry } from '../contract';
import { RecordStore } from '../db/record-store';

export type ContactStore = RecordStore<StoredContactInquiry>;

export const openContactStore = (dataDir: string): Promise<ContactStore> =>
  RecordStore.open<StoredContactInquiry>(dataDir, 'contact-inquiries');
