import { randomUUID } from 'node:crypto';
import type { AuditEntry } from '../contract/staff';
import { RecordStore } from '../db/record-store';

/** Who did something, from where: a staff member's request, or the command line on the server's machine. */
export interface AuditActor {
  actor: string;
  address: string;
}

/**
 * One line of the audit trail as stored: who, when (`createdAt`, so the collection seals it into
 * its month's part), what, which record ids, from which address, and whether it went through.
 * Nothing else: never a name, e-mail, phone, note, message or reason, only ids (HIPAA 164.312(b)).
 */
export type AuditRecord = Omit<AuditEntry, 'at'> & { createdAt: string };

export type AuditInput = Omit<AuditRecord, 'id' | 'createdAt'>;

/**
 * The audit trail: an append-only collection like bookings (records are frozen and never
 * rewritten; past months are sealed into write-once parts `audit-YYYY-MM.json`). Nothing in the
 * code deletes them: HIPAA asks for six years (164.316(b)(2)), and parts older than that may be
 * removed by hand, month by month, from their file names.
 */
export class AuditStore {
  private constructor(private readonly records: RecordStore<AuditRecord>) {}

  static async open(dataDir: string): Promise<AuditStore> {
    return new AuditStore(await RecordStore.open<AuditRecord>(dataDir, 'audit'));
  }

  /** Resolves once the entry is on disk: callers answer only after their audit line is written. */
  async append(input: AuditInput, now: number): Promise<AuditRecord> {
    const { record } = await this.records.insertOnce({ payload: null, now }, () => ({
      id: randomUUID(),
      createdAt: new Date(now).toISOString(),
      ...input,
      recordIds: [...input.recordIds],
    }));
    return record;
  }

  /** Entries made at or after `from` and before `to` (instants), newest first. */
  between(from: number, to: number): AuditEntry[] {
    const found: AuditEntry[] = [];
    const all = this.records.records;
    for (let index = all.length - 1; index >= 0; index--) {
      const record = all[index]!;
      const at = Date.parse(record.createdAt);
      if (at >= from && at < to) found.push(toEntry(record));
    }
    return found;
  }

  get all(): readonly AuditRecord[] {
    return this.records.records;
  }

  flush(): Promise<void> {
    return this.records.flush();
  }
}

function toEntry({ createdAt, detail, ...rest }: AuditRecord): AuditEntry {
  return { ...rest, at: createdAt, ...(detail ? { detail } : {}) };
}
