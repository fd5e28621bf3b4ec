import { CARE_KINDS, type CareKind, DEFAULT_WORK_WEEK, type WorkDay } from '#contract/staff';
import type { InsertRequest, RecordOpener, RecordSource } from '../db/record-source';

/** What a nurse is as it stands: not patient data, kept as long as the practice keeps it (decision 054). */
export interface ClinicianState {
  readonly id: string;
  readonly name: string;
  readonly active: boolean;
  /** ISO weekdays worked, each at most once, by weekday. */
  readonly hours: readonly WorkDay[];
  /** Territory: 5-digit ZIP codes; empty means anywhere. */
  readonly zips: readonly string[];
  readonly kinds: readonly CareKind[];
  /** The username of the staff account linked to the nurse ("my day", "my feed"). */
  readonly staffUser?: string;
  readonly createdAt: string;
}

type Fields = Pick<ClinicianState, 'name' | 'active' | 'hours' | 'zips' | 'kinds'> & { staffUser?: string | null };

/** A nurse added (with every field) or changed (with the fields given; `staffUser: null` unlinks). */
export type ClinicianEvent =
  | ({ id: string; event: 'added'; clinicianId: string; createdAt: string; staffId: string } & Fields)
  | ({ id: string; event: 'changed'; clinicianId: string; createdAt: string; staffId: string } & Partial<Fields>);

/** The defaults of a nurse added with only a name: the facts file's open hours, anywhere, every kind. */
export const CLINICIAN_DEFAULTS = { active: true, hours: DEFAULT_WORK_WEEK, zips: [] as string[], kinds: [...CARE_KINDS] } as const;

/**
 * The team: one record per change to a nurse, never rewritten, folded into each nurse as they
 * stand (like the users file). `changeCount` moves with every change, so cached slot lists know.
 */
export class ClinicianStore {
  private readonly nurses = new Map<string, ClinicianState>();
  /** `list()`'s answer until the next change: the engine asks for it once per time it checks. */
  private sorted: ClinicianState[] | null = null;
  private version = 0;
  private records!: RecordSource<ClinicianEvent>;

  private constructor() {}

  static async open(opener: RecordOpener): Promise<ClinicianStore> {
    const store = new ClinicianStore();
    store.records = await opener.open<ClinicianEvent>('clinicians', {
      onChange: (record, added) => {
        if (!added) return store.rebuild();
        store.version++;
        store.sorted = null;
        store.apply(record);
      },
      onRewrite: () => store.rebuild(),
    });
    return store;
  }

  get changeCount(): number {
    return this.version;
  }

  /** Whether any nurse was ever added: without one, each kind is its own calendar, as before nurses existed. */
  get any(): boolean {
    return this.nurses.size > 0;
  }

  /** Every nurse, active or not, by name. */
  list(): readonly ClinicianState[] {
    this.sorted ??= [...this.nurses.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
    return this.sorted;
  }

  get(id: string): ClinicianState | undefined {
    return this.nurses.get(id);
  }

  /** The nurse linked to a staff account, by username (compared without case, as usernames are). */
  linkedTo(username: string): ClinicianState | undefined {
    const wanted = username.trim().toLowerCase();
    return this.list().find((nurse) => nurse.staffUser?.toLowerCase() === wanted);
  }

  /** `build` runs synchronously with the caller's checks (a name, a link not used twice). */
  append(request: InsertRequest, build: () => ClinicianEvent): Promise<{ record: ClinicianEvent; replayed: boolean }> {
    return this.records.insertOnce(request, build);
  }

  flush(): Promise<void> {
    return this.records.flush();
  }

  /** After a write that failed was undone: few nurses and few changes, so all are folded again. */
  private rebuild(): void {
    this.version++;
    this.sorted = null;
    this.nurses.clear();
    for (const record of this.records.records) this.apply(record);
  }

  private apply(record: ClinicianEvent): void {
    const before = this.nurses.get(record.clinicianId);
    if (record.event === 'added') {
      if (before) return;
      const { name, active, hours, zips, kinds, staffUser } = record;
      this.nurses.set(record.clinicianId, { id: record.clinicianId, name, active, hours, zips, kinds, createdAt: record.createdAt, ...(staffUser ? { staffUser } : {}) });
      return;
    }
    // A change to a nurse never added (a hand-edited file) changes nothing.
    if (!before) return;
    const { staffUser: _was, ...rest } = before;
    const { name, active, hours, zips, kinds, staffUser } = record;
    const linked = staffUser === undefined ? before.staffUser : staffUser || undefined;
    this.nurses.set(record.clinicianId, { ...rest, ...definedOnly({ name, active, hours, zips, kinds }), ...(linked ? { staffUser: linked } : {}) });
  }
}

function definedOnly<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}
