import type { Sql } from 'postgres';
import type { Clock } from '../clock';
import { latestOf, type ServeCheck } from './health.router';

/** How long `select 1` may take before the database counts as unreachable: well inside a load balancer's health timeout. */
export const DATABASE_CHECK_TIMEOUT_MS = 2_000;

export const DATABASE_UNREACHABLE = 'The database cannot be reached: this server cannot read or store anything until it can.';

/**
 * PostgreSQL mode (docs/decisions/078): a server can serve while its database answers `select 1`
 * within DATABASE_CHECK_TIMEOUT_MS, asked at most once in WRITE_CHECK_MS (checks meanwhile share
 * the outcome). Not the data folder's disk: a shared disk's trouble would take every server out
 * of rotation at once, and in this mode the data is in the database.
 */
export function databaseCheck(sql: Sql, clock: Clock, timeoutMs = DATABASE_CHECK_TIMEOUT_MS): ServeCheck {
  return latestOf(() => reachable(sql, timeoutMs).then((ok) => (ok ? null : DATABASE_UNREACHABLE)), clock);
}

async function reachable(sql: Sql, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  const answered = sql`SELECT 1`.then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}
