import { emailKey } from './email-key';
import type { DeclaringRecord, MailTemplate } from './outgoing';

/** Receipts and confirmations one mailbox may be sent in a rolling day; more are stored and answered, not mailed. */
export const MAX_RECEIPTS_PER_ADDRESS_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60_000;
/** Mailboxes remembered before the ones a day old are swept out. */
const SWEEP_ABOVE = 10_000;

/** The messages anyone can cause to any address by typing it into a form: an inquiry's receipt and a booking's confirmation. */
const UNASKED: readonly MailTemplate[] = ['inquiry-received', 'booking-confirmed', 'referral-received'];

/** A stored inquiry or booking: who it was to, when, and what it declared. */
export type AddressedRecord = DeclaringRecord & { readonly email: string };

/**
 * Keeps the site from being a mailer for strangers (decision 026): whoever types someone else's
 * address into the contact form or a booking makes the site write to them, so at most three such
 * messages a rolling day go to one mailbox, compared as `emailKey` does (case, `+tags`, Gmail's
 * dots). It is rebuilt at start from the stored records that declared one, so a restart does not
 * reset it; `take` runs inside the record's write, so requests at once cannot pass it together.
 */
export class VisitorMailQuota {
  private readonly sent = new Map<string, number[]>();

  constructor(stored: Iterable<AddressedRecord>, now: number) {
    for (const record of stored) {
      const at = Date.parse(record.createdAt);
      if (now - at < DAY_MS && record.mail?.some((mail) => UNASKED.includes(mail.template))) this.recent(record.email, now).push(at);
    }
    for (const times of this.sent.values()) times.sort((a, b) => a - b);
  }

  /** Counts stored records read after start (a store that answers asynchronously: the referrals). */
  add(stored: Iterable<AddressedRecord>, now: number): void {
    for (const record of stored) {
      const at = Date.parse(record.createdAt);
      if (now - at < DAY_MS && record.mail?.some((mail) => UNASKED.includes(mail.template))) {
        const times = this.recent(record.email, now);
        times.push(at);
        times.sort((a, b) => a - b);
      }
    }
  }

  /** Counts one message to `email` now if the day's quota allows it; returns a give-back for a write that then fails, or null when the quota is spent. */
  take(email: string, now: number): (() => void) | null {
    if (this.sent.size > SWEEP_ABOVE) this.sweep(now);
    const times = this.recent(email, now);
    if (times.length >= MAX_RECEIPTS_PER_ADDRESS_PER_DAY) return null;
    times.push(now);
    // The map's list, not `times`: a later take for the mailbox replaces the list with a filtered copy.
    const key = emailKey(email);
    return () => {
      const current = this.sent.get(key) ?? [];
      const index = current.lastIndexOf(now);
      if (index >= 0) current.splice(index, 1);
    };
  }

  /** The mailbox's messages of the last day (kept in the map from now on). */
  private recent(email: string, now: number): number[] {
    const key = emailKey(email);
    const times = (this.sent.get(key) ?? []).filter((at) => now - at < DAY_MS);
    this.sent.set(key, times);
    return times;
  }

  /** The quota as the stored inquiries and bookings leave it: built once at start. */
  static fromStores(
    inquiries: readonly (DeclaringRecord & { email: string })[],
    bookingStores: readonly (readonly (DeclaringRecord & { clientEmail?: string; source?: string })[])[],
    now: number,
  ): VisitorMailQuota {
    const recent = function* (): Generator<AddressedRecord> {
      // Each store holds its records oldest first: walk back until a day old, so start-up does not read every record ever stored.
      for (let index = inquiries.length - 1; index >= 0 && now - Date.parse(inquiries[index]!.createdAt) < DAY_MS; index--) yield inquiries[index]!;
      for (const bookings of bookingStores) {
        for (let index = bookings.length - 1; index >= 0 && now - Date.parse(bookings[index]!.createdAt) < DAY_MS; index--) {
          const booking = bookings[index]!;
          // Staff typed the address on the phone with the patient (decision 055): not a stranger's message, not counted.
          if (booking.clientEmail && !booking.source) yield { ...booking, email: booking.clientEmail };
        }
      }
    };
    return new VisitorMailQuota(recent(), now);
  }

  private sweep(now: number): void {
    for (const [key, times] of this.sent) if (!times.some((at) => now - at < DAY_MS)) this.sent.delete(key);
  }
}
