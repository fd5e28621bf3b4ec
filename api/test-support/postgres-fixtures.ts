import type { Sql } from 'postgres';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { openDatabase } from '../pg/database';
import { freshDatabase, startCluster, type TestCluster } from './postgres';

/**
 * A real PostgreSQL cluster for a test file, and a fresh database per call: each database, the
 * connections opened to it and whatever else a test hands to `afterTest` are gone after that test,
 * newest first; the cluster after the file.
 */
export function postgresFixtures(label: string) {
  let cluster: TestCluster;
  beforeAll(async () => {
    cluster = await startCluster();
  }, 60_000);
  afterAll(() => cluster?.stop());

  const cleanup: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  return {
    /** The file's cluster (to stop and start it again), once its tests run. */
    cluster: () => cluster,
    afterTest(step: () => Promise<unknown>): void {
      cleanup.push(step);
    },
    /** A fresh database, and a way to open a server's connections to it. */
    async database(): Promise<{ url: string; connect(): Sql }> {
      const made = await freshDatabase(cluster.adminUrl, label);
      cleanup.push(() => made.drop());
      return {
        url: made.url,
        connect() {
          const sql = openDatabase(made.url, { max: 2 });
          cleanup.push(() => sql.end());
          return sql;
        },
      };
    },
  };
}
