import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CARE_LOCATIONS, IDEMPOTENCY_TTL_MS, SERVICE_TYPES, type StoredContactInquiry } from '../../api/contract';
import type { IdempotencyRecord, RecordFile } from '../../api/db/record-store';

const DAY = 24 * 60 * 60 * 1000;
const FIRST = ['Maria', 'James', 'Linda', 'Robert', 'Angela', 'David', 'Margaret', 'Thomas'];
const LAST = ['Lopez', 'Carter', 'Park', 'Nguyen', 'Okafor', 'Schmidt', 'Rossi', 'Brown'];
const MESSAGE = 'My father has a pressure ulcer on his heel that has been slow to heal for six weeks. ';

/**
 * Writes `contact-inquiries.json` with `count` inquiries (newest last, as the server appends
 * them) and the idempotency keys of the last 7 days' ones, compact JSON like the server's.
 * `spread: 'year'` dates them evenly over the past 365 days, as a year of use would; the
 * server moves past months to their archive files on its first insert. `spread: 'month'`
 * dates them all in the current month, the worst case for the file every insert rewrites.
 */
export function seedInquiries(dataDir: string, count: number, spread: 'year' | 'month' = 'year', now = Date.now()): void {
  const monthStart = Date.parse(`${new Date(now).toISOString().slice(0, 7)}-01T00:00:00Z`);
  const span = spread === 'year' ? 365 * DAY : now - monthStart;
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const records: StoredContactInquiry[] = [];
  const idempotency: IdempotencyRecord[] = [];
  for (let n = 0; n < count; n++) {
    const createdAt = now - Math.round(((count - n) / count) * span);
    const record: StoredContactInquiry = {
      id: randomUUID(),
      firstName: FIRST[n % FIRST.length]!,
      lastName: LAST[(n >> 3) % LAST.length]!,
      email: `seed${n}@example.com`,
      phone: `(555) ${String(100 + (n % 900))}-${String(1000 + (n % 9000))}`,
      ...(n % 3 ? { serviceType: SERVICE_TYPES[n % SERVICE_TYPES.length]!, careLocation: CARE_LOCATIONS[n % CARE_LOCATIONS.length]! } : {}),
      ...(n % 4 ? { message: MESSAGE.repeat(1 + (n % 3)) } : {}),
      consent: 'true',
      createdAt: new Date(createdAt).toISOString(),
    };
    records.push(record);
    if (now - createdAt < IDEMPOTENCY_TTL_MS) {
      idempotency.push({ key: randomUUID(), fingerprint: randomUUID(), resourceId: record.id, createdAt });
    }
  }
  const file: RecordFile<StoredContactInquiry> = { records, idempotency };
  writeFileSync(join(dataDir, 'contact-inquiries.json'), JSON.stringify(file), { mode: 0o600 });
}
