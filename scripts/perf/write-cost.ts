import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openContactStore } from '../../api/contact/contact.store';
import { seedInquiries } from './bench-seed';

export interface WriteCost {
  records: number;
  spread: 'year' | 'month';
  /** Size of the file each insert rewrites (the current month's). */
  fileBytes: number;
  /** One acknowledged insert, alone: serialise + write + fsync file and folder. */
  medianMs: number;
  p99Ms: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/**
 * Times sequential inserts (each one its own durable write) into a store already holding
 * `records` inquiries. The first insert, which moves past months to their archives, is not timed.
 */
export async function measureWriteCost(records: number, spread: 'year' | 'month', inserts = 60): Promise<WriteCost> {
  const dataDir = mkdtempSync(join(tmpdir(), 'woundcare-write-cost-'));
  try {
    seedInquiries(dataDir, records, spread);
    const store = await openContactStore(dataDir);
    const times: number[] = [];
    for (let n = -1; n < inserts; n++) {
      const now = Date.now();
      const started = performance.now();
      await store.insertOnce({ idempotencyKey: `write-cost-${n}`, payload: { n }, now }, () => ({
        id: crypto.randomUUID(),
        firstName: 'Maria',
        lastName: 'Lopez',
        email: `write${n}@example.com`,
        phone: '(555) 201-3344',
        consent: 'true',
        createdAt: new Date(now).toISOString(),
      }));
      if (n >= 0) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return { records, spread, fileBytes: statSync(join(dataDir, 'contact-inquiries.json')).size, medianMs: percentile(times, 50), p99Ms: percentile(times, 99) };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
