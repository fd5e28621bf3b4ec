import { open, readFile } from 'node:fs/promises';
import { Encrypter } from 'age-encryption';

/** How a backup is sealed: to a passphrase (scrypt) or to an age public key. */
export type Encryption = { passphrase: string } | { recipient: string };
/** How a backup is opened: its passphrase, or the secret keys of an identity file. */
export type Decryption = { passphrase: string } | { identities: string[] };

/** The shortest passphrase a new backup takes: it alone guards a copy of every record. */
export const MIN_PASSPHRASE_LENGTH = 12;

/**
 * An X25519 age public key (`age1…`, what `age-keygen` prints). Post-quantum and plugin
 * recipients are refused: Debian's `age` 1.1, which the README opens backups with, cannot open them.
 */
export function isAgeRecipient(value: string): boolean {
  if (!/^age1[02-9ac-hj-np-z]+$/.test(value) || value.startsWith('age1pq1') || value.startsWith('age1tag')) return false;
  try {
    new Encrypter().addRecipient(value);
    return true;
  } catch {
    return false;
  }
}

export const recipientProblem = (value: string) =>
  `"${value}" is not an age public key: it starts with age1 and is what \`age-keygen\` prints as "public key" (age-keygen -y key.txt shows it again).`;

/** The secret keys in an identity file as `age-keygen -o key.txt` writes it: comment lines, then AGE-SECRET-KEY-1… lines. */
export async function readIdentityFile(path: string): Promise<string[]> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new Error(`Cannot read the key file ${path}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'there is no such file' : (error as Error).message}.`);
  }
  const keys = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  if (!keys.length || keys.some((key) => !/^AGE-SECRET-KEY-1[0-9A-Z]+$/.test(key))) {
    throw new Error(`${path} is not an age key file: it should hold a line starting with AGE-SECRET-KEY-1 (as \`age-keygen -o key.txt\` writes it).`);
  }
  return keys;
}

/** What the first bytes of a file say: not age at all, or sealed to a passphrase or to keys. */
export type Sealing = 'not-age' | 'passphrase' | 'key';

/** Reads an age file's header lines (plain text before the payload) to tell how it was sealed. */
export async function sealingOf(path: string): Promise<Sealing> {
  const handle = await open(path, 'r');
  let head: string;
  try {
    const buffer = Buffer.alloc(4096);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    head = buffer.subarray(0, bytesRead).toString('latin1');
  } finally {
    await handle.close();
  }
  if (!head.startsWith('age-encryption.org/v1\n')) return 'not-age';
  const stanzas = head.split('\n').filter((line) => line.startsWith('-> '));
  return stanzas.some((line) => line.startsWith('-> scrypt ')) ? 'passphrase' : 'key';
}
