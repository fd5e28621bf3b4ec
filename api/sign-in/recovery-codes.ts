import { createHash } from 'node:crypto';
import { Secret } from 'otpauth';
import { RECOVERY_CODE_COUNT } from '#contract/staff';

/**
 * 120 random bits each (15 bytes, 24 base32 characters), so a plain SHA-256 is a sound way to
 * store them (ASVS 5 6.5.2: a lookup secret of 112 bits or more needs no slow hash).
 */
const CODE_BYTES = 15;

/** Ten single-use codes to show once, and the hashes to store. Written in groups of four: `abcd-efgh-…`. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    new Secret({ size: CODE_BYTES }).base32
      .toLowerCase()
      .match(/.{4}/g)!
      .join('-'),
  );
  return { codes, hashes: codes.map((code) => recoveryCodeHash(code)!) };
}

/** The stored form of a typed code (case, spaces and dashes ignored), or null when it cannot be one. */
export function recoveryCodeHash(typed: string): string | null {
  const plain = typed.replace(/[\s-]/g, '').toLowerCase();
  if (!/^[a-z2-7]{24}$/.test(plain)) return null;
  return createHash('sha256').update(plain).digest('base64url');
}
