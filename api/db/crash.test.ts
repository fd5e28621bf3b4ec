import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { API, type Slot } from '#contract';
import { postJson, request } from '../test-support/http';
import { consultation, inquiry } from '../test-support/payloads';
import { type ServerProcess, startServerProcess } from '../test-support/server-process';
import { removeDir, tempDataDir } from '../test-support/temp-dir';

const WORKERS = 16;
const MAX_REQUESTS = 1500;
/** Kill once this many writes were acknowledged (or after KILL_AFTER_MS, whichever comes first). */
const KILL_AFTER_ACKS = 120;
const KILL_AFTER_MS = 2_500;

let dataDir = '';
let servers: ServerProcess[] = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => server.stop('SIGKILL')));
  servers = [];
  await removeDir(dataDir);
});

async function start(): Promise<ServerProcess> {
  const server = await startServerProcess(dataDir);
  servers.push(server);
  return server;
}

const recordsOf = async (name: string) => (JSON.parse(await readFile(join(dataDir, name), 'utf8')) as { records: Record<string, unknown>[] }).records;

describe('kill -9 in the middle of a stream of writes', () => {
  it('when the server is killed and restarted, then every file parses and holds every acknowledged record', async () => {
    dataDir = await tempDataDir('crash');
    const server = await start();
    const slots = (await request<Slot[]>(server.url + API.consultationSlots)).body.filter((slot) => slot.available);
    const ackedMessages: string[] = [];
    const ackedBookings: string[] = [];
    let sent = 0;
    let failed = 0;
    let killed = false;

    const kill = () => {
      if (killed) return;
      killed = true;
      server.child.kill('SIGKILL');
    };
    const timer = setTimeout(kill, KILL_AFTER_MS);
    const worker = async () => {
      while (!killed && sent < MAX_REQUESTS) {
        const n = sent++;
        const slot = n % 5 === 4 ? slots[Math.floor(n / 5)] : undefined;
        try {
          if (slot) {
            const answer = await postJson(server.url + API.consultationBook, consultation(slot.date, slot.time, { clientEmail: `crash${n}@example.com` }));
            if (answer.status === 201) ackedBookings.push(answer.body.booking.id as string);
          } else {
            const message = `crash-test inquiry ${n}`;
            const answer = await postJson(server.url + API.contact, inquiry({ message }));
            if (answer.status === 201) ackedMessages.push(message);
          }
        } catch {
          failed++; // the connection died with the server: not acknowledged
        }
        if (ackedMessages.length + ackedBookings.length >= KILL_AFTER_ACKS) kill();
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, worker));
    clearTimeout(timer);
    kill();
    await server.stop('SIGKILL');

    // Read the files as the crash left them, before a restart could tidy anything.
    const files = (await readdir(dataDir)).filter((name) => name.endsWith('.json'));
    // The mail log is there once an e-mail was written (as an .eml file, with no SMTP_URL) before the kill; the audit
    // trail (and its head) holds the start-up purge's entry.
    expect(files.filter((name) => name !== 'mail-log.json').sort()).toEqual(['audit-head.json', 'audit.json', 'consultation-bookings.json', 'contact-inquiries.json']);
    for (const name of files) JSON.parse(await readFile(join(dataDir, name), 'utf8'));
    const storedMessages = new Set((await recordsOf('contact-inquiries.json')).map((record) => record.message));
    const storedBookings = new Set((await recordsOf('consultation-bookings.json')).map((record) => record.id));
    expect(ackedMessages.length).toBeGreaterThan(0);
    expect(ackedBookings.length).toBeGreaterThan(0);
    expect(failed).toBeGreaterThan(0); // requests were in flight when the process died
    expect(ackedMessages.filter((message) => !storedMessages.has(message))).toEqual([]);
    expect(ackedBookings.filter((id) => !storedBookings.has(id))).toEqual([]);

    const restarted = await start();
    const after = await request<Slot[]>(restarted.url + API.consultationSlots);
    const again = await postJson(restarted.url + API.contact, inquiry({ message: 'after the crash' }));

    expect(after.status).toBe(200);
    expect(again.status).toBe(201);
    const reloaded = await recordsOf('contact-inquiries.json');
    expect(reloaded.map((record) => record.message)).toEqual(expect.arrayContaining([...ackedMessages, 'after the crash']));
    const bookedKeys = new Set((await recordsOf('consultation-bookings.json')).map((record) => `${record.date} ${record.time}`));
    expect(after.body.filter((slot) => bookedKeys.has(`${slot.date} ${slot.time}`)).every((slot) => !slot.available)).toBe(true);
    // Left by the crash, not the restarted server's own writes under way (the pending e-mails it logs at start).
    const ownTemporary = new RegExp(`\\.${restarted.child.pid}\\.\\d+\\.tmp$`);
    expect((await readdir(dataDir)).filter((name) => name.endsWith('.tmp') && !ownTemporary.test(name))).toEqual([]);
  });
});
