import postgres, { type Sql } from 'postgres';
import { migrate, readMigrations } from '../pg/migrations';
import { postgresFixtures } from './postgres-fixtures';

export interface ClaimsDatabase {
  /** The database's owner: a pool of the test's own, for looking and for ending other sessions. */
  readonly admin: Sql;
  /** A server's pool, named `name` in pg_stat_activity so a test can end its sessions. */
  server(name: string): Sql;
  /** Ends `name`'s sessions that are inside a transaction, as PostgreSQL does for a server that died; resolves with how many. */
  kill(name: string): Promise<number>;
}

/**
 * For the e-mail claims' tests (docs/decisions/077): a real PostgreSQL cluster for the file and,
 * per `open()`, a fresh database with every migration applied, gone after the test.
 */
export function claimsDatabase(label: string) {
  const fixtures = postgresFixtures(label);
  return {
    async open(): Promise<ClaimsDatabase> {
      const made = await fixtures.database();
      const admin = made.connect();
      await migrate(admin, await readMigrations());
      return {
        admin,
        server(name) {
          const sql = postgres(made.url, { max: 2, onnotice: () => undefined, connection: { application_name: name } });
          fixtures.afterTest(() => sql.end({ timeout: 1 }));
          return sql;
        },
        async kill(name) {
          const ended = await admin`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = ${name} AND state = 'idle in transaction'`;
          return ended.length;
        },
      };
    },
  };
}

/** A promise the test resolves when it chooses, and one that says it is being waited on. */
export function gate(): { reached: Promise<void>; passed: Promise<void>; wait(): Promise<void>; open(): void } {
  let open!: () => void;
  let reach!: () => void;
  const passed = new Promise<void>((resolve) => (open = resolve));
  const reached = new Promise<void>((resolve) => (reach = resolve));
  return {
    reached,
    passed,
    wait: () => {
      reach();
      return passed;
    },
    open,
  };
}
