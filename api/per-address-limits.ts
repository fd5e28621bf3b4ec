import { addressQuota, type AddressQuota } from './bookings/address-quota';
import type { BookingStore } from './bookings/booking.store';
import type { Clock } from './clock';
import { type ContactStore, INQUIRIES } from './contact/contact.store';
import type { DeclaringRecord } from './declared-mail/outgoing';
import { type AddressedRecord, VisitorMailQuota } from './declared-mail/visitor-mail-quota';
import type { ReferralStore } from './referrals/referral.store';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Told of each record another server of the database stored, as this server's catch-up reads it (RecordLog.onArrival). */
export type Arrivals = (listener: (collection: string, record: unknown) => void) => void;

export interface PerAddressLimitOptions {
  bookingStores: readonly BookingStore[];
  inquiries: ContactStore;
  referrals: ReferralStore;
  clock: Clock;
  /** BOOKINGS_PER_ADDRESS_PER_DAY; 0 for no cap. */
  bookingsPerDay: number;
  /** The bookings' network fingerprint of a client address (a keyed hash, never the address). */
  keyOf: (address: string) => string;
  /** With the records in PostgreSQL: the records other servers store, so neither count doubles with two servers. */
  arrivals?: Arrivals;
}

/** A stored public booking: made by a visitor (not by staff on the phone), with its address's fingerprint and mailbox. */
interface PublicBooking extends DeclaringRecord {
  clientEmail?: string;
  clientAddressKey?: string;
  source?: string;
}

/**
 * The two caps a client reaches by sending forms: new bookings per network a day, and the unasked-for
 * messages per mailbox a day (decision 026). Each is decided inside the record's write, so after
 * catch-up under the log's lock on a database; their counts are rebuilt from the stored records at
 * start and, with a database, follow the records other servers store as they arrive here. So neither
 * a restart resets them nor a second server doubles them (docs/decisions/081).
 */
export function perAddressLimits({ bookingStores, inquiries, referrals, clock, bookingsPerDay, keyOf, arrivals }: PerAddressLimitOptions): { quota: AddressQuota | null; visitorMail: VisitorMailQuota } {
  const now = clock.now();
  const visitorMail = VisitorMailQuota.fromStores(inquiries.records, bookingStores.map((store) => store.all), now);
  // The referrals' store answers by promise; in memory it does so before the server listens.
  void referrals.declaring().then((records) => visitorMail.add(records.flatMap(referralAddressed), clock.now()));
  const quota = addressQuota(bookingsPerDay, keyOf);
  if (quota) {
    // Each store holds its bookings oldest first: walk back until a day old.
    for (const store of bookingStores) {
      const made = store.all as readonly PublicBooking[];
      for (let index = made.length - 1; index >= 0 && now - Date.parse(made[index]!.createdAt) < DAY_MS; index--) {
        const key = made[index]!.clientAddressKey;
        if (key) quota.count(key, Date.parse(made[index]!.createdAt));
      }
    }
  }
  arrivals?.((collection, record) => {
    const at = clock.now();
    if (collection === INQUIRIES) visitorMail.add([record as AddressedRecord], at);
    else if (collection === 'referrals') visitorMail.add(referralAddressed(record as DeclaringRecord), at);
    else if (collection.endsWith('-bookings')) {
      const booking = record as PublicBooking;
      // Change records (cancellations, moves) have no creation of their own; staff's bookings are not a visitor's.
      if (!booking.clientEmail || booking.source || !booking.createdAt) return;
      visitorMail.add([{ ...booking, email: booking.clientEmail }], at);
      const made = Date.parse(booking.createdAt);
      if (quota && booking.clientAddressKey && at - made < DAY_MS) quota.count(booking.clientAddressKey, made);
    }
  });
  return { quota, visitorMail };
}

/** A referral as the mail quota reads it: its referrer's mailbox; staff's events on it count nothing. */
function referralAddressed(record: DeclaringRecord): AddressedRecord[] {
  return 'referrerEmail' in record ? [{ ...record, email: String(record.referrerEmail) }] : [];
}
