import type { Sql } from 'postgres';
import { openDatabase, prepareDatabase } from '../pg/database';
import { AppSecret } from '../secrets/app-secret';
import type { postgresFixtures } from './postgres-fixtures';

/** The role the app connects as in these tests: it owns its database and is no superuser, as in deploy/README.md. */
const ROLE = 'care';
const PASSWORD = 'care password, sent through PGPASSWORD';

/**
 * A fresh database owned by an ordinary role, and its URL for that role (with a password, though
 * the test cluster trusts loopback): a backup and a restore run with the rights a server has.
 */
export async function ownedDatabase(fixtures: ReturnType<typeof postgresFixtures>): Promise<{ url: string; connect(): Sql }> {
  const made = await fixtures.database();
  const admin = made.connect();
  await admin.unsafe(`DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${ROLE}') THEN CREATE ROLE ${ROLE} LOGIN PASSWORD '${PASSWORD}'; END IF; END $$`);
  const [row] = await admin<{ name: string }[]>`SELECT current_database() AS name`;
  const name = row!.name;
  await admin.unsafe(`ALTER DATABASE "${name}" OWNER TO ${ROLE}`);
  const url = made.url.replace('//postgres@', `//${ROLE}:${encodeURIComponent(PASSWORD)}@`);
  return {
    url,
    connect() {
      const sql = openDatabase(url, { max: 2 });
      fixtures.afterTest(() => sql.end());
      return sql;
    },
  };
}

/** The migrations, the secret's proof, and rows of every kind a backup must carry: text, JSON, bytes, times, NULLs. */
export async function fillDatabase(sql: Sql, secret: string, rows = 50): Promise<void> {
  const appSecret = AppSecret.fromString(secret);
  await prepareDatabase(sql, (purpose, text) => appSecret.sign(purpose, text));
  await sql`CREATE TABLE IF NOT EXISTS test_records (id serial PRIMARY KEY, body jsonb NOT NULL, file bytea, noted_at timestamptz, note text)`;
  await sql`INSERT INTO test_records (body, file, noted_at, note)
    SELECT jsonb_build_object('n', n, 'wound', 'venous ulcer ' || n, 'tags', jsonb_build_array('a', 'ü', n)), decode(md5(n::text), 'hex'), '2026-12-06T07:00:00Z'::timestamptz + n * interval '1 minute', CASE WHEN n % 3 = 0 THEN NULL ELSE 'note ' || n END
    FROM generate_series(1, ${rows}) AS n`;
  await sql`INSERT INTO staff_sessions VALUES ('key-1', 's1', 'u1', 'nurse', 'Firefox', now(), now())`;
}

/** Every table's rows, in order, as text: two databases with equal answers hold the same data. */
export async function contentsOf(sql: Sql): Promise<Record<string, string[]>> {
  const tables = await sql<{ name: string }[]>`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`;
  const contents: Record<string, string[]> = {};
  for (const { name } of tables) {
    const rows = await sql.unsafe<{ row: string }[]>(`SELECT t::text AS row FROM "${name.replaceAll('"', '""')}" t ORDER BY 1`);
    contents[name] = rows.map(({ row }) => row);
  }
  return contents;
}
