import { createHash, timingSafeEqual } from 'node:crypto';
import { readFile, unlink, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Transform } from 'node:stream';
import type { AppSecret } from '../secrets/app-secret';
import { putInPlace, syncFolder } from './put-in-place';

/**
 * Who made a backup (decision 048). Anyone with the age public key can make a file that opens, so
 * each backup is signed: an HMAC-SHA-256, under a key derived from APP_SECRET for this purpose
 * alone, of the SHA-256 of its encrypted bytes. The signature is a file of its own beside the
 * backup, `FILE.sig`, so the backup itself stays a plain age file that `age -d | tar -x` opens.
 */
export const SIGNATURE_PURPOSE = 'backup-signature';

export const signatureFile = (file: string): string => `${file}.sig`;

export interface Signature {
  /** Hex, as `sha256sum` prints it. */
  sha256: string;
  hmac: string;
}

/** The MAC a server holding `secret` gives a backup whose encrypted bytes hash to `sha256`. */
export const macOf = (secret: AppSecret, sha256: string): string => secret.sign(SIGNATURE_PURPOSE, `woundcare-backup 1 ${sha256}`);

export const isSha256 = (value: unknown): value is string => typeof value === 'string' && /^[0-9a-f]{64}$/.test(value);

/** A stream that passes bytes on unchanged and, once they have all gone by, resolves with their SHA-256 (hex). */
export function sha256Tap(): { tap: Transform; sha256: Promise<string> } {
  const hash = createHash('sha256');
  let settle: (hex: string) => void = () => undefined;
  const sha256 = new Promise<string>((resolve) => (settle = resolve));
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
    flush(done) {
      settle(hash.digest('hex'));
      done();
    },
  });
  return { tap, sha256 };
}

/** Writes `FILE.sig` (0600) whole, never over a file of that name. */
export async function writeSignature(file: string, { sha256, hmac }: Signature): Promise<void> {
  const target = signatureFile(file);
  const draft = `${target}.${process.pid}.tmp`;
  const text = `# npm run restore checks this: an HMAC-SHA-256 of the backup's SHA-256 under a key derived from the server's APP_SECRET.\nsha256 ${sha256}\nhmac-sha256 ${hmac}\n`;
  await writeFile(draft, text, { mode: 0o600, flag: 'wx', flush: true });
  try {
    await putInPlace(draft, target);
  } catch (error) {
    await unlink(draft).catch(() => undefined);
    throw error;
  }
  await syncFolder(dirname(target));
}

/** FILE.sig's contents; null when there is none; 'unreadable' when it is not one this code wrote. */
export async function readSignature(file: string): Promise<Signature | null | 'unreadable'> {
  let text: string;
  try {
    text = await readFile(signatureFile(file), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const fields = new Map(
    text
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.split(' ', 2) as [string, string]),
  );
  const sha256 = fields.get('sha256');
  const hmac = fields.get('hmac-sha256');
  return isSha256(sha256) && hmac && /^[\w-]{43}$/.test(hmac) ? { sha256, hmac } : 'unreadable';
}

/** Whether `stored` is the signature of these bytes (`sha256`) made with `secret`: 'changed' when it was made for other bytes. */
export function checkSignature(secret: AppSecret, stored: Signature, sha256: string): 'ok' | 'changed' | 'other-key' {
  if (stored.sha256 !== sha256) return 'changed';
  const expected = Buffer.from(macOf(secret, sha256));
  const given = Buffer.from(stored.hmac);
  return expected.length === given.length && timingSafeEqual(expected, given) ? 'ok' : 'other-key';
}
