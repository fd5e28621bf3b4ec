import { minutesOf, zonedToInstant } from '#contract';
import type { CareKind } from '#contract/staff';
import type { InsertRequest, RecordOpener, RecordSource, SlotClaims } from '../db/record-source';
import {
  type BookingChange,
  type BookingRecord,
  type BookingState,
  fold,
  isChange,
  isMade,
  type MadeBooking,
  type SeriesCancellation,
  type SeriesEvent,
  type SeriesRecord,
} from './booking-records';
import { lengthOfState } from './kinds';
import { referenceOf } from './reference';
import { slotKey } from './slot-engine';

export * from './booking-records';

/** Bookings of one kind as they stand, with the taken start times and each day's standing bookings kept beside them. */
export class BookingStore {
  /** Slot → how many standing bookings hold it (one, but for a failed write undone after another took the slot). */
  private readonly taken = new Map<string, number>();
  private readonly takenView = { has: (key: string) => (this.taken.get(key) ?? 0) > 0 };
  /** Day → the ids of the standing bookings on it: what the nurses' engine reads, a day at a time. */
  private readonly byDate = new Map<string, Set<string>>();
  private readonly states = new Map<string, BookingState>();
  private readonly made: MadeBooking[] = [];
  private readonly series = new Map<string, SeriesRecord>();
  private readonly seriesCancels = new Map<string, SeriesCancellation[]>();
  /** Day → a count that moves whenever a booking on it is added, changed or undone: the nurses' engine keeps each day's reading until it moves. */
  private readonly dayVersions = new Map<string, number>();
  /** Reference → booking id, built when first asked (most starts never need it). */
  private references: Map<string, string> | null = null;
  private version = 0;
  private records!: RecordSource<BookingRecord>;

  private constructor(readonly kind: CareKind) {}

  static async open(opener: RecordOpener, kind: CareKind): Promise<BookingStore> {
    const store = new BookingStore(kind);
    store.records = await opener.open<BookingRecord>(`${kind}-bookings`, {
      onChange: (record, added) => store.apply(record, added),
      onRewrite: () => store.rebuild(),
      claims: (written, removing) => store.claimsOf(written, removing),
    });
    return store;
  }

  /** Changes whenever a booking is added, changed or undone; used to cache slot lists. */
  get changeCount(): number {
    return this.version;
  }

  /** Slots held by bookings that stand (`YYYY-MM-DD HH:MM`). */
  get takenSlots(): Pick<ReadonlySet<string>, 'has'> {
    return this.takenView;
  }

  /** Every booking as made, oldest first, cancelled ones included. */
  get all(): readonly MadeBooking[] {
    return this.made;
  }

  /** Every booking as it stands, oldest first. */
  current(): BookingState[] {
    return this.made.map((booking) => this.states.get(booking.id)!);
  }

  get(id: string): BookingState | undefined {
    return this.states.get(id);
  }

  /** The bookings that stand on a day, in no order. */
  standingOn(date: string): BookingState[] {
    return [...(this.byDate.get(date) ?? [])].map((id) => this.states.get(id)!);
  }

  /** Moves whenever a standing booking on the day is added, moved, cancelled or undone (never goes back, even after a rewrite). */
  dayVersion(date: string): number {
    return this.dayVersions.get(date) ?? 0;
  }

  /** Whether a booking of this kind already has the reference (a new booking then gets another id). */
  hasReference(reference: string): boolean {
    if (!this.references) this.references = new Map(this.made.map((booking) => [referenceOf(booking.id), booking.id]));
    return this.references.has(reference);
  }

  /** The booking with this reference, if one of this kind has it. */
  byReference(reference: string): BookingState | undefined {
    if (!this.hasReference(reference)) return undefined;
    return this.states.get(this.references!.get(reference)!);
  }

  getSeries(id: string): SeriesRecord | undefined {
    return this.series.get(id);
  }

  /** The times a series was cancelled whole (usually once; again for visits added back by nobody: kept general). */
  cancellationsOf(seriesId: string): readonly SeriesCancellation[] {
    return this.seriesCancels.get(seriesId) ?? [];
  }

  /** Every series record and series cancellation, oldest first: they declare e-mails too. */
  seriesEvents(): SeriesEvent[] {
    return [...this.series.values()].flatMap((series) => [series, ...this.cancellationsOf(series.id)]);
  }

  insertOnce(request: InsertRequest, build: () => MadeBooking): Promise<{ record: MadeBooking; replayed: boolean }> {
    return this.records.insertOnce(request, build) as Promise<{ record: MadeBooking; replayed: boolean }>;
  }

  /**
   * Appends a change once per idempotency key. `build` runs synchronously with the rule checks
   * of the caller, so two changes (or a change and a booking) cannot both take one time.
   */
  change<C extends BookingChange>(request: InsertRequest, build: () => C): Promise<{ record: C; replayed: boolean }> {
    return this.records.insertOnce(request, build) as Promise<{ record: C; replayed: boolean }>;
  }

  /** Several records in one write (a series with its visits; a series cancelled whole): all stored, or none. A replay answers the first alone. */
  insertMany(request: InsertRequest, build: () => BookingRecord[]): Promise<{ records: BookingRecord[]; replayed: boolean }> {
    return this.records.insertMany(request, build);
  }

  /** The stored record with this id, whatever it is (a replayed request's first record). */
  record(id: string): BookingRecord | undefined {
    return this.records.get(id);
  }

  flush(): Promise<void> {
    return this.records.flush();
  }

  // ---- What is kept, and for how long (docs/decisions/023-retention.md) ----

  /** Bookings whose visit (where it stands now, cancelled or not) started before `before` (an instant). */
  visitedBefore(before: number, timeZone: string): string[] {
    return this.current()
      .filter((state) => zonedToInstant(state.date, state.time, timeZone) < before)
      .map((state) => state.booking.id);
  }

  /** The series whose every booking is among `bookingIds`: they go with them, and their e-mails too. */
  seriesEmptiedBy(bookingIds: ReadonlySet<string>): SeriesEvent[] {
    return [...this.series.values()]
      .filter((series) => series.bookingIds.every((id) => bookingIds.has(id) || !this.states.has(id)))
      .flatMap((series) => [series, ...this.cancellationsOf(series.id)]);
  }

  /**
   * Removes bookings and everything stored with them (their moves, outcomes and cancellation,
   * their idempotency keys), wherever they are; changes whose booking is not stored go too. A
   * series loses the removed bookings and goes with its last one (decision 055). Resolves with
   * the number of bookings removed once every file is on disk.
   */
  async forget(bookingIds: ReadonlySet<string>): Promise<number> {
    const known = (id: string) => this.states.has(id) && !bookingIds.has(id);
    const { removed } = await this.records.rewrite((record) => {
      if (isChange(record)) return known(record.bookingId) ? undefined : null;
      if (isMade(record)) return bookingIds.has(record.id) ? null : undefined;
      const left = record.bookingIds.filter(known);
      if (!left.length) return null;
      return left.length === record.bookingIds.length ? undefined : { ...record, bookingIds: left };
    });
    return removed.filter(isMade).length;
  }

  /**
   * The network fingerprint is kept only while a burst can still matter: bookings made before
   * `madeBefore` lose it. Resolves with how many lost it.
   */
  async clearFingerprints(madeBefore: number): Promise<number> {
    const { replaced } = await this.records.rewrite((record) => {
      if (!isMade(record) || !record.clientAddressKey || Date.parse(record.createdAt) >= madeBefore) return undefined;
      const { clientAddressKey: _key, ...rest } = record;
      return rest;
    });
    return replaced.length;
  }

  /**
   * What the bookings that `written` touched hold now (their records already in memory; those in
   * `removing` hold nothing): each standing one its slot, and with a nurse that nurse's time.
   */
  private claimsOf(written: readonly BookingRecord[], removing: ReadonlySet<string>): SlotClaims {
    const bookingIds = [...new Set(written.flatMap((record) => (isMade(record) ? [record.id] : isChange(record) ? [record.bookingId] : [])))];
    const claims: SlotClaims = { bookingIds, holds: [], spans: [] };
    for (const id of bookingIds) {
      const state = this.states.get(id);
      if (!state || state.status !== 'booked' || removing.has(id)) continue;
      const nurseId = state.clinicianId ?? '';
      claims.holds.push({ kind: this.kind, nurseId, slot: slotKey(state.date, state.time), bookingId: id });
      const start = minutesOf(state.time);
      if (nurseId) claims.spans.push({ nurseId, bookingId: id, date: state.date, start, end: start + lengthOfState(state) });
    }
    return claims;
  }

  /** After records were removed or replaced: every booking's state again, from what is stored. */
  private rebuild(): void {
    this.taken.clear();
    this.byDate.clear();
    this.states.clear();
    this.series.clear();
    this.seriesCancels.clear();
    this.references = null;
    this.made.length = 0;
    // Every day read before is stale: the counts move on (never back), so no cached reading matches again.
    for (const [date, version] of this.dayVersions) this.dayVersions.set(date, version + 1);
    for (const record of this.records.records) this.apply(record, true);
  }

  private apply(record: BookingRecord, added: boolean): void {
    this.version++;
    if (isMade(record)) {
      if (added) {
        this.made.push(record);
        this.references?.set(referenceOf(record.id), record.id);
        this.place(undefined, fold(record, []));
      } else {
        this.made.splice(this.made.lastIndexOf(record), 1);
        this.references?.delete(referenceOf(record.id));
        this.place(this.states.get(record.id), undefined);
      }
      return;
    }
    if (!isChange(record)) return this.applySeries(record, added);
    const before = this.states.get(record.bookingId);
    // A change whose booking is unknown (a hand-edited file) changes nothing.
    if (!before) return;
    const changes = added ? [...before.changes, record] : before.changes.filter((change) => change !== record);
    this.place(before, fold(before.booking, changes));
  }

  private applySeries(record: SeriesEvent, added: boolean): void {
    if (record.event === 'series') {
      if (added) this.series.set(record.id, record);
      else this.series.delete(record.id);
      return;
    }
    const others = this.cancellationsOf(record.seriesId).filter((each) => each.id !== record.id);
    this.seriesCancels.set(record.seriesId, added ? [...others, record] : others);
  }

  /** Replaces a booking's state (`before` → `after`; either may be absent), keeping the taken times and the days in step. */
  private place(before: BookingState | undefined, after: BookingState | undefined): void {
    for (const date of new Set([before?.date, after?.date])) if (date) this.dayVersions.set(date, this.dayVersion(date) + 1);
    if (before?.status === 'booked') {
      this.hold(slotKey(before.date, before.time), -1);
      this.byDate.get(before.date)?.delete(before.booking.id);
    }
    if (after?.status === 'booked') {
      this.hold(slotKey(after.date, after.time), 1);
      let day = this.byDate.get(after.date);
      if (!day) this.byDate.set(after.date, (day = new Set()));
      day.add(after.booking.id);
    }
    const id = (after ?? before)!.booking.id;
    if (after) this.states.set(id, after);
    else this.states.delete(id);
  }

  private hold(key: string, delta: 1 | -1): void {
    const count = (this.taken.get(key) ?? 0) + delta;
    if (count > 0) this.taken.set(key, count);
    else this.taken.delete(key);
  }
}
