import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { API } from '#contract';
import { APP_SECRET_NEEDED } from '../database-mode';
import { postJson, request } from '../test-support/http';
import { consultation } from '../test-support/payloads';
import { postgresFixtures } from '../test-support/postgres-fixtures';
import { type ServerProcess, startServerProcess } from '../test-support/server-process';
import { removeDir, tempDataDir } from '../test-support/temp-dir';

const fixtures = postgresFixtures('database_mode');
const APP_SECRET = 'one-secret-for-every-server-of-this-database-0123456789';

/** The server `npm start` runs, compiled, on a data folder of its own and the given database. */
async function serverOn(databaseUrl: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const dataDir = await tempDataDir('database-mode');
  fixtures.afterTest(() => removeDir(dataDir));
  const server = await startServerProcess(dataDir, { DATABASE_URL: databaseUrl, APP_SECRET, ...env });
  fixtures.afterTest(() => server.stop('SIGTERM'));
  return server;
}

/** Asks /healthz until it answers `status`: the check's outcome stands a few seconds (WRITE_CHECK_MS). */
async function healthBecomes(server: ServerProcess, status: number): Promise<void> {
  const deadline = Date.now() + 20_000;
  while ((await request(server.url + '/healthz')).status !== status) {
    if (Date.now() > deadline) throw new Error(`/healthz did not answer ${status} within 20 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('the compiled server with DATABASE_URL', () => {
  it('when two servers share one database, then a time booked on one is taken on the other, and each says it can serve until the database stops', async () => {
    const { url } = await fixtures.database();
    const one = await serverOn(url);
    const two = await serverOn(url);
    const slots = (await request(one.url + API.consultationSlots)).body as { date: string; time: string; available: boolean }[];
    const free = slots.find((slot) => slot.available)!;

    const booked = await postJson(one.url + API.consultationBook, consultation(free.date, free.time));
    const listed = ((await request(two.url + API.consultationSlots)).body as typeof slots).find((slot) => slot.date === free.date && slot.time === free.time);
    const refused = await postJson(two.url + API.consultationBook, consultation(free.date, free.time, { clientEmail: 'someone.else@example.com' }));

    expect(booked.status).toBe(201);
    expect(listed?.available).toBe(false);
    expect(refused.status).toBe(409);
    expect((await request(one.url + '/healthz')).status).toBe(200);
    expect((await request(two.url + '/healthz')).status).toBe(200);
    expect(one.output()).toMatch(/"records":"postgresql"/);

    fixtures.cluster().pause();
    try {
      await healthBecomes(one, 503);
      expect((await request(one.url + '/healthz')).body).toMatchObject({ ok: false, reason: expect.stringMatching(/database cannot be reached/) });
    } finally {
      fixtures.cluster().resume();
    }
    await healthBecomes(one, 200);
  });

  it('when APP_SECRET is missing, then the server refuses to start, says why without the password, and writes nothing to its data folder', async () => {
    const dataDir = await tempDataDir('database-mode');
    fixtures.afterTest(() => removeDir(dataDir));

    const error = await startServerProcess(dataDir, { DATABASE_URL: 'postgres://care:s3cret-pw@127.0.0.1:1/evergreen' }).then(
      () => new Error('it started'),
      (refused: Error) => refused,
    );

    expect(error.message).toMatch(/^server exited with 1 before listening/);
    expect(error.message).toContain(APP_SECRET_NEEDED);
    expect(error.message).not.toContain('s3cret-pw');
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('when a second server has another APP_SECRET, then it refuses to start, naming neither secret', async () => {
    const { url } = await fixtures.database();
    await serverOn(url);
    const dataDir = await tempDataDir('database-mode');
    fixtures.afterTest(() => removeDir(dataDir));

    const other = 'another-secret-that-this-database-never-saw-0123456789';
    const error = await startServerProcess(dataDir, { DATABASE_URL: url, APP_SECRET: other }).then(
      () => new Error('it started'),
      (refused: Error) => refused,
    );

    expect(error.message).toMatch(/^server exited with 1 before listening/);
    expect(error.message).toMatch(/APP_SECRET/);
    expect(error.message).not.toContain(other);
    expect(error.message).not.toContain(APP_SECRET);
  });
});
