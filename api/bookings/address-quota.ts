import type { Lang } from '#contract/language';
import { LimitReachedError } from '../domain-errors';
import { BOOKING_WORDS } from './booking-words';

/** New bookings one client address may make in a rolling day: a family booking for a few people, not a script taking a day's slots. */
export const DEFAULT_BOOKINGS_PER_ADDRESS_PER_DAY = 4;

const DAY_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

export interface AddressQuota {
  /**
   * Counts one new booking for `address` at `now` and returns how to take it back (when its
   * write fails), or throws a LimitReachedError when the address has made its bookings for the day. It is
   * synchronous, so a check and its count cannot interleave with another request's. The refusal
   * is in `lang`, the booking's language.
   */
  take(address: string, now: number, lang?: Lang): () => void;
  /**
   * Counts a booking stored with the fingerprint `key` (what `keyOf` makes of its address) at
   * `at`: those made before this server started, and those another server of the database made.
   */
  count(key: string, at: number): void;
}

/**
 * The new bookings each client address made in the last 24 hours, both kinds together, so one
 * client cannot hoard a day's slots (OWASP API6). `keyOf` is the bookings' network fingerprint
 * (a keyed hash; IPv6 per /56 network, as in the POST rate limit, since one household holds a
 * whole prefix): the counts never hold an address, and the bookings stored with the same
 * fingerprint are counted too, so a restart or a second server does not reset or double the cap.
 * Returns null when the cap is off (0).
 */
export function addressQuota(perDay: number, keyOf: (address: string) => string): AddressQuota | null {
  if (perDay <= 0) return null;
  const taken = new Map<string, number[]>();
  let lastSweep = 0;

  const recentOf = (key: string, now: number) => (taken.get(key) ?? []).filter((at) => now - at < DAY_MS);

  function sweepIfDue(now: number): void {
    if (now - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now;
    for (const [key, times] of taken) if (times.every((at) => now - at >= DAY_MS)) taken.delete(key);
  }

  return {
    take(address, now, lang = 'en') {
      sweepIfDue(now);
      const key = keyOf(address);
      const recent = recentOf(key, now);
      if (recent.length >= perDay) throw tooMany(perDay, Math.min(...recent) + DAY_MS - now, lang);
      taken.set(key, [...recent, now]);
      return () => {
        const times = taken.get(key) ?? [];
        const index = times.lastIndexOf(now);
        if (index >= 0) times.splice(index, 1);
      };
    },
    count(key, at) {
      taken.set(key, [...(taken.get(key) ?? []), at]);
    },
  };
}

function tooMany(perDay: number, waitMs: number, lang: Lang): LimitReachedError {
  return new LimitReachedError(BOOKING_WORDS[lang].tooManyFromNetwork(perDay), Math.max(1, Math.ceil(waitMs / 1000)));
}
