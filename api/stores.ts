import { BookingStore } from './bookings/booking.store';
import { type ContactStore, openContactStore } from './contact/contact.store';
import { UsersStore } from './users/users.store';

export interface Stores {
  consultations: BookingStore;
  coordinators: BookingStore;
  inquiries: ContactStore;
  users: UsersStore;
}

/** Opens every collection in `dataDir`; one server process owns these files. */
export async function openStores(dataDir: string): Promise<Stores> {
  const [consultations, coordinators, inquiries, users] = await Promise.all([
    BookingStore.open(dataDir, 'consultation'),
    BookingStore.open(dataDir, 'coordinator'),
    openContactStore(dataDir),
    UsersStore.open(dataDir),
  ]);
  return { consultations, coordinators, inquiries, users };
}

/** Resolves once every acknowledged and in-flight write is on disk. */
export async function flushStores(stores: Stores): Promise<void> {
  await Promise.all([stores.consultations.flush(), stores.coordinators.flush(), stores.inquiries.flush(), stores.users.flush()]);
}
