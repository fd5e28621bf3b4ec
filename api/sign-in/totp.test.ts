import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { AppSecret } from '../secrets/app-secret';
import { enrolmentSecret, matchingStep, openSecret, sealSecret } from './totp';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes';

const key = AppSecret.fromString('a'.repeat(48)).key('totp-seal');
const NOW = Date.parse('2026-06-08T16:00:10Z');
const enrolKey = AppSecret.fromString('a'.repeat(48)).key('totp-enrol');

describe('authenticator codes', () => {
  it('when an account is offered a key again, then it is the same until its password changes; another account or server secret gets another', () => {
    const offered = enrolmentSecret(enrolKey, 'user-1', 1);

    expect(offered).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolmentSecret(enrolKey, 'user-1', 1)).toBe(offered);
    expect(enrolmentSecret(enrolKey, 'user-1', 2)).not.toBe(offered);
    expect(enrolmentSecret(enrolKey, 'user-2', 1)).not.toBe(offered);
    expect(enrolmentSecret(AppSecret.fromString('b'.repeat(48)).key('totp-enrol'), 'user-1', 1)).not.toBe(offered);
  });

  it('when a code is made by an app at now, 30 s before or after, then it matches its own step; two steps away it does not', () => {
    const secret = enrolmentSecret(enrolKey, 'user-1', 1);
    const code = (at: number) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at });
    const step = Math.floor(NOW / 30_000);

    expect(matchingStep(secret, code(NOW), NOW)).toBe(step);
    expect(matchingStep(secret, code(NOW - 30_000), NOW)).toBe(step - 1);
    expect(matchingStep(secret, code(NOW + 30_000), NOW)).toBe(step + 1);
    expect(matchingStep(secret, code(NOW - 60_000), NOW)).toBeNull();
    expect(matchingStep(secret, '12345', NOW)).toBeNull();
    expect(matchingStep(secret, 'abcdef', NOW)).toBeNull();
  });

  it('when a secret is sealed, then it opens only with the same key and account, and not after any change', () => {
    const secret = enrolmentSecret(enrolKey, 'user-1', 1);
    const sealed = sealSecret(key, secret, 'user-1');
    const [version, iv, data, tag] = sealed.split('.');
    // The second-to-last character is replaced by a different one, whatever it was.
    const second = data!.at(-2);
    const flipped = `${version}.${iv}.${data!.slice(0, -2)}${second === 'A' ? 'B' : 'A'}${data!.slice(-1)}.${tag}`;
    expect(flipped).not.toBe(sealed);

    expect(sealed).not.toContain(secret);
    expect(openSecret(key, sealed, 'user-1')).toBe(secret);
    expect(openSecret(key, sealed, 'user-2')).toBeNull();
    expect(openSecret(AppSecret.fromString('b'.repeat(48)).key('totp-seal'), sealed, 'user-1')).toBeNull();
    expect(openSecret(key, flipped, 'user-1')).toBeNull();
    expect(openSecret(key, 'not sealed', 'user-1')).toBeNull();
    expect(sealSecret(key, secret, 'user-1')).not.toBe(sealed);
  });

  it('when recovery codes are made, then there are ten distinct 120-bit codes whose hashes match them however they are typed', () => {
    const { codes, hashes } = newRecoveryCodes();

    expect(new Set(codes).size).toBe(10);
    expect(codes.map((code) => recoveryCodeHash(` ${code.toUpperCase().replace(/-/g, ' ')} `))).toEqual(hashes);
    expect(recoveryCodeHash('123456')).toBeNull();
    expect(recoveryCodeHash(codes[0]!.slice(0, -1))).toBeNull();
  });
});
