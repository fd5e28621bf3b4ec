import { type BookingKind, type StoredBooking, zonedToInstant } from '#contract';
import { type InsertRequest, RecordStore } from '../db/record-store';
import type { Mailing } from '../declared-mail/outgoing';
import { slotKey } from './slot-engine';

/**
 * A booking as stored: the visitor's payload, and, since the staff area, a keyed fingerprint of
 * the client's network (HMAC, never the address) for spotting bursts. Public answers leave it out.
 */
/** A booking as made: with the messages it caused (none for bookings stored before e-mail existed) and the keyed fingerprint of its client's network (none before bursts were marked). */
export type MadeBooking = StoredBooking & Mailing & { readonly clientAddressKey?: string };

/** Who made a change to a booking: the visitor (through the link in their e-mail) or a staff member. */
export type ChangedBy = { by: 'visitor' } | { by: 'staff'; staffId: string };

/** A booking cancelled: kept, never deleted; its slot is free again. */
export type BookingCancellation = {
  id: string;
  event: 'cancelled';
  bookingId: string;
  createdAt: string;
  /** Staff's message to the patient: the only words of a cancellation any e-mail carries (decision 022). */
  message?: string;
  /** Staff's internal note: never sent, shown and exported in the staff area only. */
  note?: string;
  /**
   * Written before a cancellation had two fields (decision 022), when staff had one, labelled "for staff only": read as the
   * internal note (`internalNote`), never sent. New records do not write it.
   */
  reason?: string;
} & ChangedBy &
  Mailing;

/** A cancellation's internal note, whichever name it was stored under. */
export const internalNote = (cancellation: Pick<BookingCancellation, 'note' | 'reason'>): string | undefined => cancellation.note ?? cancellation.reason;

/** A booking moved to another slot: the new one is taken and the old one freed by this one record. */
export type BookingMove = {
  id: string;
  event: 'moved';
  bookingId: string;
  createdAt: string;
  date: string;
  time: string;
} & ChangedBy &
  Mailing;

/**
 * Staff arranged the interpreter the visitor asked for (decision 052): the booking, its slot and its
 * messages are unchanged; the agenda shows "arranged" instead of a button to mark it.
 */
export type InterpreterArranged = {
  id: string;
  event: 'interpreter-arranged';
  bookingId: string;
  createdAt: string;
  /** The staff member (an id, never a name). */
  staffId: string;
} & Mailing;

export type BookingChange = BookingCancellation | BookingMove | InterpreterArranged;

/**
 * What a bookings file holds: the bookings as they were made (no `event` field, the shape
 * older versions wrote) and the changes made to them since, each an appended record. Stored
 * records never change, so a change and everything it implies (the slots it frees and takes,
 * the messages it causes) are in one atomic write.
 */
export type BookingRecord = MadeBooking | BookingChange;

export type BookingStatus = 'booked' | 'cancelled';

/** A booking as it stands after its changes. */
export interface BookingState {
  /** The booking as made: who, what, and the slot first chosen. */
  readonly booking: MadeBooking;
  readonly date: string;
  readonly time: string;
  readonly status: BookingStatus;
  /** 0 as made, one more for every move or cancellation (the calendar file's SEQUENCE). */
  readonly sequence: number;
  readonly cancellation?: BookingCancellation;
  /** When staff marked the interpreter arranged. */
  readonly interpreterArranged?: InterpreterArranged;
  /** The changes, oldest first. */
  readonly changes: readonly BookingChange[];
}

export const isChange = (record: BookingRecord): record is BookingChange => 'event' in record;

/** Bookings of one kind as they stand, with the set of taken slots kept beside them. */
export class BookingStore {
  /** Slot → how many standing bookings hold it (one, but for a failed write undone after another took the slot). */
  private readonly taken = new Map<string, number>();
  private readonly takenView = { has: (key: string) => (this.taken.get(key) ?? 0) > 0 };
  private readonly states = new Map<string, BookingState>();
  private readonly made: MadeBooking[] = [];
  private version = 0;
  private records!: RecordStore<BookingRecord>;

  private constructor(readonly kind: BookingKind) {}

  static async open(dataDir: string, kind: BookingKind): Promise<BookingStore> {
    const store = new BookingStore(kind);
    store.records = await RecordStore.open<BookingRecord>(dataDir, `${kind}-bookings`, {
      onChange: (record, added) => store.apply(record, added),
      onRewrite: () => store.rebuild(),
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

  insertOnce(request: InsertRequest, build: () => MadeBooking): Promise<{ record: MadeBooking; replayed: boolean }> {
    return this.records.insertOnce(request, build) as Promise<{ record: MadeBooking; replayed: boolean }>;
  }

  /**
   * Appends a change once per idempotency key. `build` runs synchronously with the rule checks
   * of the caller, so two changes (or a change and a booking) cannot both take one slot.
   */
  change<C extends BookingChange>(request: InsertRequest, build: () => C): Promise<{ record: C; replayed: boolean }> {
    return this.records.insertOnce(request, build) as Promise<{ record: C; replayed: boolean }>;
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

  /**
   * Removes bookings and everything stored with them (their moves and cancellation, their
   * idempotency keys), wherever they are; changes whose booking is not stored go too. Resolves
   * with the number of bookings removed once every file is on disk.
   */
  async forget(bookingIds: ReadonlySet<string>): Promise<number> {
    const known = (id: string) => this.states.has(id) && !bookingIds.has(id);
    const { removed } = await this.records.rewrite((record) => {
      if (isChange(record)) return known(record.bookingId) ? undefined : null;
      return bookingIds.has(record.id) ? null : undefined;
    });
    return removed.filter((record) => !isChange(record)).length;
  }

  /**
   * The network fingerprint is kept only while a burst can still matter: bookings made before
   * `madeBefore` lose it. Resolves with how many lost it.
   */
  async clearFingerprints(madeBefore: number): Promise<number> {
    const { replaced } = await this.records.rewrite((record) => {
      if (isChange(record) || !record.clientAddressKey || Date.parse(record.createdAt) >= madeBefore) return undefined;
      const { clientAddressKey: _key, ...rest } = record;
      return rest;
    });
    return replaced.length;
  }

  /** After records were removed or replaced: every booking's state again, from what is stored. */
  private rebuild(): void {
    this.taken.clear();
    this.states.clear();
    this.made.length = 0;
    for (const record of this.records.records) this.apply(record, true);
  }

  private apply(record: BookingRecord, added: boolean): void {
    this.version++;
    if (!isChange(record)) {
      if (added) {
        this.made.push(record);
        this.states.set(record.id, { booking: record, date: record.date, time: record.time, status: 'booked', sequence: 0, changes: [] });
        this.hold(slotKey(record.date, record.time), 1);
      } else {
        this.made.splice(this.made.lastIndexOf(record), 1);
        this.states.delete(record.id);
        this.hold(slotKey(record.date, record.time), -1);
      }
      return;
    }
    const before = this.states.get(record.bookingId);
    // A change whose booking is unknown (a hand-edited file) changes nothing.
    if (!before) return;
    const changes = added ? [...before.changes, record] : before.changes.filter((change) => change !== record);
    const after = fold(before.booking, changes);
    if (before.status === 'booked') this.hold(slotKey(before.date, before.time), -1);
    if (after.status === 'booked') this.hold(slotKey(after.date, after.time), 1);
    this.states.set(record.bookingId, after);
  }

  private hold(key: string, delta: 1 | -1): void {
    const count = (this.taken.get(key) ?? 0) + delta;
    if (count > 0) this.taken.set(key, count);
    else this.taken.delete(key);
  }
}

function fold(booking: MadeBooking, changes: readonly BookingChange[]): BookingState {
  let state: BookingState = { booking, date: booking.date, time: booking.time, status: 'booked', sequence: 0, changes };
  for (const change of changes) {
    // An interpreter arranged changes no slot and no calendar file: the sequence stays.
    if (change.event === 'interpreter-arranged') state = { ...state, interpreterArranged: change };
    else if (change.event === 'moved') state = { ...state, date: change.date, time: change.time, sequence: state.sequence + 1 };
    else state = { ...state, status: 'cancelled', cancellation: change, sequence: state.sequence + 1 };
  }
  return state;
}

/**
 * The booking as it stood right after one of its changes (or as made, for `undefined`): a
 * message about a change describes that moment, however the booking changed since.
 */
export function stateAfter(state: BookingState, changeId: string | undefined): BookingState {
  const upTo = changeId === undefined ? 0 : state.changes.findIndex((change) => change.id === changeId) + 1;
  return fold(state.booking, state.changes.slice(0, upTo));
}
