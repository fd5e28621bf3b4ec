import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Sql } from 'postgres';

/**
 * The schema's migrations: `NNN-name.sql` beside this module (copied beside the server's bundle by
 * build/compiled.mjs), applied in order of NNN. Never edited once landed: a change is a new file.
 */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** One key for every server of every database: the migration lock is taken in the database being migrated. */
export const MIGRATION_LOCK_KEY = 0x77_63_6d_69_67; // "wcmig"

const FILE_NAME = /^(\d{3})-[a-z0-9]+(?:-[a-z0-9]+)*\.sql$/;

export interface Migration {
  id: number;
  name: string;
  sql: string;
  checksum: string;
}

export interface MigrationOutcome {
  /** The files this run applied, in order. */
  applied: string[];
  /** Migrations the database has and this version does not: a newer version applied them (they only add, so this one runs on). */
  newer: string[];
}

/** The folder's migrations in order; a `.sql` file not named `NNN-name.sql`, or two with one number, stops the start. */
export async function readMigrations(folder = MIGRATIONS_FOLDER): Promise<Migration[]> {
  const names = (await readdir(folder)).filter((name) => name.endsWith('.sql')).sort();
  const migrations: Migration[] = [];
  for (const name of names) {
    const id = FILE_NAME.exec(name)?.[1];
    if (!id) throw new Error(`The migration file ${name} is not named NNN-name.sql (three digits, a dash, lower-case words joined by dashes).`);
    const twin = migrations.find((migration) => migration.id === Number(id));
    if (twin) throw new Error(`The migrations ${twin.name} and ${name} have the same number: give the later one the next free number.`);
    const sql = await readFile(join(folder, name), 'utf8');
    migrations.push({ id: Number(id), name, sql, checksum: createHash('sha256').update(sql).digest('hex') });
  }
  return migrations;
}

/**
 * Brings the database's schema up to date, all or nothing: in one transaction, under an advisory
 * lock that a second server starting at the same time waits for (it then finds nothing to do), it
 * checks that every migration the database recorded is unchanged, applies the ones it lacks in
 * order and records each with its checksum in `schema_migrations`. A migration that fails rolls
 * back the whole run, its record and those before it included (docs/decisions/072).
 */
export async function migrate(sql: Sql, migrations: readonly Migration[]): Promise<MigrationOutcome> {
  return sql.begin(async (tx) => {
    await tx`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY}::bigint)`;
    await tx`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        id integer PRIMARY KEY,
        name text NOT NULL,
        checksum text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`;
    const landed = await tx<{ id: number; name: string; checksum: string }[]>`SELECT id, name, checksum FROM schema_migrations ORDER BY id`;
    const known = new Map(migrations.map((migration) => [migration.id, migration]));
    for (const row of landed) {
      const file = known.get(row.id);
      if (file && (file.checksum !== row.checksum || file.name !== row.name)) {
        throw new Error(
          `The migration ${row.name} was changed after it was applied to this database (${file.name === row.name ? 'its text differs' : `the file is now ${file.name}`}). ` +
            'A migration that has run is never edited: put back the text it was applied with, and make the change in a new migration file.',
        );
      }
    }
    const last = landed.at(-1)?.id ?? 0;
    const pending = migrations.filter((migration) => !landed.some((row) => row.id === migration.id));
    const late = pending.find((migration) => migration.id < last);
    if (late) {
      throw new Error(`The migration ${late.name} is numbered before ${landed.at(-1)!.name}, which this database already has: renumber it after the last one applied.`);
    }
    const transaction = async () => (await tx<{ id: string }[]>`SELECT txid_current()::text AS id`)[0]!.id;
    const ours = await transaction();
    for (const migration of pending) {
      try {
        await tx.unsafe(migration.sql);
      } catch (error) {
        throw new Error(`The migration ${migration.name} failed, so none of this start's migrations were applied: ${(error as Error).message}`, { cause: error });
      }
      // A COMMIT inside the file would have made what came before it permanent, outside the all-or-nothing run.
      if ((await transaction()) !== ours) {
        throw new Error(`The migration ${migration.name} ends the transaction itself (COMMIT or ROLLBACK): migrations run inside the one transaction of the start, so remove its transaction statements.`);
      }
      await tx`INSERT INTO schema_migrations (id, name, checksum) VALUES (${migration.id}, ${migration.name}, ${migration.checksum})`;
    }
    return { applied: pending.map((migration) => migration.name), newer: landed.filter((row) => !known.has(row.id)).map((row) => row.name) };
  });
}
