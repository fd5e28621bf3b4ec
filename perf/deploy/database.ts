import { freshDatabase, startCluster } from '../../api/test-support/postgres';

/** Where the servers keep their data: each a folder of its own (lowdb), or one PostgreSQL database for both. */
export type StorageMode = 'lowdb' | 'database';

export interface RunningDatabase {
  /** postgres://postgres@127.0.0.1:<port>/<name>: the one DATABASE_URL every server is given. */
  url: string;
  stop(): Promise<void>;
}

/** The mode a check or bench runs in: `DEPLOY_CHECK_DATABASE=1` (or `--database`) asks for PostgreSQL. */
export function storageMode(env: NodeJS.ProcessEnv, argv: readonly string[]): StorageMode {
  return env.DEPLOY_CHECK_DATABASE === '1' || argv.includes('--database') ? 'database' : 'lowdb';
}

/**
 * A PostgreSQL cluster of its own, as the database tests start one (initdb and pg_ctl as the
 * `postgres` user, a temporary folder, a random port), with one database made for the servers.
 */
export async function startDatabase(): Promise<RunningDatabase> {
  const cluster = await startCluster();
  try {
    const database = await freshDatabase(cluster.adminUrl, 'deploy_check');
    return {
      url: database.url,
      stop: async () => {
        try {
          await database.drop();
        } finally {
          cluster.stop();
        }
      },
    };
  } catch (error) {
    cluster.stop();
    throw error;
  }
}

/** What the server says when it refuses DATABASE_URL (api/config.ts, docs/decisions/072). */
const REFUSAL = /cannot keep its data in PostgreSQL yet/;

/** The error that stops the run: a server that refused DATABASE_URL is named as that, not as a crash. */
export function whyNotStarted(error: unknown, mode: StorageMode): Error {
  const text = error instanceof Error ? error.message : String(error);
  if (mode === 'database' && REFUSAL.test(text)) {
    return new Error('Database mode cannot run yet: the app server refuses DATABASE_URL (PostgreSQL mode has not landed; docs/decisions/072). Run without DEPLOY_CHECK_DATABASE / --database for the lowdb servers.');
  }
  return error instanceof Error ? error : new Error(text);
}

/** The environment of a server in `mode`: one database address for all in database mode, nothing added otherwise. */
export const storageEnv = (database: RunningDatabase | undefined): Record<string, string> => (database ? { DATABASE_URL: database.url } : {});
