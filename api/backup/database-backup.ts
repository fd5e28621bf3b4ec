import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { Sql } from 'postgres';
import { dumpDatabase, restoreDump } from '../pg/pg-tools';
import type { Decryption } from './age-keys';
import { writeEncrypted } from './archive';
import type { BackupSource } from './backup-source';
import { openEncrypted, refuseUnopenable } from './open-encrypted';
import { RestoreRefused } from './restore-refused';
import { checkSigned, type SignatureChecked, signatureToCheck, type SignatureTrust } from './restore-signature';

/** The first bytes of pg_dump's custom format. */
const DUMP_MAGIC = 'PGDMP';

/** The database (DATABASE_URL) as pg_dump's custom format, sealed with age as it streams: never a plain dump on disk. */
export function databaseSource(databaseUrl: string): BackupSource {
  return {
    kind: 'pgdump',
    async write(file, encryption) {
      return { ...(await writeEncrypted(dumpDatabase(databaseUrl), file, encryption)), facts: {} };
    },
  };
}

/** Tables, views and sequences outside PostgreSQL's own schemas: what makes a database not empty. */
export async function userRelations(sql: Sql): Promise<number> {
  const [row] = await sql<{ count: number }[]>`
    SELECT count(*)::int AS count FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
      AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_toast%' AND n.nspname NOT LIKE 'pg\\_temp%'
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')`;
  return row!.count;
}

/** A restore goes into an empty database only: it never mixes a backup with other rows. */
export async function checkEmptyDatabase(sql: Sql): Promise<void> {
  const relations = await userRelations(sql);
  if (relations) {
    throw new RestoreRefused(
      `The database DATABASE_URL names is not empty (it holds ${relations} ${relations === 1 ? 'table or sequence' : 'tables and sequences'}): restore into a new, empty database (createdb), then point DATABASE_URL at it; nothing was restored.`,
    );
  }
}

/**
 * Restores a `.pgdump.age` backup into the empty database of `databaseUrl` (docs/decisions/078).
 * The signature is checked over the whole encrypted file first, with APP_SECRET (a dump holds no
 * secret to fall back on), before pg_restore starts; then the file is read again from the same open
 * descriptor, decrypted as it streams into pg_restore, which restores it in one transaction.
 */
export async function restoreDatabaseBackup(file: string, databaseUrl: string, sql: Sql, decryption: Decryption, trust: SignatureTrust = {}): Promise<{ relations: number; signature: SignatureChecked }> {
  await checkEmptyDatabase(sql);
  await refuseUnopenable(file, decryption);
  const signed = await signatureToCheck(file, trust);
  if (signed && !trust.appSecret) {
    throw new RestoreRefused(`${file}'s signature is checked with APP_SECRET, which is not set: set it to the secret of the servers that made the backup (or run again with --unsigned-ok). Nothing was restored.`);
  }

  const handle = await open(file, 'r');
  try {
    let signature: SignatureChecked = 'skipped';
    if (signed) {
      const hash = createHash('sha256');
      for await (const chunk of createReadStream('', { fd: handle, autoClose: false, start: 0 })) hash.update(chunk as Buffer);
      // With APP_SECRET set, the unpacked folder checkSigned could fall back on is never read.
      signature = await checkSigned(file, signed, hash.digest('hex'), trust.appSecret, '');
    }
    const dump = await decrypted(file, createReadStream('', { fd: handle, autoClose: false, start: 0 }), decryption);
    // Once more just before it starts: another restore may have filled it meanwhile.
    await checkEmptyDatabase(sql);
    await restoreDump(databaseUrl, dump);
    return { relations: await userRelations(sql), signature };
  } finally {
    await handle.close();
  }
}

/** The decrypted dump, once its header opened with this key or passphrase and its first bytes are pg_dump's. */
async function decrypted(file: string, encrypted: Readable, decryption: Decryption): Promise<AsyncIterable<Uint8Array>> {
  const plain = await openEncrypted(file, Readable.toWeb(encrypted) as ReadableStream<Uint8Array>, decryption);
  const chunks = Readable.fromWeb(plain as unknown as NodeReadableStream<Uint8Array>)[Symbol.asyncIterator]();
  const first = await chunks.next();
  const head = first.done ? '' : Buffer.from(first.value as Uint8Array).subarray(0, DUMP_MAGIC.length).toString('latin1');
  if (head !== DUMP_MAGIC) {
    await chunks.return?.();
    throw new RestoreRefused(`${file} is a backup of a data folder, not of a database: unset DATABASE_URL to restore it into DATA_DIR. Nothing was restored.`);
  }
  return (async function* () {
    yield first.value as Uint8Array;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value as Uint8Array;
  })();
}
