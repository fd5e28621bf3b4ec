import type { Sql } from 'postgres';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { openDatabase } from '../pg/database';
import { migrate, readMigrations } from '../pg/migrations';
import { freshDatabase, startCluster, type TestCluster } from './postgres';

/** The tables of the state every server shares (api/pg/migrations/002-shared-state.sql), emptied before each test. */
const SHARED_TABLES = ['staff_sessions', 'pending_sign_ins', 'sign_in_throttle', 'rate_limit_hits', 'visitor_mail_sent'];

export interface SharedStateDatabase {
  /** This file's database, migrated: as one server's pool of connections. */
  readonly sql: Sql;
  /** Another pool to the same database: a second server. */
  server(): Sql;
}

/**
 * For a contract suite of the shared state (docs/decisions/073): a real PostgreSQL cluster and a
 * fresh database for the file, migrated once; every test starts with the shared tables empty.
 */
export function sharedStateDatabase(label: string): SharedStateDatabase {
  let cluster: TestCluster | undefined;
  let drop: (() => Promise<void>) | undefined;
  let url = '';
  const pools: Sql[] = [];
  const open = () => {
    const sql = openDatabase(url, { max: 4 });
    pools.push(sql);
    return sql;
  };
  beforeAll(async () => {
    cluster = await startCluster();
    const made = await freshDatabase(cluster.adminUrl, label);
    drop = made.drop;
    url = made.url;
    await migrate(open(), await readMigrations());
  }, 60_000);
  beforeEach(async () => {
    await pools[0]!.unsafe(`TRUNCATE ${SHARED_TABLES.join(', ')}`);
  });
  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.end()));
    await drop?.();
    cluster?.stop();
  });
  return {
    get sql() {
      return pools[0]!;
    },
    server: open,
  };
}
