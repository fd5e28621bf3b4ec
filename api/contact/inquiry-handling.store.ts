import type { InsertRequest, RecordOpener, RecordSource } from '../db/record-source';

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

/** Staff arranged the interpreter the visitor asked for (decision 052). */
export interface InquiryInterpreterArranged {
  id: string;
  event: 'interpreter-arranged';
  inquiryId: string;
  createdAt: string;
  staffId: string;
}

export type InquiryMark = InquiryHandled | InquiryInterpreterArranged;

/**
 * What staff did with inquiries, appended beside them in a collection of its own: the inquiries
 * file keeps exactly what visitors sent (and the shape older versions wrote).
 */
export class InquiryHandlingStore {
  private readonly marks = { handled: new Map<string, InquiryHandled>(), 'interpreter-arranged': new Map<string, InquiryInterpreterArranged>() };
  private records!: RecordSource<InquiryMark>;

  private constructor() {}

  static async open(opener: RecordOpener): Promise<InquiryHandlingStore> {
    const store = new InquiryHandlingStore();
    // Marks written before interpreters were offered have no other kind: all of them are 'handled'.
    const mapOf = (record: InquiryMark) => store.marks[record.event] as Map<string, InquiryMark>;
    store.records = await opener.open<InquiryMark>('inquiry-handling', {
      onChange: (record, added) => {
        if (added) mapOf(record).set(record.inquiryId, record);
        else mapOf(record).delete(record.inquiryId);
      },
      onRewrite: ({ removed }) => {
        for (const record of removed) if (mapOf(record).get(record.inquiryId) === record) mapOf(record).delete(record.inquiryId);
      },
    });
    return store;
  }

  get(inquiryId: string): InquiryHandled | undefined {
    return this.marks.handled.get(inquiryId);
  }

  interpreterArranged(inquiryId: string): InquiryInterpreterArranged | undefined {
    return this.marks['interpreter-arranged'].get(inquiryId);
  }

  /** `build` runs synchronously with its checks, so an inquiry cannot be marked twice. */
  add<M extends InquiryMark>(request: InsertRequest, build: () => M): Promise<{ record: M; replayed: boolean }> {
    return this.records.insertOnce(request, build) as Promise<{ record: M; replayed: boolean }>;
  }

  /**
   * Removes the marks (and their notes) of these inquiries, and of any inquiry `exists` no longer
   * knows; resolves with how many handled marks went (an interpreter's mark goes with its inquiry).
   */
  async forget(inquiryIds: ReadonlySet<string>, exists: (inquiryId: string) => boolean): Promise<number> {
    const { removed } = await this.records.rewrite((record) => (inquiryIds.has(record.inquiryId) || !exists(record.inquiryId) ? null : undefined));
    return removed.filter((record) => record.event === 'handled').length;
  }

  flush(): Promise<void> {
    return this.records.flush();
  }
}
