/**
 * `npm run restore -- FILE`: a backup made by `npm run backup` (or by the server's automatic
 * backups) back into DATA_DIR, which must be missing or empty. All or nothing (decision 027).
 */
import { resolve } from 'node:path';
import { type Decryption, readIdentityFile, sealingOf } from '../backup/age-keys';
import { checkRestoreTarget, restoreBackup } from '../backup/restore';
import { loadConfig } from '../config';
import { parseArgs, passphraseFromStdin, passphraseFromTerminal, runMain, UsageError } from './backup/command-line';

const USAGE = `Usage: npm run restore -- FILE [--identity KEYFILE | --passphrase-stdin]

Restores FILE, a backup made by npm run backup or by the server's automatic backups, into the data
folder (DATA_DIR, default ./data), which must be missing or empty. Stop nothing: no server may run on it.

  --identity KEYFILE     the age key file (age-keygen -o KEYFILE) whose public key the backup was made to
  --passphrase-stdin     read the passphrase from standard input (one line) instead of asking

A backup made with a passphrase asks for it, without showing it, when neither is given.`;

async function decryption(file: string, options: Map<string, string | true>): Promise<Decryption> {
  const identity = options.get('--identity');
  if (typeof identity === 'string' && options.has('--passphrase-stdin')) throw new UsageError('Give --identity or --passphrase-stdin, not both.');
  const sealing = await sealingOf(file).catch((error: NodeJS.ErrnoException) => {
    throw new Error(error.code === 'ENOENT' ? `There is no file ${file}.` : `Cannot read ${file}: ${error.message}`);
  });
  if (sealing === 'not-age') throw new Error(`${file} is not an age-encrypted backup: nothing was restored.`);
  if (typeof identity === 'string') return { identities: await readIdentityFile(resolve(identity)) };
  if (sealing === 'key') throw new Error(`${file} was made for an age key: give its key file with --identity KEYFILE.`);
  return { passphrase: options.has('--passphrase-stdin') ? await passphraseFromStdin() : await passphraseFromTerminal(false) };
}

async function main(): Promise<string> {
  const { file: given, options } = parseArgs(process.argv.slice(2), ['--passphrase-stdin'], ['--identity']);
  const { dataDir } = loadConfig();
  const file = resolve(given);
  // Before asking for anything: a folder that is not empty is refused whatever the passphrase.
  await checkRestoreTarget(dataDir);
  const { files } = await restoreBackup(file, dataDir, await decryption(file, options));
  return `Restored ${files} files from ${file} into ${dataDir}. Start the server on it with npm start.`;
}

await runMain(USAGE, main);
