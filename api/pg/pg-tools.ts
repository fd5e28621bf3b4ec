import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * pg_dump and pg_restore, the programs of Debian's `postgresql-client` (docs/decisions/078). The
 * newest of /usr/lib/postgresql/<major>/bin first: a pg_dump older than the server refuses to dump
 * it, and Debian's /usr/bin wrapper picks a version by local cluster, not by the server dumped.
 * Elsewhere, whatever the PATH finds.
 */
export function pgProgram(name: 'pg_dump' | 'pg_restore'): string {
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root) ? readdirSync(root).filter((entry) => /^\d+$/.test(entry)).sort((a, b) => Number(b) - Number(a)) : [];
  for (const major of majors) if (existsSync(join(root, major, 'bin', name))) return join(root, major, 'bin', name);
  return name;
}

/**
 * DATABASE_URL as libpq takes it, with its password moved to PGPASSWORD: a program's arguments
 * are visible to every user of the machine (`ps`), its environment is not.
 */
export function libpqConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const env: NodeJS.ProcessEnv = { ...process.env, PGAPPNAME: 'woundcare-backup' };
  if (password) env.PGPASSWORD = password;
  else delete env.PGPASSWORD;
  return { dbname: url.toString(), env };
}

/** What a program wrote on stderr, first lines only (its messages name objects, never row contents), kept for an error. */
function stderrOf(child: ChildProcess): () => string {
  let text = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    if (text.length < 4000) text += chunk.toString();
  });
  return () => text.trim().split('\n').slice(0, 5).join(' ');
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve(code));
  });
}

/** A program that could not be started (not installed) said in words. */
function notStarted(program: string, error: NodeJS.ErrnoException): Error {
  return error.code === 'ENOENT' ? new Error(`${program} is not installed: install Debian's postgresql-client package (apt-get install postgresql-client).`) : error;
}

/**
 * The database as pg_dump's custom format, streamed: nothing is written to disk here. Ends with an
 * error, after the bytes it had, when pg_dump fails, so the encrypted file made from it is dropped.
 */
export async function* dumpDatabase(databaseUrl: string): AsyncGenerator<Uint8Array> {
  const program = pgProgram('pg_dump');
  const { dbname, env } = libpqConnection(databaseUrl);
  const child = spawn(program, ['--format=custom', '--no-owner', '--no-privileges', `--dbname=${dbname}`], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = exitOf(child).catch((error: NodeJS.ErrnoException) => Promise.reject(notStarted('pg_dump', error)));
  const stderr = stderrOf(child);
  let finished = false;
  try {
    for await (const chunk of child.stdout!) yield chunk as Buffer;
    const code = await exited;
    if (code !== 0) throw new Error(`pg_dump failed (exit ${code}): ${stderr() || 'no message'}`);
    finished = true;
  } finally {
    // Stopped early (an abort, a full disk): pg_dump is not left running.
    if (!finished) child.kill();
    await exited.catch(() => undefined);
  }
}

/**
 * pg_restore of a custom-format dump streamed on its standard input into `databaseUrl`, in one
 * transaction: any error, or input that ends early, leaves the database as it was.
 */
export async function restoreDump(databaseUrl: string, dump: AsyncIterable<Uint8Array>): Promise<void> {
  const program = pgProgram('pg_restore');
  const { dbname, env } = libpqConnection(databaseUrl);
  const child = spawn(program, ['--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges', `--dbname=${dbname}`], { env, stdio: ['pipe', 'ignore', 'pipe'] });
  const exited = exitOf(child).catch((error: NodeJS.ErrnoException) => Promise.reject(notStarted('pg_restore', error)));
  const stderr = stderrOf(child);
  const fed = pipeline(Readable.from(dump), child.stdin!).then(
    () => null,
    (error: unknown) => error,
  );
  const code = await exited;
  const feedError = await fed;
  if (code !== 0) throw new Error(`pg_restore failed (exit ${code}), so nothing was restored: ${stderr() || 'no message'}`);
  // pg_restore read all it needed but the stream behind it failed (the file could not be read to its end).
  if (feedError && (feedError as NodeJS.ErrnoException).code !== 'EPIPE') throw feedError as Error;
}
