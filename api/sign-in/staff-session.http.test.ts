import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STAFF_API } from '#contract/staff';
import { request } from '../test-support/http';
import { CLI, signedInStaff, StaffClient, testAccounts } from '../test-support/staff';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { MINUTE } from '../test-support/test-clock';

let app: TestApp;
beforeEach(async () => {
  app = await startTestApp();
});
afterEach(() => app.destroy());

const AGENDA = `${STAFF_API.bookings}?from=2026-06-08&to=2026-06-12`;

describe('staff sessions', () => {
  it.each([
    ['GET', AGENDA],
    ['GET', STAFF_API.booking('some-id')],
    ['GET', STAFF_API.session],
    ['GET', `${STAFF_API.inquiries}?status=new`],
    ['GET', STAFF_API.closures],
    ['GET', STAFF_API.audit],
    ['GET', `${STAFF_API.exportBookings}?from=2026-06-01&to=2026-06-30`],
    ['POST', STAFF_API.cancelBooking('some-id')],
    ['POST', STAFF_API.cancelBookings],
    ['POST', STAFF_API.closures],
    ['DELETE', STAFF_API.closure('some-id')],
    ['GET', STAFF_API.accountSessions],
    ['POST', STAFF_API.changePassword],
    ['POST', STAFF_API.endOtherSessions],
    ['POST', STAFF_API.renewSession],
  ])('when %s %s comes without a session, then it gets 401 with a message and no-store', async (method, path) => {
    const answer = await new StaffClient(app).send(method, path, method === 'GET' || method === 'DELETE' ? undefined : {});

    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: 'Please sign in to the staff area.' });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('when a session is idle for STAFF_IDLE_MINUTES, then it ends; each request before that starts the count again', async () => {
    const browser = await signedInStaff(app);

    app.clock.advance(14 * MINUTE);
    const active = await browser.get(AGENDA);
    app.clock.advance(14 * MINUTE);
    const stillActive = await browser.get(AGENDA);
    app.clock.advance(15 * MINUTE);
    const idle = await browser.get(AGENDA);

    expect([active.status, stillActive.status, idle.status]).toEqual([200, 200, 401]);
  });

  it('when STAFF_IDLE_MINUTES is 5, then six idle minutes end the session', async () => {
    const short = await startTestApp({ staffIdleMinutes: 5 });
    try {
      const browser = await signedInStaff(short);
      short.clock.advance(6 * MINUTE);

      expect((await browser.get(AGENDA)).status).toBe(401);
    } finally {
      await short.destroy();
    }
  });

  it('when a session is used all day, then it still ends 12 hours after sign-in', async () => {
    const browser = await signedInStaff(app);
    const statuses: number[] = [];
    for (let elapsed = 10; elapsed < 12 * 60; elapsed += 10) {
      app.clock.advance(10 * MINUTE);
      statuses.push((await browser.get(AGENDA)).status);
    }
    app.clock.advance(10 * MINUTE);

    expect(new Set(statuses)).toEqual(new Set([200]));
    expect((await browser.get(AGENDA)).status).toBe(401);
  });

  it('when the UI asks who is signed in, then that does not count as activity, and it says when the session ends', async () => {
    const browser = await signedInStaff(app);
    const lastActive = app.clock.now() - 30_000;
    app.clock.advance(10 * MINUTE);

    const asked = await browser.get(STAFF_API.session);
    app.clock.advance(6 * MINUTE);

    expect(asked.body).toEqual({
      username: 'coordinator',
      expiresAt: new Date(lastActive + 15 * MINUTE).toISOString(),
      endsAt: new Date(lastActive + 12 * 60 * MINUTE).toISOString(),
      checkedAt: new Date(lastActive + 10.5 * MINUTE).toISOString(),
      idleMinutes: 15,
    });
    expect((await browser.get(STAFF_API.session)).status).toBe(401);
  });

  it('when "Stay signed in" is posted, then the idle count starts again and the answer says until when; the 12-hour end does not move', async () => {
    const browser = await signedInStaff(app);
    const signedInAt = app.clock.now() - 30_000;
    app.clock.advance(14 * MINUTE);

    const renewed = await browser.post(STAFF_API.renewSession);
    app.clock.advance(14 * MINUTE);
    const stillThere = await browser.get(STAFF_API.session);

    expect(renewed.status).toBe(200);
    expect(renewed.body).toEqual({
      username: 'coordinator',
      expiresAt: new Date(signedInAt + 14.5 * MINUTE + 15 * MINUTE).toISOString(),
      endsAt: new Date(signedInAt + 12 * 60 * MINUTE).toISOString(),
      checkedAt: new Date(signedInAt + 14.5 * MINUTE).toISOString(),
      idleMinutes: 15,
    });
    expect(stillThere.status).toBe(200);
  });

  it('when "Stay signed in" is posted in the last minutes of the 12 hours, then the session still ends at the 12-hour mark', async () => {
    const browser = await signedInStaff(app);
    const signedInAt = app.clock.now() - 30_000;
    for (let elapsed = 10; elapsed < 12 * 60 - 5; elapsed += 10) {
      app.clock.advance(10 * MINUTE);
      await browser.post(STAFF_API.renewSession);
    }

    // 11 hours 50½ minutes after sign-in: fifteen idle minutes would reach past the twelfth hour.
    const last = await browser.post(STAFF_API.renewSession);
    app.clock.advance(10 * MINUTE);

    expect(last.body.expiresAt).toBe(new Date(signedInAt + 12 * 60 * MINUTE).toISOString());
    expect(last.body.endsAt).toBe(last.body.expiresAt);
    expect((await browser.post(STAFF_API.renewSession)).status).toBe(401);
  });

  it('when "Stay signed in" comes from another site, then it gets 403 and renews nothing', async () => {
    const browser = await signedInStaff(app);
    app.clock.advance(14 * MINUTE);

    const evil = await browser.post(STAFF_API.renewSession, {}, { Origin: 'https://evil.example' });
    app.clock.advance(2 * MINUTE);

    expect(evil.status).toBe(403);
    expect((await browser.get(STAFF_API.session)).status).toBe(401);
  });

  it('when an account is disabled or its password reset, then its sessions end at once', async () => {
    const first = await signedInStaff(app, 'nurse.one');
    const second = await signedInStaff(app, 'nurse.two');

    await testAccounts(app).disable('nurse.one', CLI);
    await testAccounts(app).resetPassword('nurse.two', 'fresh orchard lantern nine', CLI);

    expect((await first.get(AGENDA)).status).toBe(401);
    expect((await second.get(AGENDA)).status).toBe(401);
  });

  it('when an account signs in from a fourth place, then its oldest session ends', async () => {
    const browsers = [await signedInStaff(app)];
    for (let place = 0; place < 3; place++) {
      const browser = new StaffClient(app);
      browser.secret = browsers[0]!.secret;
      await browser.signInFully();
      browsers.push(browser);
    }

    const statuses = await Promise.all(browsers.map(async (browser) => (await browser.get(STAFF_API.session)).status));

    expect(statuses).toEqual([401, 200, 200, 200]);
  });

  it('when a change comes from another site, without Origin, or with a cross-site fetch, then it gets 403', async () => {
    const browser = await signedInStaff(app);

    const evil = await browser.post(STAFF_API.cancelBookings, { ids: ['x'] }, { Origin: 'https://evil.example' });
    const bare = await request(app.url + STAFF_API.signIn, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: `staff-session=${browser.cookies.get('staff-session')}` },
      body: JSON.stringify({ username: 'coordinator', password: 'x' }),
    });
    const crossSite = await request(app.url + STAFF_API.signIn, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'cross-site' },
      body: JSON.stringify({ username: 'coordinator', password: 'x' }),
    });
    const sameSiteOther = await browser.post(STAFF_API.signOut, {}, { Origin: app.url.replace('127.0.0.1', 'localhost') });

    for (const answer of [evil, bare, crossSite, sameSiteOther]) {
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ message: 'This request did not come from the staff pages of this site, so it was refused.' });
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
    expect((await browser.get(STAFF_API.session)).status).toBe(200);
  });

  it('when a change carries no Origin but Sec-Fetch-Site: same-origin, or the PUBLIC_URL origin, then it is let through', async () => {
    const behindProxy = await startTestApp({ publicUrl: 'https://care.example.com' });
    try {
      const fetchOnly = await request(behindProxy.url + STAFF_API.signIn, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
        body: JSON.stringify({ username: 'nobody.here', password: 'x' }),
      });
      const publicOrigin = await new StaffClient(behindProxy, 'https://care.example.com').signIn('nobody.here', 'x');

      expect([fetchOnly.status, publicOrigin.status]).toEqual([401, 401]);
    } finally {
      await behindProxy.destroy();
    }
  });

  it('when signed in, then every staff answer is no-store, including errors and unknown paths', async () => {
    const browser = await signedInStaff(app);

    const answers = [
      await browser.get(AGENDA),
      await browser.get(`${STAFF_API.bookings}?from=nope&to=2026-06-01`),
      await browser.get(STAFF_API.booking('unknown')),
      await browser.get('/api/staff/nothing-here'),
      await browser.post(STAFF_API.signIn, '{"broken'),
    ];

    expect(answers.map((answer) => answer.status)).toEqual([200, 400, 404, 404, 400]);
    for (const answer of answers) expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});
