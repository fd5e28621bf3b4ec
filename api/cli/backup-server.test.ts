import { spawn } from 'node:child_process';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { API, type Slot } from '#contract';
import { ageKeyPair, backupScript } from '../test-support/backup-cli';
import { postJson, request } from '../test-support/http';
import { consultation, inquiry } from '../test-support/payloads';
import { serverFixtures } from '../test-support/server-fixtures';
import { compiledArgs, projectRoot } from '../test-support/compiled';

// `npm run backup` against the real server while it takes a steady stream of bookings and
// inquiries: the restored folder holds every write acknowledged before the backup began, whole.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 60_000 });

const WORKERS = 8;
/** Writes acknowledged before the backup starts, and after it ended, so it ran in the middle of the stream. */
const ACKS_BEFORE = 40;
const ACKS_AFTER = 10;

const { folder, start } = serverFixtures({ after: 'each', signal: 'SIGKILL' });

/** Every file under `root`, by path relative to it. */
async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(root, join(entry.parentPath, entry.name))).sort();
}

async function recordsIn(root: string, collection: string): Promise<Record<string, unknown>[]> {
  const names = (await readdir(root)).filter((name) => name === `${collection}.json` || (name.startsWith(`${collection}-`) && name.endsWith('.json')));
  const files = await Promise.all(names.map(async (name) => JSON.parse(await readFile(join(root, name), 'utf8')) as { records: Record<string, unknown>[] }));
  return files.flatMap((file) => file.records);
}

/** `npm run backup` as its own process, started now; resolves when it exits. */
function startBackup(dataDir: string, file: string, recipient: string) {
  const child = spawn(process.execPath, compiledArgs('backup', [file, '--recipient', recipient]), { cwd: projectRoot, env: { ...process.env, DATA_DIR: dataDir } });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) => child.on('close', (code) => resolve({ code, output })));
}

describe('npm run backup while the server takes writes', () => {
  it('when restored into a fresh folder and served, then every write acknowledged before the backup began is there, and nothing is half', async () => {
    const dataDir = await folder('backup-live');
    const work = await folder('backup-live-out');
    const keys = await ageKeyPair();
    const keyFile = join(work, 'key.txt');
    await writeFile(keyFile, keys.keyFile);
    const server = await start(dataDir);
    const slots = (await request<Slot[]>(server.url + API.consultationSlots)).body.filter((slot) => slot.available);

    const acked = { messages: [] as string[], bookings: [] as string[] };
    const sent = { messages: new Set<string>(), bookings: new Set<string>() };
    let backup: ReturnType<typeof startBackup> | null = null;
    let ackedBefore = { messages: [] as string[], bookings: [] as string[] };
    let ackedAtEnd = -1;
    let n = 0;
    const file = join(work, 'live.tar.age');
    const worker = async () => {
      while (ackedAtEnd < 0 || acked.messages.length + acked.bookings.length < ackedAtEnd + ACKS_AFTER) {
        const index = n++;
        const slot = index % 4 === 3 ? slots[Math.floor(index / 4)] : undefined;
        if (slot) {
          const answer = await postJson(server.url + API.consultationBook, consultation(slot.date, slot.time, { clientEmail: `live${index}@example.com` }));
          if (answer.status === 201) acked.bookings.push(answer.body.booking.id as string);
          sent.bookings.add(`${slot.date} ${slot.time}`);
        } else {
          const message = `backup under load ${index}`;
          sent.messages.add(message);
          const answer = await postJson(server.url + API.contact, inquiry({ message }));
          if (answer.status === 201) acked.messages.push(message);
        }
        if (!backup && acked.messages.length + acked.bookings.length >= ACKS_BEFORE) {
          // What was acknowledged before the command even started, so before its snapshot request.
          ackedBefore = { messages: [...acked.messages], bookings: [...acked.bookings] };
          backup = startBackup(dataDir, file, keys.recipient);
          void backup.then(() => (ackedAtEnd = acked.messages.length + acked.bookings.length));
        }
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, worker));
    const made = await backup!;
    const ackedDuring = ackedAtEnd - ackedBefore.messages.length - ackedBefore.bookings.length;
    await server.stop('SIGTERM');

    const target = join(await folder('backup-live-restored'), 'data');
    const restored = await backupScript('restore', target, [file, '--identity', keyFile]);

    expect(made).toMatchObject({ code: 0 });
    expect(restored).toMatchObject({ code: 0, stderr: '' });
    // The stream went on while the backup ran: the snapshot was taken between writes, not in a quiet moment.
    expect(ackedDuring).toBeGreaterThan(0);
    const files = await filesUnder(target);
    expect(files.filter((name) => name.endsWith('.tmp') || name.startsWith('.'))).toEqual([]);
    for (const name of files.filter((name) => name.endsWith('.json'))) JSON.parse(await readFile(join(target, name), 'utf8'));
    // Write-once files (the e-mails) are byte for byte those the server wrote, never a part of one.
    for (const name of files.filter((name) => name.endsWith('.eml'))) expect(await readFile(join(target, name), 'utf8')).toBe(await readFile(join(dataDir, name), 'utf8'));
    const messages = (await recordsIn(target, 'contact-inquiries')).map((record) => record.message as string);
    const bookings = await recordsIn(target, 'consultation-bookings');
    expect(ackedBefore.messages.filter((message) => !messages.includes(message))).toEqual([]);
    expect(ackedBefore.bookings.filter((id) => !bookings.some((booking) => booking.id === id))).toEqual([]);
    // Nothing that was never sent, and no record twice.
    expect(messages.filter((message) => !sent.messages.has(message))).toEqual([]);
    expect(new Set(messages).size).toBe(messages.length);
    expect(bookings.filter((booking) => !sent.bookings.has(`${booking.date} ${booking.time}`))).toEqual([]);

    const revived = await start(target);
    const after = (await request<Slot[]>(revived.url + API.consultationSlots)).body;
    const booked = new Set(bookings.map((booking) => `${booking.date} ${booking.time}`));
    expect(after.filter((slot) => booked.has(`${slot.date} ${slot.time}`)).every((slot) => !slot.available)).toBe(true);
    expect((await postJson(revived.url + API.contact, inquiry({ message: 'after the restore' }))).status).toBe(201);
  });

  it('when a backup was cut off and left its snapshot, then the next server start removes it and nothing else', async () => {
    const dataDir = await folder('backup-leftover');
    await mkdir(join(dataDir, '.snapshot-0123456789abcdef', 'mail'), { recursive: true });
    await writeFile(join(dataDir, '.snapshot-0123456789abcdef', 'contact-inquiries.json'), '{"records":[],"idempotency":[]}');
    await writeFile(join(dataDir, '.snapshot-notes'), 'not a snapshot folder');

    const server = await start(dataDir);

    expect((await readdir(dataDir)).filter((name) => name.startsWith('.snapshot'))).toEqual(['.snapshot-notes']);
    expect(server.output()).toContain('Removed the snapshots of backups that did not finish.');
  });
});
