import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CARE_LOCATIONS, IDEMPOTENCY_TTL_MS, SERVICE_TYPES, type StoredContactInquiry } from '#contract';
import { seal } from '../api/db/month-archive';
import type { IdempotencyRecord, RecordFile } from '../api/db/record-file';
import { SEAL_BYTES } from '../api/db/record-store';

const DAY = 24 * 60 * 60 * 1000;
const FIRST = ['Maria', 'James', 'Linda', 'Robert', 'Angela', 'David', 'Margaret', 'Thomas'];
const LAST = ['Lopez', 'Carter', 'Park', 'Nguyen', 'Okafor', 'Schmidt', 'Rossi', 'Brown'];
const MESSAGE = 'My father has a pressure ulcer on his heel that has been slow to heal for six weeks. ';

/**
 * Stores `count` inquiries (newest last, as the server appends them) with the idempotency keys
 * of the last 7 days' ones, laid out as the server leaves them: sealed monthly parts of about
 * a megabyte, and the newest records (under a megabyte, this month's) in `contact-inquiries.json`,
 * dated evenly over the past 365 days, as a year of use would.
 */
export async function seedInquiries(dataDir: string, count: number, now = Date.now()): Promise<void> {
  const span = 365 * DAY;
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
  // The newest records stay in the current file, as long as they are this month's and under the seal size.
  const month = new Date(now).toISOString().slice(0, 7);
  let current = records.length;
  let bytes = 0;
  while (current > 0 && records[current - 1]!.createdAt.startsWith(month)) {
    bytes += Buffer.byteLength(JSON.stringify(records[current - 1])) + 1;
    if (bytes >= SEAL_BYTES) break;
    current--;
  }
  const sealedIds = new Set(records.slice(0, current).map((record) => record.id));
  await seal(dataDir, 'contact-inquiries', records.slice(0, current), idempotency.filter((key) => sealedIds.has(key.resourceId)), new Map(), month, SEAL_BYTES);
  const file: RecordFile<StoredContactInquiry> = {
    records: records.slice(current),
    idempotency: idempotency.filter((key) => !sealedIds.has(key.resourceId)),
  };
  writeFileSync(join(dataDir, 'contact-inquiries.json'), JSON.stringify(file), { mode: 0o600 });
}
