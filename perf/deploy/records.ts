import { addDays, provider, todayIn } from '#contract';
import { STAFF_API } from '#contract/staff';
import { BookingStore } from '../../api/bookings/booking.store';
import { openContactStore } from '../../api/contact/contact.store';
import type { StaffSession } from './staff-session';
import { addressesIn, type StoredRecords } from './verdicts';

export interface StoredPlaces {
  bookings: StoredRecords[];
  inquiries: StoredRecords[];
}

/**
 * lowdb: what each server stored, read after it stopped from its data folder with the server's own
 * stores: the e-mail address of every consultation booking and every inquiry, one entry per record.
 */
export async function storedInFolders(servers: readonly { name: string; dataDir: string }[]): Promise<StoredPlaces> {
  const places: StoredPlaces = { bookings: [], inquiries: [] };
  for (const { name, dataDir } of servers) {
    const bookings = await BookingStore.open(dataDir, 'consultation');
    places.bookings.push({ name, addresses: bookings.all.map((booking) => booking.clientEmail ?? '') });
    const inquiries = await openContactStore(dataDir);
    places.inquiries.push({ name, addresses: inquiries.records.map((inquiry) => inquiry.email) });
  }
  return places;
}

/** The exports take at most 366 days: from a week ago (inquiries, by day received) past the booking window (bookings, by visit day). */
function aroundToday(): string {
  const today = todayIn(Date.now(), provider.timeZone);
  return `?from=${addDays(today, -7)}&to=${addDays(today, 358)}`;
}

/**
 * Database mode: the one truth, read as staff read it, through one server's CSV exports (every
 * booking and every inquiry, one row each), whatever tables the PostgreSQL stores keep them in.
 */
export async function storedInDatabase(session: StaffSession): Promise<StoredPlaces> {
  const read = async (path: string) => {
    const answer = await session.get(path + aroundToday());
    if (answer.status !== 200) throw new Error(`Reading ${path} answered ${answer.status}: ${answer.text.slice(0, 200)}`);
    return [{ name: 'the database', addresses: addressesIn(answer.text) }];
  };
  return { bookings: await read(STAFF_API.exportBookings), inquiries: await read(STAFF_API.exportInquiries) };
}
