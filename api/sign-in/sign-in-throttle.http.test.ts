import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STAFF_API } from '#contract/staff';
import { createAccounts } from '../users/users.service';
import { addStaff, CLI, StaffClient, staffClientFrom, STAFF_PASSWORD, totpAt } from '../test-support/staff';
import { startTestApp, type TestApp } from '../test-support/test-app';

let app: TestApp;
beforeEach(async () => {
  app = await startTestApp({ trustProxy: 1 });
  await addStaff(app);
});
afterEach(() => app.destroy());

/** A browser on its own network (X-Forwarded-For through the one trusted proxy). */
const from = (address: string): StaffClient => staffClientFrom(app, address);

describe('sign-in throttling and equal answers', () => {
  it('when the username is unknown, then the answer is the very same 401 as for a wrong password', async () => {
    const unknown = await from('203.0.113.1').signIn('nobody.here', STAFF_PASSWORD);
    const wrong = await from('203.0.113.2').signIn('coordinator', 'not the password at all');

    expect([unknown.status, wrong.status]).toEqual([401, 401]);
    expect(unknown.text).toBe(wrong.text);
    expect(unknown.body).toEqual({ message: 'The username or password is not right.' });
    expect([...unknown.headers.keys()].sort()).toEqual([...wrong.headers.keys()].sort());
  });

  it('when the username is unknown, then the answer takes as long as a wrong password (a hash of the same cost is checked)', async () => {
    // A cost of a few hundred milliseconds, far above the noise of a busy machine: skipping the hash for unknown names would show.
    await createAccounts({ users: app.stores.users, audit: app.stores.audit, clock: app.clock, cost: { log2N: 16, r: 8, p: 1 } }).add('slow.hash', STAFF_PASSWORD, CLI);
    const timed = async (username: string, address: string) => {
      const start = performance.now();
      await from(address).signIn(username, 'not the password at all');
      return performance.now() - start;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 3; round++) {
      wrong.push(await timed('slow.hash', `198.51.100.${round}`));
      unknown.push(await timed(`nobody${round}`, `198.51.100.${round + 10}`));
    }

    // Skipping the hash would answer in a hundredth of the time; a busy machine moves a median by up to
    // half either way (seen: 686 ms against 1,495 ms with other work running), so the bounds are a quarter and four times.
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.25);
    expect(median(unknown)).toBeLessThan(median(wrong) * 4);
  });

  it('when an account has failed five times, then the sixth attempt gets 429 with Retry-After, even with the right password', async () => {
    for (let attempt = 0; attempt < 5; attempt++) expect((await from(`203.0.113.${attempt}`).signIn('coordinator', 'wrong password here')).status).toBe(401);

    const blocked = await from('203.0.113.99').signIn('coordinator', STAFF_PASSWORD);

    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('30');
    expect(blocked.body.message).toBe('Too many wrong passwords or codes. Please wait 30 seconds and try again.');
  });

  it('when an unknown username has failed five times, then it is throttled exactly like a real one', async () => {
    for (let attempt = 0; attempt < 5; attempt++) await from(`203.0.113.${attempt}`).signIn('nobody.here', 'wrong password here');

    const real = await (async () => {
      const other = await startTestApp({ trustProxy: 1, now: app.clock });
      try {
        await addStaff(other, 'nobody.here');
        const browser = new StaffClient(other);
        for (let attempt = 0; attempt < 5; attempt++) await browser.signIn('nobody.here', 'wrong password here');
        return await browser.signIn('nobody.here', 'wrong password here');
      } finally {
        await other.destroy();
      }
    })();
    const unknown = await from('203.0.113.99').signIn('nobody.here', 'wrong password here');

    expect([unknown.status, real.status]).toEqual([429, 429]);
    expect(unknown.text).toBe(real.text);
    expect(unknown.headers.get('retry-after')).toBe(real.headers.get('retry-after'));
  });

  it('when failures go on after the wait, then each wait is twice the one before', async () => {
    const browser = from('203.0.113.7');
    for (let attempt = 0; attempt < 5; attempt++) await browser.signIn('coordinator', 'wrong password here');
    const waits: (string | null)[] = [];
    for (let round = 0; round < 3; round++) {
      const seconds = Number((await browser.signIn('coordinator', 'wrong password here')).headers.get('retry-after'));
      waits.push(String(seconds));
      app.clock.advance(seconds * 1000);
      expect((await browser.signIn('coordinator', 'wrong password here')).status).toBe(401);
    }

    expect(waits).toEqual(['30', '60', '120']);
  });

  it('when one address fails on five different names, then it is throttled for any name, while other addresses are not', async () => {
    const attacker = from('192.0.2.50');
    for (let attempt = 0; attempt < 5; attempt++) await attacker.signIn(`guess${attempt}`, 'wrong password here');

    const sixth = await attacker.signIn('coordinator', STAFF_PASSWORD);
    const elsewhere = await from('192.0.2.51').signIn('coordinator', STAFF_PASSWORD);

    expect([sixth.status, elsewhere.status]).toEqual([429, 200]);
  });

  it('when wrong codes are sent, then they count towards the same limit', async () => {
    const browser = from('203.0.113.8');
    await browser.signInFully();
    for (let attempt = 0; attempt < 5; attempt++) {
      if (attempt % 4 === 0) await browser.signIn();
      await browser.code('000000');
    }

    await browser.signIn().then((answer) => expect(answer.status).toBe(429));
  });

  it('when a sign-in finally succeeds, then the account starts counting from nothing again', async () => {
    const browser = from('203.0.113.9');
    for (let attempt = 0; attempt < 4; attempt++) await from(`198.51.100.${attempt}`).signIn('coordinator', 'wrong password here');
    const first = await browser.signIn();
    await browser.code(totpAt(first.body.secret, app.clock.now()));
    app.clock.advance(30_000);

    const next = await from('198.51.100.20').signIn('coordinator', 'wrong password here');
    const after = await from('198.51.100.21').signIn();

    expect([next.status, after.status]).toEqual([401, 200]);
    expect((await browser.get(STAFF_API.session)).status).toBe(200);
  });
});
