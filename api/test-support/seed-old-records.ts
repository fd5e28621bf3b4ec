import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const DAY = 24 * 60 * 60 * 1000;
const PART_RECORDS = 2_000;

export interface SeededRecords {
  /** Ids that a purge at `now` must delete (older than the keeping time). */
  expired: Set<string>;
  /** Ids that stay. */
  kept: Set<string>;
}

/**
 * Writes a data folder as a long-running server leaves it: inquiries and consultation bookings in
 * sealed month parts and current files, `expiredShare` of them past a 12-month keeping time at
 * `now`. For the purge tests; test-only.
 */
export async function seedOldRecords(dataDir: string, { count, now, expiredShare = 0.5 }: { count: number; now: number; expiredShare?: number }): Promise<SeededRecords> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const expired = new Set<string>();
  const kept = new Set<string>();
  const parts = new Map<string, { inquiries: object[]; bookings: object[] }>();
  for (let n = 0; n < count; n++) {
    const old = n < count * expiredShare;
    // Old ones 13–20 months back, the rest in the last 10 months: spread over many month parts.
    const at = old ? now - (400 + (n % 200)) * DAY : now - (1 + (n % 300)) * DAY;
    const createdAt = new Date(at).toISOString();
    const month = createdAt.slice(0, 7);
    const part = parts.get(month) ?? { inquiries: [], bookings: [] };
    parts.set(month, part);
    const id = randomUUID();
    (old ? expired : kept).add(id);
    if (n % 2) {
      part.inquiries.push({
        id,
        firstName: `Seed${n}`,
        lastName: 'Example',
        email: `seed${n}@example.com`,
        phone: '555-010-0000',
        serviceType: 'wound-care',
        careLocation: 'home',
        message: 'A seeded message about a wound that is slow to heal.',
        consent: 'true',
        createdAt,
      });
    } else {
      const visit = new Date(at + 2 * DAY).toISOString().slice(0, 10);
      part.bookings.push({
        id,
        date: visit,
        time: `${String(9 + (n % 8)).padStart(2, '0')}:${['00', '15', '30', '45'][n % 4]}`,
        type: 'consultation',
        clientName: `Seed Person ${n}`,
        clientEmail: `seed${n}@example.com`,
        clientPhone: '555-010-0000',
        notes: 'Consultation type: phone',
        createdAt,
        clientAddressKey: 'seeded-fingerprint',
      });
    }
  }
  for (const [month, { inquiries, bookings }] of parts) {
    for (const [name, records] of [
      ['contact-inquiries', inquiries],
      ['consultation-bookings', bookings],
    ] as const) {
      for (let start = 0, number = 1; start < records.length; start += PART_RECORDS, number++) {
        const file = number === 1 ? `${name}-${month}.json` : `${name}-${month}.${number}.json`;
        await writeFile(join(dataDir, file), JSON.stringify({ records: records.slice(start, start + PART_RECORDS), idempotency: [] }), { mode: 0o600 });
      }
    }
  }
  return { expired, kept };
}
