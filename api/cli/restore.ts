/**
 * `npm run restore -- FILE`: a backup made by `npm run backup` (or by the server's automatic
 * backups) back into DATA_DIR, which must be missing or empty. All or nothing (decision 027).
 * With DATABASE_URL, a backup of the database into that database, which must be empty (decision 078).
 */
import { resolve } from 'node:path';
import { type Decryption, readIdentityFile, sealingOf } from '../backup/age-keys';
import { checkEmptyDatabase, restoreDatabaseBackup } from '../backup/database-backup';
import { checkRestoreTarget, restoreBackup } from '../backup/restore';
import { type SignatureChecked, signatureToCheck, type SignatureTrust } from '../backup/restore-signature';
import { loadConfig } from '../config';
import { parseArgs, passphraseFromStdin, passphraseFromTerminal, runMain } from './backup/command-line';
import { commandDatabase, unreachable } from './backup/database-command';
import { UsageError } from './command-errors';

const USAGE = `Usage: npm run restore -- FILE [--identity KEYFILE | --passphrase-stdin] [--unsigned-ok]

Restores FILE, a backup made by npm run backup or by the server's automatic backups, into the data
folder (DATA_DIR, default ./data), which must be missing or empty. Stop nothing: no server may run on it.
With DATABASE_URL set, restores a backup of the database (.pgdump.age) into that database, which must
be empty (createdb a new one), in one transaction; its signature is checked with APP_SECRET.
Its signature, FILE.sig beside it, is checked first: with APP_SECRET when it is set (the server's
secret: proof that this server made it), else with the app-secret inside the backup.

  --identity KEYFILE     the age key file (age-keygen -o KEYFILE) whose public key the backup was made to
  --passphrase-stdin     read the passphrase from standard input (one line) instead of asking
  --unsigned-ok          restore without a signature, or with one that does not check out (a backup
                         from before backups were signed, or one whose secret is lost)

A backup made with a passphrase asks for it, without showing it, when neither is given.`;

async function decryption(file: string, options: Map<string, string | true>, trust: SignatureTrust): Promise<Decryption> {
  const identity = options.get('--identity');
  if (typeof identity === 'string' && options.has('--passphrase-stdin')) throw new UsageError('Give --identity or --passphrase-stdin, not both.');
  const sealing = await sealingOf(file).catch((error: NodeJS.ErrnoException) => {
    throw new Error(error.code === 'ENOENT' ? `There is no file ${file}.` : `Cannot read ${file}: ${error.message}`);
  });
  if (sealing === 'not-age') throw new Error(`${file} is not an age-encrypted backup: nothing was restored.`);
  // A backup with no signature is refused before its key or passphrase is asked for.
  await signatureToCheck(file, trust);
  if (typeof identity === 'string') return { identities: await readIdentityFile(resolve(identity)) };
  if (sealing === 'key') throw new Error(`${file} was made for an age key: give its key file with --identity KEYFILE.`);
  return { passphrase: options.has('--passphrase-stdin') ? await passphraseFromStdin() : await passphraseFromTerminal(false) };
}

const CHECKED: Record<SignatureChecked, string> = {
  setting: 'its signature checked with APP_SECRET',
  backup: 'its signature checked with the app-secret inside it (set APP_SECRET to check that this server made it)',
  skipped: 'its signature not checked (--unsigned-ok)',
};

async function main(): Promise<string> {
  const { file: given, options } = parseArgs(process.argv.slice(2), ['--passphrase-stdin', '--unsigned-ok'], ['--identity']);
  const { dataDir, appSecret, databaseUrl } = loadConfig(process.env, { databaseUrl: true });
  const file = resolve(given);
  const trust = { appSecret, unsignedOk: options.has('--unsigned-ok') };
  if (databaseUrl) return restoreDatabase(databaseUrl, file, options, trust);
  // Before asking for anything: a folder that is not empty is refused whatever the passphrase.
  await checkRestoreTarget(dataDir);
  const { files, signature } = await restoreBackup(file, dataDir, await decryption(file, options, trust), trust);
  return `Restored ${files} files from ${file} into ${dataDir}, ${CHECKED[signature]}. Start the server on it with npm start.`;
}

async function restoreDatabase(databaseUrl: string, file: string, options: Map<string, string | true>, trust: SignatureTrust): Promise<string> {
  const sql = commandDatabase(databaseUrl);
  try {
    // Before asking for anything: a database with tables is refused whatever the passphrase.
    await checkEmptyDatabase(sql).catch((error: unknown) => Promise.reject(unreachable(error)));
    const { relations, signature } = await restoreDatabaseBackup(file, databaseUrl, sql, await decryption(file, options, trust), trust);
    return `Restored ${relations} tables and sequences from ${file} into the database DATABASE_URL names, ${CHECKED[signature]}. Start the servers on it with npm start.`;
  } finally {
    await sql.end();
  }
}

await runMain(USAGE, main);
