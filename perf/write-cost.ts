import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openContactStore } from '../api/contact/contact.store';
import { seedInquiries } from './bench-seed';

export interface WriteCost {
  records: number;
  spread: 'year' | 'month';
  /** Opening the store: every sealed part and the current file read, one at a time. */
  startMs: number;
  /** Largest size of the file an insert rewrote (the current file). */
  fileBytes: number;
  /** One acknowledged insert, alone: serialise + write + fsync file and folder (and, now and then, a seal). */
  medianMs: number;
  p99Ms: number;
  maxMs: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Times sequential inserts (each one its own durable write) into a store already holding `records` inquiries. */
export async function measureWriteCost(records: number, spread: 'year' | 'month', inserts = 200): Promise<WriteCost> {
  const dataDir = mkdtempSync(join(tmpdir(), 'woundcare-write-cost-'));
  try {
    await seedInquiries(dataDir, records, spread);
    const opening = performance.now();
    const store = await openContactStore(dataDir);
    const startMs = performance.now() - opening;
    if (store.records.length !== records) throw new Error(`seeded ${records} inquiries, the store read ${store.records.length}`);
    const times: number[] = [];
    let fileBytes = 0;
    for (let n = 0; n < inserts; n++) {
      const now = Date.now();
      const started = performance.now();
      await store.insertOnce({ idempotencyKey: `write-cost-${n}`, payload: { n }, now }, () => ({
        id: crypto.randomUUID(),
        firstName: 'Maria',
        lastName: 'Lopez',
        email: `write${n}@example.com`,
        phone: '(555) 201-3344',
        message: 'My mother has a leg ulcer that has not healed in two months. '.repeat(20),
        consent: 'true',
        createdAt: new Date(now).toISOString(),
      }));
      times.push(performance.now() - started);
      fileBytes = Math.max(fileBytes, statSync(join(dataDir, 'contact-inquiries.json')).size);
    }
    times.sort((a, b) => a - b);
    return { records, spread, startMs, fileBytes, medianMs: percentile(times, 50), p99Ms: percentile(times, 99), maxMs: times.at(-1)! };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
