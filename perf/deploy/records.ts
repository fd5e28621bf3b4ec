import { BookingStore } from '../../api/bookings/booking.store';
import { openContactStore } from '../../api/contact/contact.store';
import type { StorageMode } from './database';
import type { StoredRecords } from './verdicts';

export interface StoredPlaces {
  bookings: StoredRecords[];
  inquiries: StoredRecords[];
}

/**
 * What the servers stored, read after they stopped: the e-mail address of every consultation
 * booking and every inquiry, one entry per record, read with the server's own stores. lowdb: one
 * place per server's data folder. Database mode reads the one database; until the PostgreSQL
 * stores exist there is nothing to read it with, and the servers refuse DATABASE_URL before this runs.
 */
export async function storedRecords(mode: StorageMode, servers: readonly { name: string; dataDir: string }[]): Promise<StoredPlaces> {
  if (mode === 'database') throw new Error('Database mode: the PostgreSQL stores are not there yet to read the records back (docs/decisions/080).');
  const places: StoredPlaces = { bookings: [], inquiries: [] };
  for (const { name, dataDir } of servers) {
    const bookings = await BookingStore.open(dataDir, 'consultation');
    places.bookings.push({ name, addresses: bookings.all.map((booking) => booking.clientEmail ?? '') });
    const inquiries = await openContactStore(dataDir);
    places.inquiries.push({ name, addresses: inquiries.records.map((inquiry) => inquiry.email) });
  }
  return places;
}
