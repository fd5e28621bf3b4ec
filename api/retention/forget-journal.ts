import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { AuditActor } from '../audit/audit.store';
import type { CareKind } from '#contract/staff';
import { DurableJsonFile } from '../db/durable-json-file';
import { writeGate } from '../db/write-gate';

/**
 * What one purge or deletion will remove, written down before anything is removed. Removing a
 * record and what belongs to it touches several files (the record's own file or sealed part, the
 * handled marks, the mail log, the .eml files); each file is replaced whole, and this note is what
 * makes the set of them one job: after a crash the next start reads it and finishes the job before
 * anything else runs (no e-mail about a half-deleted record goes out meanwhile).
 */
export interface ForgetPlan {
  id: string;
  createdAt: string;
  /** The server's retention purge, or a staff member's deletion on request. */
  why: 'retention' | 'request';
  /** Who asked: a staff member, or the server itself ('server') / the command line ('cli'). */
  by: AuditActor;
  /** By kind; a journal written before visits existed has no `visit`. */
  bookings: Partial<Record<CareKind, string[]>>;
  inquiries: string[];
  /** Referrals, and the ids of their documents (files); absent in a journal written before referrals existed. */
  referrals?: string[];
  documents?: string[];
  /** The ids of the messages those records declared (their .eml files are named by them). */
  messageIds: string[];
  /** Retention only: bookings made before this instant lose their network fingerprint. */
  fingerprintsBefore?: number;
  /** Retention only: audit entries made before this instant go. */
  auditBefore?: number;
}

export const JOURNAL_FILE = 'forget-plan.json';

/** The one note of the job under way, in the data folder; absent when none is. */
export class ForgetJournal {
  private readonly file: DurableJsonFile<ForgetPlan>;

  constructor(dataDir: string) {
    this.file = new DurableJsonFile<ForgetPlan>(join(dataDir, JOURNAL_FILE));
  }

  read(): Promise<ForgetPlan | null> {
    return this.file.read();
  }

  /** On disk before it resolves: only then may the job begin. */
  write(plan: ForgetPlan): Promise<void> {
    return this.file.write(plan);
  }

  async clear(): Promise<void> {
    await writeGate.write(() =>
      unlink(this.file.filename).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      }),
    );
  }
}
