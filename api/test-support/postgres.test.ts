import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, startCluster, type TestCluster } from './postgres';

describe('the test PostgreSQL', () => {
  let cluster: TestCluster;
  beforeAll(async () => {
    cluster = await startCluster();
  }, 60_000);
  afterAll(() => cluster?.stop());

  it('when a database is made for a test file, then it takes connections and btree_gist, and is gone once dropped', async () => {
    const database = await freshDatabase(cluster.adminUrl, 'harness');
    const sql = postgres(database.url, { max: 1, onnotice: () => undefined });
    try {
      await sql`CREATE EXTENSION IF NOT EXISTS btree_gist`;
      const [row] = await sql<{ version: string }[]>`SELECT current_setting('server_version_num') AS version`;
      expect(Number(row!.version)).toBeGreaterThanOrEqual(150000);
    } finally {
      await sql.end();
    }
    await database.drop();
    const admin = postgres(cluster.adminUrl, { max: 1 });
    try {
      const left = await admin`SELECT 1 FROM pg_database WHERE datname = ${database.url.split('/').pop()!}`;
      expect(left).toHaveLength(0);
    } finally {
      await admin.end();
    }
  });
});
