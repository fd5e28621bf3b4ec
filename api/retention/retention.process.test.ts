import { chmod, readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API } from '#contract';
import { postJson } from '../test-support/http';
import { consultation, inquiry } from '../test-support/payloads';
import { cleanupAfterEach, staffCli } from '../test-support/staff-cli';
import { startServerProcess } from '../test-support/server-process';
import { seedOldRecords } from '../test-support/seed-old-records';
import { DAY } from '../test-support/test-clock';
import { startTestApp } from '../test-support/test-app';
import { JOURNAL_FILE } from './forget-journal';

const { dataFolder } = cleanupAfterEach();

/** The slot engine's first free consultation slot from the clock's day on. */
async function firstSlot(url: string): Promise<{ date: string; time: string }> {
  const slots = (await (await fetch(url + API.consultationSlots)).json()) as { date: string; time: string; available: boolean }[];
  return slots.find((slot) => slot.available)!;
}

/** A folder as a server would have left it: a visit and an inquiry from 14 months ago, and a recent inquiry. */
async function folderWithOldRecords(): Promise<string> {
  const dataDir = await dataFolder();
  const app = await startTestApp({ dataDir, now: new Date(Date.now() - 427 * DAY).toISOString(), mail: {} });
  await postJson(app.url + API.contact, inquiry({ firstName: 'Oldfield' }));
  const slot = await firstSlot(app.url);
  expect((await postJson(app.url + API.consultationBook, consultation(slot.date, slot.time, { clientName: 'Bookwell Past' }))).status).toBe(201);
  await app.mail!.runDue();
  app.clock.set(Date.now() - DAY);
  await postJson(app.url + API.contact, inquiry({ firstName: 'Newcombe' }));
  await app.mail!.runDue();
  await app.close();
  return dataDir;
}

async function dataText(dataDir: string): Promise<string> {
  const names = (await readdir(dataDir)).filter((name) => name.endsWith('.json') && !name.startsWith('audit'));
  const mail = await readdir(join(dataDir, 'mail')).catch(() => [] as string[]);
  return [...(await Promise.all(names.map((name) => readFile(join(dataDir, name), 'utf8')))), ...(await Promise.all(mail.map((name) => readFile(join(dataDir, 'mail', name), 'latin1'))))].join('\n');
}

describe('retention, in the server npm start runs', () => {
  it('when the server starts on a folder holding records past their keeping time, then it deletes them before long, leaves the rest, makes the folder 0700; the command line previews and runs purges', async () => {
    const dataDir = await folderWithOldRecords();
    await chmod(dataDir, 0o755);

    const preview = await staffCli(dataDir, ['purge', '--dry-run']);
    expect(preview.code).toBe(0);
    expect(preview.stdout).toMatch(/1 inquiry\b/);
    expect(preview.stdout).toMatch(/1 booking\b/);
    expect(preview.stdout).not.toMatch(/Oldfield|Bookwell/);
    expect(await dataText(dataDir)).toContain('Oldfield');

    const server = await startServerProcess(dataDir);
    try {
      await expect.poll(() => server.output(), { timeout: 15_000 }).toContain('retention purge done');
      expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
      const text = await dataText(dataDir);
      expect(text).not.toContain('Oldfield');
      expect(text).not.toContain('Bookwell');
      expect(text).toContain('Newcombe');
      expect(server.output()).not.toMatch(/Oldfield|Bookwell|Newcombe/);

      const again = await staffCli(dataDir, ['purge', '--dry-run']);
      expect([again.code, again.stdout.trim()]).toEqual([0, 'Nothing has passed its keeping time: a purge now would delete nothing.']);
      const run = await staffCli(dataDir, ['purge']);
      expect([run.code, run.stdout.trim()]).toEqual([0, 'Nothing had passed its keeping time: nothing was deleted.']);
      const bad = await staffCli(dataDir, ['purge', '--everything']);
      expect(bad.code).toBe(2);
      expect(bad.stderr).toContain('Unknown option --everything.');
    } finally {
      await server.stop('SIGTERM');
    }
    const trail = (await readFile(join(dataDir, 'audit.json'), 'utf8')).split('"action":"purge"').length - 1;
    expect(trail).toBe(2);
  });
});

describe('a purge cut short by kill -9', () => {
  it('when the server is killed at any moment of a large purge, then every file parses and every record is whole or gone; the next start finishes the job', async () => {
    const dataDir = await dataFolder();
    const { expired, kept } = await seedOldRecords(dataDir, { count: 12_000, now: Date.now() });
    let before = expired.size;
    // Killed once the purge's journal is on disk (the job has begun), then a little later each time.
    for (const delayMs of [0, 60, 150]) {
      const server = await startServerProcess(dataDir);
      await expect.poll(async () => (await readdir(dataDir)).includes(JOURNAL_FILE), { timeout: 20_000, interval: 5 }).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      await server.stop('SIGKILL');
      const stored = await storedIds(dataDir);
      for (const id of kept) expect(stored.has(id)).toBe(true);
      const left = [...expired].filter((id) => stored.has(id)).length;
      expect(left).toBeLessThanOrEqual(before);
      before = left;
    }
    const server = await startServerProcess(dataDir);
    try {
      await expect.poll(() => server.output(), { timeout: 60_000 }).toContain('retention purge done');
    } finally {
      await server.stop('SIGTERM');
    }
    const stored = await storedIds(dataDir);
    expect([...expired].filter((id) => stored.has(id))).toEqual([]);
    expect([...kept].filter((id) => !stored.has(id))).toEqual([]);
    expect(await readdir(dataDir)).not.toContain(JOURNAL_FILE);
  }, 120_000);
});

/** The ids of every stored inquiry and booking; fails on any file that does not parse or a record that is not whole. */
async function storedIds(dataDir: string): Promise<Set<string>> {
  const ids = new Set<string>();
  for (const name of (await readdir(dataDir)).filter((file) => /^(contact-inquiries|consultation-bookings).*\.json$/.test(file))) {
    const { records } = JSON.parse(await readFile(join(dataDir, name), 'utf8')) as { records: { id: string; createdAt: string; email?: string; clientEmail?: string }[] };
    for (const record of records) {
      expect(record.createdAt).toEqual(expect.any(String));
      expect(record.email ?? record.clientEmail).toMatch(/^seed\d+@example\.com$/);
      ids.add(record.id);
    }
  }
  return ids;
}
