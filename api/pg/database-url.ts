const FORM =
  'DATABASE_URL must be a PostgreSQL address: postgres://user:password@host:5432/database, or postgres:///database?host=/var/run/postgresql for the local socket (special characters in the password percent-encoded).';

/**
 * Throws unless `value` is a `postgres://` or `postgresql://` URL with a database name. The message
 * never repeats the value: it may carry the database password.
 */
export function checkDatabaseUrl(value: string): void {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(FORM);
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') throw new Error(`${FORM} It starts with ${url.protocol}//.`);
  if (url.pathname.replace(/^\//, '') === '') throw new Error(`${FORM} It names no database.`);
}
