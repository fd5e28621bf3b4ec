import { type InsertRequest, RecordStore } from '../db/record-store';

/** Staff marked an inquiry handled, with an optional note of what was done; the inquiry itself is never changed. */
export interface InquiryHandled {
  id: string;
  event: 'handled';
  inquiryId: string;
  createdAt: string;
  /** The staff member (an id, never a name). */
  staffId: string;
  note?: string;
}

/**
 * What staff did with inquiries, appended beside them in a collection of its own: the inquiries
 * file keeps exactly what visitors sent (and the shape older versions wrote).
 */
export class InquiryHandlingStore {
  private readonly handled = new Map<string, InquiryHandled>();
  private records!: RecordStore<InquiryHandled>;

  private constructor() {}

  static async open(dataDir: string): Promise<InquiryHandlingStore> {
    const store = new InquiryHandlingStore();
    store.records = await RecordStore.open<InquiryHandled>(dataDir, 'inquiry-handling', {
      onChange: (record, added) => {
        if (added) store.handled.set(record.inquiryId, record);
        else store.handled.delete(record.inquiryId);
      },
      onRewrite: ({ removed }) => {
        for (const record of removed) if (store.handled.get(record.inquiryId) === record) store.handled.delete(record.inquiryId);
      },
    });
    return store;
  }

  get(inquiryId: string): InquiryHandled | undefined {
    return this.handled.get(inquiryId);
  }

  /** `build` runs synchronously with its checks, so an inquiry cannot be marked handled twice. */
  add(request: InsertRequest, build: () => InquiryHandled): Promise<{ record: InquiryHandled; replayed: boolean }> {
    return this.records.insertOnce(request, build);
  }

  /** Removes the handled marks (and their notes) of these inquiries, and of any inquiry `exists` no longer knows. */
  async forget(inquiryIds: ReadonlySet<string>, exists: (inquiryId: string) => boolean): Promise<number> {
    const { removed } = await this.records.rewrite((record) => (inquiryIds.has(record.inquiryId) || !exists(record.inquiryId) ? null : undefined));
    return removed.length;
  }

  flush(): Promise<void> {
    return this.records.flush();
  }
}
