import { minutesOf } from '#contract';
import type { InsertRequest, RecordOpener, RecordSource } from '../db/record-source';
import type { ClosedTimes, LeaveTimes } from '../bookings/slot-engine';

/**
 * A time the provider is closed: a day (`from` alone), a range of days (`from`..`to`), or hours
 * on each of those days (`startTime`..`endTime`, end excluded). Slots overlapping it are not
 * offered; bookings already inside it stand and are reported, never cancelled silently.
 */
export interface Closure {
  id: string;
  createdAt: string;
  from: string;
  /** Last closed day, inclusive; equal to `from` for one day. */
  to: string;
  startTime?: string;
  endTime?: string;
  reason: string;
  /** A nurse's leave: their time alone is closed, not the practice's (decision 054). */
  clinicianId?: string;
  /** The staff member who closed it (an id, never a name). */
  staffId: string;
}

export interface ClosureRemoval {
  id: string;
  event: 'reopened';
  closureId: string;
  createdAt: string;
  staffId: string;
}

type ClosureRecord = Closure | ClosureRemoval;
const isRemoval = (record: ClosureRecord): record is ClosureRemoval => 'event' in record;

/** Closed times as they stand (removals applied), appended like every other collection. */
export class ClosureStore implements ClosedTimes, LeaveTimes {
  private readonly made = new Map<string, Closure>();
  private readonly removed = new Set<string>();
  private readonly open = new Map<string, Closure>();
  /** The practice's closed times, and each nurse's leave, apart: a slot list asks one, each nurse the other. */
  private practice: Closure[] = [];
  private readonly leave = new Map<string, Closure[]>();
  private version = 0;
  private records!: RecordSource<ClosureRecord>;

  private constructor() {}

  static async open(opener: RecordOpener): Promise<ClosureStore> {
    const store = new ClosureStore();
    store.records = await opener.open<ClosureRecord>('closures', { onChange: (record, added) => store.apply(record, added) });
    return store;
  }

  /** Changes whenever a closure is added or removed; slot lists cached before are stale. */
  get changeCount(): number {
    return this.version;
  }

  /** Closures in force, by first day. */
  list(): Closure[] {
    return [...this.open.values()].sort((a, b) => (a.from === b.from ? (a.startTime ?? '') < (b.startTime ?? '') ? -1 : 1 : a.from < b.from ? -1 : 1));
  }

  get(id: string): Closure | undefined {
    return this.open.get(id);
  }

  /** Whether the whole practice is closed for any of the time (a nurse's leave closes only their time). */
  isClosed(date: string, time: string, minutes: number): boolean {
    for (const closure of this.practice) if (covers(closure, date, time, minutes)) return true;
    return false;
  }

  onLeave(clinicianId: string, date: string, time: string, minutes: number): boolean {
    for (const closure of this.leave.get(clinicianId) ?? []) if (covers(closure, date, time, minutes)) return true;
    return false;
  }

  add(request: InsertRequest, build: () => Closure): Promise<{ record: Closure; replayed: boolean }> {
    return this.records.insertOnce(request, build) as Promise<{ record: Closure; replayed: boolean }>;
  }

  remove(request: InsertRequest, build: () => ClosureRemoval): Promise<{ record: ClosureRemoval; replayed: boolean }> {
    return this.records.insertOnce(request, build) as Promise<{ record: ClosureRemoval; replayed: boolean }>;
  }

  flush(): Promise<void> {
    return this.records.flush();
  }

  private apply(record: ClosureRecord, added: boolean): void {
    this.version++;
    if (!isRemoval(record)) {
      if (added) this.made.set(record.id, record);
      else this.made.delete(record.id);
    } else if (added) {
      this.removed.add(record.closureId);
    } else {
      this.removed.delete(record.closureId);
    }
    this.open.clear();
    this.leave.clear();
    for (const [id, closure] of this.made) if (!this.removed.has(id)) this.open.set(id, closure);
    this.practice = [...this.open.values()].filter((closure) => !closure.clinicianId);
    for (const closure of this.open.values()) if (closure.clinicianId) this.leave.set(closure.clinicianId, [...(this.leave.get(closure.clinicianId) ?? []), closure]);
  }
}

/** Whether a slot of `minutes` from `time` on `date` overlaps the closure. */
export function covers(closure: Pick<Closure, 'from' | 'to' | 'startTime' | 'endTime'>, date: string, time: string, minutes: number): boolean {
  if (date < closure.from || date > closure.to) return false;
  if (!closure.startTime || !closure.endTime) return true;
  const start = minutesOf(time);
  return start < minutesOf(closure.endTime) && start + minutes > minutesOf(closure.startTime);
}
