import { filesIn, type RecordOpener } from '../../api/db/record-source';
import { openDatabase } from '../../api/pg/database';
import { RecordLog } from '../../api/pg/record-log';
import { BookingStore } from '../../api/bookings/booking.store';
import { openContactStore } from '../../api/contact/contact.store';
import type { ServerPair } from './servers';
import type { StoredRecords } from './verdicts';

export interface StoredPlaces {
  bookings: StoredRecords[];
  inquiries: StoredRecords[];
}

/**
 * What the servers stored, read after they stopped: the e-mail address of every consultation
 * booking and every inquiry, one entry per record, read with the server's own stores. lowdb: one
 * place per server's data folder. Database mode: the one database both wrote to, read through a
 * record log as a third server would.
 */
export async function storedRecords(pair: Pick<ServerPair, 'database' | 'servers'>): Promise<StoredPlaces> {
  const places: StoredPlaces = { bookings: [], inquiries: [] };
  if (pair.database) {
    const sql = openDatabase(pair.database.url, { max: 1 });
    try {
      await readInto(places, 'the database', new RecordLog(sql));
    } finally {
      await sql.end();
    }
    return places;
  }
  for (const { name, dataDir } of pair.servers) await readInto(places, name, filesIn(dataDir));
  return places;
}

async function readInto(places: StoredPlaces, name: string, opener: RecordOpener): Promise<void> {
  const bookings = await BookingStore.open(opener, 'consultation');
  places.bookings.push({ name, addresses: bookings.all.map((booking) => booking.clientEmail ?? '') });
  const inquiries = await openContactStore(opener);
  places.inquiries.push({ name, addresses: inquiries.records.map((inquiry) => inquiry.email) });
}
