import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { provider } from '#contract';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const SETTINGS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
/** One step either side, for a phone clock a little off (RFC 6238 section 5.2). */
const WINDOW = 1;
const SECRET_BYTES = 20;

/**
 * The key an account is offered at its first sign-in: derived (HMAC-SHA-256 under
 * AppSecret.key('totp-enrol'), 160 bits) from the account and its password version, so someone who
 * added it to their app and had to start again (the step timed out, the tab closed, the server
 * restarted) is shown the same key, and the entry in their app still works. A new password (reset)
 * gives a new key. It is stored, sealed like any, only once a code proves it was scanned.
 */
export function enrolmentSecret(key: Buffer, userId: string, passwordVersion: number): string {
  const bytes = createHmac('sha256', key).update(`${userId}.${passwordVersion}`).digest().subarray(0, SECRET_BYTES);
  return new Secret({ buffer: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) }).base32;
}

/** The `otpauth://totp/…` address an authenticator app reads from the enrolment QR code. */
export function otpauthUrl(secret: string, username: string): string {
  return new TOTP({ ...SETTINGS, issuer: provider.brandName, label: username, secret: Secret.fromBase32(secret) }).toString();
}

/**
 * The time step (counter) that `token` belongs to at `now`, within one step either side, or
 * null when it is not a current code. The caller refuses a step at or before the last one used,
 * so a code works once (ASVS 5 6.5.1).
 */
export function matchingStep(secret: string, token: string, now: number): number | null {
  if (!/^\d{6}$/.test(token)) return null;
  const delta = TOTP.validate({ ...SETTINGS, token, secret: Secret.fromBase32(secret), timestamp: now, window: WINDOW });
  return delta === null ? null : TOTP.counter({ period: SETTINGS.period, timestamp: now }) + delta;
}

/**
 * Seals a secret with AES-256-GCM under `key` (AppSecret.key('totp-seal')), bound to the account
 * id as additional data, so a sealed secret copied to another account does not open.
 * `v1.<iv>.<ciphertext>.<tag>`, base64url.
 */
export function sealSecret(key: Buffer, secret: string, userId: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(userId));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, sealed, cipher.getAuthTag()].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/** The secret, or null when the sealed text was altered, belongs to another account or another key. */
export function openSecret(key: Buffer, sealed: string, userId: string): string | null {
  const [version, iv, data, tag] = sealed.split('.');
  if (version !== 'v1' || !iv || !data || !tag) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(userId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
