/**
 * `npm run backup -- FILE`: the whole data folder as one encrypted file (age over tar), taken at
 * one instant while the server runs or not (decision 027); with DATABASE_URL, the database as
 * pg_dump's custom format under the same encryption and signature (decision 078). To a
 * passphrase, or to an age public key so this machine never holds what opens it.
 */
import { lstat, stat, unlink } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { type Encryption, isAgeRecipient, MIN_PASSPHRASE_LENGTH, recipientProblem } from '../backup/age-keys';
import { draftsOf, writeEncrypted, writeEncryptedArchive } from '../backup/archive';
import { dumpDatabase } from '../pg/pg-tools';
import { isWithin } from '../backup/real-path';
import { signatureFile, writeSignature } from '../backup/signature';
import { isRunning } from '../db/process-state';
import { loadConfig } from '../config';
import { parseArgs, passphraseFromStdin, passphraseFromTerminal, runMain } from './backup/command-line';
import { Stopped, UsageError } from './command-errors';
import { snapshotOf } from './backup/data-snapshot';
import { commandDatabase, databaseSigner, unreachable } from './backup/database-command';
import { backupSigner, type Signer } from './backup/signer';

const USAGE = `Usage: npm run backup -- FILE [--recipient age1… | --passphrase-stdin]

Writes the whole data folder (DATA_DIR, default ./data) to FILE, encrypted with age, as it was at
one instant; the server may be running. With DATABASE_URL set, writes the database instead
(pg_dump's custom format, one consistent snapshot), signed with APP_SECRET, which must be set.

  --recipient age1…      encrypt to an age public key (age-keygen prints it); the key file that
                         opens the backup need not be on this machine
  --passphrase-stdin     read the passphrase from standard input (one line) instead of asking

Without either, a passphrase of at least ${MIN_PASSPHRASE_LENGTH} characters is asked for twice, without showing it.
Restore with: npm run restore -- FILE`;

async function encryption(options: Map<string, string | true>): Promise<Encryption> {
  const recipient = options.get('--recipient');
  if (typeof recipient === 'string') {
    if (options.has('--passphrase-stdin')) throw new UsageError('Give --recipient or --passphrase-stdin, not both.');
    if (!isAgeRecipient(recipient)) throw new UsageError(`--recipient: ${recipientProblem(recipient)}`);
    return { recipient };
  }
  const passphrase = options.has('--passphrase-stdin') ? await passphraseFromStdin() : await passphraseFromTerminal(true);
  if ([...passphrase].length < MIN_PASSPHRASE_LENGTH) throw new Error(`The passphrase must be at least ${MIN_PASSPHRASE_LENGTH} characters long; nothing was written.`);
  return { passphrase };
}

/**
 * FILE must be new, in a folder that exists, and outside the data folder (or every backup would
 * hold the ones before it). A draft of it that a killed backup left is removed; one that a running
 * backup writes is in the way.
 */
async function checkTarget(file: string, dataDir: string): Promise<void> {
  // Links resolved: a folder linked into the data folder is in it.
  if (isWithin(dataDir, file)) throw new Error(`${file} is inside the data folder ${dataDir}: write the backup somewhere else.`);
  if (!(await stat(dirname(file)).catch(() => null))?.isDirectory()) throw new Error(`There is no folder ${dirname(file)} to write the backup in.`);
  // lstat: a link there, even one that leads nowhere, is a file of that name.
  for (const taken of [file, signatureFile(file)]) {
    if (await lstat(taken).catch(() => null)) throw new Error(`${taken} already exists: choose a new name (a backup never overwrites a file).`);
  }
  for (const draft of [...(await draftsOf(file)), ...(await draftsOf(signatureFile(file)))]) {
    if (isRunning(draft.pid) && draft.pid !== process.pid) throw new Error(`Another backup (process ${draft.pid}) is writing ${file}: wait for it, or choose another name.`);
    await unlink(draft.path).catch(() => undefined);
  }
}

async function main(): Promise<string> {
  const { file: given, options } = parseArgs(process.argv.slice(2), ['--passphrase-stdin'], ['--recipient']);
  const { dataDir, appSecret, databaseUrl } = loadConfig(process.env, { databaseUrl: true });
  const file = resolve(given);
  await checkTarget(file, dataDir);
  if (databaseUrl) return backUpDatabase(databaseUrl, file, appSecret, options);
  if (!(await stat(dataDir).catch(() => null))?.isDirectory()) throw new Error(`There is no data folder at ${dataDir} (DATA_DIR): nothing to back up.`);
  const sign = await backupSigner(dataDir, appSecret);
  const sealing = await encryption(options);

  const started = performance.now();
  const stop = stopOnSignal();
  try {
    const snapshot = await snapshotOf(dataDir, () => stop.signal.aborted);
    if (!snapshot) throw stop.stopped();
    let written: { bytes: number; sha256: string };
    try {
      // A stop while the snapshot was taken ends here, its folder known and removed below.
      if (stop.signal.aborted) throw stop.stopped();
      written = await writeEncryptedArchive(snapshot.folder, file, sealing, stop.signal);
    } finally {
      await snapshot.release();
    }
    await signOrRemove(file, written.sha256, sign);
    return doneMessage(dataDir, file, written.bytes, sealing, started);
  } catch (error) {
    throw stop.signal.aborted ? stop.stopped() : error;
  } finally {
    stop.done();
  }
}

/** The database streamed from pg_dump into age: no plain dump is ever on disk (decision 078). */
async function backUpDatabase(databaseUrl: string, file: string, appSecret: string | undefined, options: Map<string, string | true>): Promise<string> {
  const sql = commandDatabase(databaseUrl);
  try {
    const sign = await databaseSigner(sql, appSecret).catch((error: unknown) => Promise.reject(unreachable(error)));
    const sealing = await encryption(options);
    const started = performance.now();
    const stop = stopOnSignal();
    try {
      const written = await writeEncrypted(dumpDatabase(databaseUrl), file, sealing, stop.signal);
      await signOrRemove(file, written.sha256, sign);
      return doneMessage('the database', file, written.bytes, sealing, started);
    } catch (error) {
      throw stop.signal.aborted ? stop.stopped() : error;
    } finally {
      stop.done();
    }
  } finally {
    await sql.end();
  }
}

/** Signed, or not kept: a restore refuses a backup without its signature. */
async function signOrRemove(file: string, sha256: string, sign: Signer): Promise<void> {
  try {
    await writeSignature(file, { sha256, hmac: await sign(sha256) });
  } catch (error) {
    await unlink(file).catch(() => undefined);
    throw error;
  }
}

function doneMessage(what: string, file: string, bytes: number, sealing: Encryption, started: number): string {
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const to = 'recipient' in sealing ? `to ${sealing.recipient}` : 'with a passphrase';
  const size = bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `Backed up ${what} to ${file} (${size}, encrypted ${to}; signed in ${signatureFile(file)}: keep the two together) in ${seconds} s.`;
}

/** Ctrl-C, a stop, and the terminal closing (the session of whoever ran it ended). */
const STOP_SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * A stop signal aborts the backup; the snapshot, the lock and the unfinished file are removed on
 * the way out (exit 130). A stop while the snapshot is being taken lets it finish (milliseconds),
 * so its folder is known and removed rather than left in the data folder. What a `kill -9` leaves
 * goes at the next backup, purge, deletion or server start.
 */
function stopOnSignal() {
  const controller = new AbortController();
  let signalled = '';
  const onSignal = (signal: NodeJS.Signals) => {
    // A second one while cleaning up: the user means it (a server start sweeps what is left).
    if (signalled) process.exit(130);
    signalled = signal;
    controller.abort();
  };
  for (const signal of STOP_SIGNALS) process.on(signal, onSignal);
  return {
    signal: controller.signal,
    stopped: () => new Stopped(`Stopped by ${signalled}; nothing was written.`),
    done: () => {
      for (const signal of STOP_SIGNALS) process.off(signal, onSignal);
    },
  };
}

await runMain(USAGE, main);
