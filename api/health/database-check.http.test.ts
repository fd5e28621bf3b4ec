import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../pg/database';
import { postgresFixtures } from '../test-support/postgres-fixtures';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { DATABASE_UNREACHABLE, databaseCheck } from './database-check';
import { WRITE_CHECK_MS } from './health.router';

vi.setConfig({ testTimeout: 60_000 });

const fixtures = postgresFixtures('health');

let app: TestApp | undefined;
afterEach(async () => {
  await app?.destroy();
  app = undefined;
});

const health = async () => {
  const response = await fetch(`${app!.url}/healthz`);
  return { status: response.status, body: (await response.json()) as unknown, cache: response.headers.get('cache-control') };
};

describe('/healthz in PostgreSQL mode', () => {
  it('when the database stops, then /healthz answers 503 with a plain reason once its last check is old; when it is back, 200 again', async () => {
    const { connect } = await fixtures.database();
    const sql = connect();
    app = await startTestApp({ canServe: (clock) => databaseCheck(sql, clock) });
    expect(await health()).toEqual({ status: 200, body: { ok: true }, cache: 'no-store' });

    fixtures.cluster().pause();
    try {
      // The last check's outcome stands for WRITE_CHECK_MS by the app's clock, however many probes come.
      expect((await health()).status).toBe(200);
      app.clock.advance(WRITE_CHECK_MS);
      expect(await health()).toEqual({ status: 503, body: { ok: false, reason: DATABASE_UNREACHABLE }, cache: 'no-store' });
    } finally {
      fixtures.cluster().resume();
    }
    app.clock.advance(WRITE_CHECK_MS);
    expect(await health()).toEqual({ status: 200, body: { ok: true }, cache: 'no-store' });
    expect(app.serverErrors).toEqual([]);
  });

  it('when the database does not answer within the check\'s time, then the server counts it as unreachable rather than waiting', async () => {
    const { url, connect } = await fixtures.database();
    const admin = connect();
    const sql = openDatabase(url, { max: 1 });
    fixtures.afterTest(() => sql.end());
    const check = databaseCheck(sql, { now: () => 0 }, 200);
    await admin`CREATE TABLE gate (id int)`;
    const blocked: Promise<unknown>[] = [];
    let reason: string | null = null;

    // The server's one connection waits on a lock another holds, so its `select 1` waits behind it.
    await admin.begin(async (tx) => {
      await tx`LOCK TABLE gate IN ACCESS EXCLUSIVE MODE`;
      // A query is sent once it is awaited or executed.
      blocked.push(sql`SELECT count(*) FROM gate`.execute());
      reason = await check();
    });
    await Promise.all(blocked);

    expect(reason).toBe(DATABASE_UNREACHABLE);
  });
});
