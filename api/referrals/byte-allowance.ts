import { ipKeyGenerator } from 'express-rate-limit';

/** MiB of documents one client address may send in a rolling day, by default: several referrals' papers, not a disk filled by a script. */
export const DEFAULT_REFERRAL_MB_PER_ADDRESS_PER_DAY = 100;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ByteAllowance {
  /**
   * What `address` may still send now, up to `wanted` (what this upload can use at most), set aside
   * for it while under way, so two at once cannot both spend the same bytes, yet one upload never
   * holds back another from the same network (a hospital's staff behind one address) by more than
   * its own size. `end(bytes)` counts what actually arrived and frees the rest.
   * `retryAfterSeconds`: when the oldest bytes counted leave the day.
   */
  begin(address: string, now: number, wanted: number): { left: number; retryAfterSeconds: number; end(spent: number): void };
}

/**
 * The documents' bytes each client address sent in the last 24 hours (IPv6 by /56, as the rate
 * limit counts), accepted or refused alike: an upload costs the server its reading and checking
 * whatever becomes of it. Like the booking cap (api/bookings/address-quota.ts), addresses are
 * personal data: the counts live in memory only, are never written or logged, and a restart
 * forgets them. `mbPerDay` 0 turns the cap off.
 */
export function byteAllowance(mbPerDay: number): ByteAllowance {
  const perDay = Math.round(mbPerDay * 1024 * 1024);
  const sent = new Map<string, { at: number; bytes: number }[]>();
  const reserved = new Map<string, number>();
  return {
    begin(address, now, wanted) {
      if (perDay <= 0) return { left: Number.POSITIVE_INFINITY, retryAfterSeconds: 0, end: () => undefined };
      const key = ipKeyGenerator(address || '0.0.0.0');
      const recent = (sent.get(key) ?? []).filter((entry) => now - entry.at < DAY_MS);
      if (recent.length) sent.set(key, recent);
      else sent.delete(key);
      const spent = recent.reduce((sum, entry) => sum + entry.bytes, 0);
      const left = Math.max(0, Math.min(wanted, perDay - spent - (reserved.get(key) ?? 0)));
      reserved.set(key, (reserved.get(key) ?? 0) + left);
      const oldest = recent[0]?.at ?? now;
      let ended = false;
      return {
        left,
        retryAfterSeconds: Math.max(1, Math.ceil((oldest + DAY_MS - now) / 1000)),
        end(bytes) {
          if (ended) return;
          ended = true;
          const still = (reserved.get(key) ?? 0) - left;
          if (still > 0) reserved.set(key, still);
          else reserved.delete(key);
          if (bytes > 0) sent.set(key, [...(sent.get(key) ?? []), { at: now, bytes }]);
        },
      };
    },
  };
}
