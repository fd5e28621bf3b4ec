import { createHash } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so a reference read aloud or typed from a phone call is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A booking's short reference ('EV7K2M9Q'): 40 bits of the SHA-256 of its id, in eight Crockford
 * base32 characters, so staff and the patient can say it and a calendar feed can name the booking
 * without its id. Derived, never stored: a new booking whose reference is already in use gets
 * another id (booking.service.ts), so references are unique among bookings made since they existed.
 */
export function referenceOf(id: string): string {
  const digest = createHash('sha256').update(id).digest();
  let bits = 0n;
  for (let index = 0; index < 5; index++) bits = (bits << 8n) | BigInt(digest[index]!);
  let reference = '';
  for (let index = 0; index < 8; index++) {
    reference = ALPHABET[Number(bits & 31n)]! + reference;
    bits >>= 5n;
  }
  return reference;
}
