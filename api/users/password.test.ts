import { describe, expect, it } from 'vitest';
import { LimitReachedError } from '../domain-errors';
import { HashLimiter, hashPassword, OWASP_SCRYPT, parseHash, verifyPassword } from './password';

const PASSWORD = 'plum harbour violin sixty';

describe('password hashing', () => {
  it('when hashed at the default cost, then the string names scrypt with N=2^17, r=8, p=1 and the password verifies', async () => {
    const hash = await hashPassword(PASSWORD);

    expect(hash).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(parseHash(hash)?.cost).toEqual(OWASP_SCRYPT);
    expect(await verifyPassword(PASSWORD, hash)).toBe(true);
  });

  it('when the same password is hashed twice, then the salts and hashes differ', async () => {
    const cost = { log2N: 10, r: 8, p: 1 };
    expect(await hashPassword(PASSWORD, cost)).not.toBe(await hashPassword(PASSWORD, cost));
  });

  it('when a stored hash was made at another cost, then it still verifies with its own parameters', async () => {
    const hash = await hashPassword(PASSWORD, { log2N: 11, r: 4, p: 2 });

    expect(hash).toContain('$ln=11,r=4,p=2$');
    expect(await verifyPassword(PASSWORD, hash)).toBe(true);
  });

  it.each(['plaintext', '$scrypt$$', 'scrypt$abc$def', '$md5$ln=10,r=8,p=1$abc$def', '$scrypt$ln=30,r=8,p=1$c2FsdHNhbHRzYWx0c2FsdA$a2V5a2V5a2V5a2V5a2V5a2V5'])(
    'when a stored hash is %j, then verification fails instead of throwing or allocating gigabytes',
    async (stored) => {
      expect(await verifyPassword(PASSWORD, stored)).toBe(false);
    },
  );
});

describe('hash limiter', () => {
  it('when many hashes are asked for at once, then at most two run together and every one finishes', async () => {
    const limiter = new HashLimiter(2, 64);
    let running = 0;
    let most = 0;
    const job = () =>
      limiter.run(async () => {
        most = Math.max(most, ++running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
        return 'done';
      });

    const results = await Promise.all(Array.from({ length: 12 }, job));

    expect(results).toEqual(Array(12).fill('done'));
    expect(most).toBe(2);
    expect(limiter.active).toBe(0);
  });

  it('when the queue is full, then the next one is refused with a wait instead of queueing', async () => {
    const limiter = new HashLimiter(1, 2);
    let release = () => undefined as void;
    const blocked = new Promise<void>((resolve) => (release = resolve));
    const held = [limiter.run(() => blocked), limiter.run(async () => undefined), limiter.run(async () => undefined)];

    const refused = limiter.run(async () => undefined);

    await expect(refused).rejects.toBeInstanceOf(LimitReachedError);
    await expect(refused).rejects.toMatchObject({ retryAfterSeconds: 5 });
    release();
    await Promise.all(held);
  });
});
