import postgres, { type Sql } from 'postgres';
import { checkSecret } from './secret-check';
import { migrate, type MigrationOutcome, readMigrations } from './migrations';

export interface DatabaseOptions {
  /** Connections this process may hold at most. */
  max?: number;
  /** PostgreSQL's notices ("extension already exists, skipping"): the server logs them at debug level. */
  onNotice?: (message: string) => void;
}

/** A pool of connections to DATABASE_URL (checked by config.ts), named in pg_stat_activity as this application. */
export function openDatabase(url: string, { max = 10, onNotice = () => undefined }: DatabaseOptions = {}): Sql {
  return postgres(url, {
    max,
    onnotice: (notice) => onNotice(String(notice.message)),
    connection: { application_name: 'woundcare' },
  });
}

/**
 * What a server does with the database before it serves: the schema brought up to date (every
 * server starting runs this; one applies, the others wait and find nothing to do), then this
 * server's APP_SECRET checked against the database's.
 */
export async function prepareDatabase(sql: Sql, sign: (purpose: string, text: string) => string, folder?: string): Promise<MigrationOutcome & { secret: 'recorded' | 'matches' }> {
  const outcome = await migrate(sql, await readMigrations(folder));
  return { ...outcome, secret: await checkSecret(sql, sign) };
}
