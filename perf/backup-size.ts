/**
 * How big and how slow a backup is at a given data size (decision 027): fills a temporary data folder
 * to about `--mb` MB (default 1024) of record files laid out as the server leaves them (sealed
 * monthly parts of about 1 MB for inquiries, bookings and the audit trail, and one .eml file per
 * e-mail), then backs it up as the server and `npm run backup` do (snapshot in the write gate,
 * tar, age to a public key, fsync) and restores it, printing sizes and seconds. Not part of
 * `npm test`: `npx tsx perf/backup-size.ts [--mb 1024] [--no-restore]`.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateIdentity, identityToRecipient } from 'age-encryption';
import { writeEncryptedArchive } from '../api/backup/archive';
import { restoreBackup } from '../api/backup/restore';
import { removeSnapshot, takeSnapshot } from '../api/db/snapshot';
import { StorageCeiling } from '../api/db/storage-ceiling';

const MB = 1024 * 1024;
const PART_BYTES = MB;
const FIRST = ['Maria', 'James', 'Linda', 'Robert', 'Angela', 'David', 'Margaret', 'Thomas'];
const LAST = ['Lopez', 'Carter', 'Park', 'Nguyen', 'Okafor', 'Schmidt', 'Rossi', 'Brown'];
const WORDS = 'pressure ulcer heel slow heal weeks dressing drainage diabetic foot venous leg wound home visit swelling redness pain'.split(' ');

/** Free text that varies like people's words do (tar and age do not compress, but a repeated string would flatter nothing). */
const prose = (words: number) => Array.from({ length: words }, () => WORDS[Math.floor(Math.random() * WORDS.length)]).join(' ');

const inquiry = (n: number, createdAt: string) => ({
  id: randomUUID(),
  firstName: FIRST[n % 8],
  lastName: LAST[(n >> 3) % 8],
  email: `visitor${n}@example.com`,
  phone: `(555) ${100 + (n % 900)}-${1000 + (n % 9000)}`,
  serviceType: 'wound-care',
  careLocation: 'home',
  message: prose(20 + (n % 60)),
  consent: 'true',
  createdAt,
  messages: [{ id: randomUUID(), template: 'inquiry-received' }, { id: randomUUID(), template: 'staff-new-inquiry' }],
});
const booking = (n: number, createdAt: string) => ({
  id: randomUUID(),
  createdAt,
  date: createdAt.slice(0, 10),
  time: '10:00',
  type: 'consultation',
  clientName: `${FIRST[n % 8]} ${LAST[(n >> 3) % 8]}`,
  clientEmail: `client${n}@example.com`,
  clientPhone: '555-302-4455',
  notes: prose(10 + (n % 30)),
  addressKey: randomBytes(32).toString('base64url'),
});
const audit = (n: number, createdAt: string) => ({
  id: randomUUID(),
  createdAt,
  actor: 'coordinator',
  action: n % 3 ? 'view-inquiry' : 'view-bookings',
  recordIds: Array.from({ length: 1 + (n % 12) }, () => randomUUID()),
  address: '203.0.113.7',
  outcome: 'ok',
});

/** Writes `bytes` of records as `<name>-YYYY-MM[.N].json` parts of about 1 MB, months going back from March 2026. */
function writeParts(dataDir: string, name: string, bytes: number, make: (n: number, createdAt: string) => object): number {
  let written = 0;
  let n = 0;
  let files = 0;
  for (let part = 0; written < bytes; part++) {
    const month = new Date(Date.UTC(2026, 2 - Math.floor(part / 40), 1)).toISOString().slice(0, 7);
    const number = (part % 40) + 1;
    const records: object[] = [];
    let size = 0;
    while (size < PART_BYTES) {
      const record = make(n++, `${month}-${String(1 + (n % 28)).padStart(2, '0')}T14:00:00.000Z`);
      size += JSON.stringify(record).length + 1;
      records.push(record);
    }
    const text = JSON.stringify({ records, idempotency: [] });
    writeFileSync(join(dataDir, number === 1 ? `${name}-${month}.json` : `${name}-${month}.${number}.json`), text, { mode: 0o600 });
    written += text.length;
    files++;
  }
  return files;
}

/** One e-mail as the .eml fallback writes it: headers, a text part and an HTML part. */
function writeMail(dataDir: string, bytes: number): number {
  mkdirSync(join(dataDir, 'mail'), { mode: 0o700 });
  let written = 0;
  let files = 0;
  while (written < bytes) {
    const id = randomUUID();
    const body = prose(120);
    const text = [
      `Message-ID: <${id}@evergreen.example>`,
      'From: "Evergreen Mobile Wound Care" <care@evergreenwoundcare.com>',
      `To: visitor${files}@example.com`,
      'Subject: Your visit is booked',
      'Content-Type: multipart/alternative; boundary="b"',
      '',
      '--b',
      'Content-Type: text/plain; charset=utf-8',
      '',
      body,
      '--b',
      'Content-Type: text/html; charset=utf-8',
      '',
      `<!doctype html><html><body><main><h1>Your visit is booked</h1><p>${body}</p><p>${prose(200)}</p></main></body></html>`,
      '--b--',
      '',
    ].join('\r\n');
    writeFileSync(join(dataDir, 'mail', `20260301T100000Z-booking-confirmed-${id}.eml`), text, { mode: 0o600 });
    written += text.length;
    files++;
  }
  return files;
}

const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);
/** CPU time of this process since `from`: unlike the wall clock, it does not grow with the machine's other work. */
const cpuSeconds = (from: NodeJS.CpuUsage) => {
  const { user, system } = process.cpuUsage(from);
  return ((user + system) / 1e6).toFixed(1);
};

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const mbIndex = args.indexOf('--mb');
  const targetMb = mbIndex >= 0 ? Number(args[mbIndex + 1]) : 1024;
  if (!Number.isFinite(targetMb) || targetMb <= 0) throw new Error('--mb takes a number of megabytes, e.g. --mb 1024');
  const work = mkdtempSync(join(tmpdir(), 'woundcare-backup-size-'));
  try {
    const dataDir = join(work, 'data');
    mkdirSync(dataDir, { mode: 0o700 });
    const filling = performance.now();
    const target = targetMb * MB;
    const files =
      writeParts(dataDir, 'contact-inquiries', target * 0.55, inquiry) +
      writeParts(dataDir, 'consultation-bookings', target * 0.15, booking) +
      writeParts(dataDir, 'audit', target * 0.15, audit) +
      writeMail(dataDir, target * 0.15);
    const { used } = await StorageCeiling.open(dataDir, 0);
    console.log(`Filled ${dataDir}: ${files} files, ${(used / MB).toFixed(0)} MB, in ${seconds(filling)} s.`);

    const identity = await generateIdentity();
    const file = join(work, 'backup.tar.age');
    const started = performance.now();
    const cpu = process.cpuUsage();
    const snapshot = await takeSnapshot(dataDir);
    let bytes: number;
    try {
      bytes = await writeEncryptedArchive(snapshot.folder, file, { recipient: await identityToRecipient(identity) });
    } finally {
      await removeSnapshot(snapshot.folder);
    }
    const backupSeconds = seconds(started);
    const { heapUsed, rss } = process.memoryUsage();
    console.log(
      `Backup: ${snapshot.files} files, ${(bytes / MB).toFixed(0)} MB encrypted, ${backupSeconds} s (${cpuSeconds(cpu)} s of CPU) ` +
        `(snapshot: writes held for ${snapshot.pauseMs} ms); memory after: heap ${(heapUsed / MB).toFixed(0)} MB, rss ${(rss / MB).toFixed(0)} MB.`,
    );
    if (!args.includes('--no-restore')) {
      const restoring = performance.now();
      const restoreCpu = process.cpuUsage();
      const restored = await restoreBackup(file, join(work, 'restored'), { identities: [identity] });
      console.log(`Restore: ${restored.files} files in ${seconds(restoring)} s (${cpuSeconds(restoreCpu)} s of CPU).`);
    }
    console.log(`Machine load average when done: ${loadavg().map((load) => load.toFixed(1)).join(' ')} on ${availableParallelism()} cores.`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
