import type { BookingKind, StoredBooking } from '../contract';
import { RecordStore } from '../db/record-store';
import { slotKey } from './slot-engine';

/** Bookings of one kind, with the set of taken slots kept beside them. */
export class BookingStore {
  private readonly taken = new Set<string>();
  private version = 0;
  private records!: RecordStore<StoredBooking>;

  private constructor() {}

  static async open(dataDir: string, kind: BookingKind): Promise<BookingStore> {
    const store = new BookingStore();
    store.records = await RecordStore.open<StoredBooking>(dataDir, `${kind}-bookings`, (booking, added) => {
      const key = slotKey(booking.date, booking.time);
      if (added) store.taken.add(key);
      else store.taken.delete(key);
      store.version++;
    });
    return store;
  }

  /** Changes whenever a booking is added or undone; used to cache slot lists. */
  get changeCount(): number {
    return this.version;
  }

  get takenSlots(): ReadonlySet<string> {
    return this.taken;
  }

  get all(): readonly StoredBooking[] {
    return this.records.records;
  }

  insertOnce: RecordStore<StoredBooking>['insertOnce'] = (request, build) => this.records.insertOnce(request, build);

  flush(): Promise<void> {
    return this.records.flush();
  }
}
