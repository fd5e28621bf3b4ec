import { afterEach, describe, expect, it } from 'vitest';
import { STAFF_API } from '#contract/staff';
import { addStaff, CLI, StaffClient, testAccounts, totpAt } from '../test-support/staff';
import { MINUTE } from '../test-support/test-clock';
import { startTestApp, type TestApp } from '../test-support/test-app';

let app: TestApp;
afterEach(() => app.destroy());

const moreTime = (browser: StaffClient) => browser.post(STAFF_API.signInMoreTime, {});

describe('the code and set-up steps’ time (WCAG 2.2.1)', () => {
  it('when the password is right, then the answer says when the step ends by the server’s clock: ten minutes on', async () => {
    app = await startTestApp();
    await addStaff(app);
    const answer = await new StaffClient(app).signIn();

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ step: 'enrol', checkedAt: new Date(app.clock.now()).toISOString(), expiresAt: new Date(app.clock.now() + 10 * MINUTE).toISOString() });
  });

  it('when more time is asked for before the end, then it lasts ten minutes from then, up to an hour in all, then 409; the step still finishes', async () => {
    app = await startTestApp();
    await addStaff(app);
    const browser = new StaffClient(app);
    const { body } = await browser.signIn();
    const started = app.clock.now();

    for (const minutes of [9, 18, 27, 36, 45]) {
      app.clock.set(started + minutes * MINUTE);
      const answer = await moreTime(browser);
      expect(answer.status).toBe(200);
      expect(answer.body.expiresAt).toBe(new Date(Math.min(started + (minutes + 10) * MINUTE, started + 60 * MINUTE)).toISOString());
      expect(browser.lastSetCookies.join()).toMatch(/staff-pending=/);
    }
    app.clock.set(started + 54 * MINUTE);
    expect((await moreTime(browser)).status).toBe(200);
    app.clock.set(started + 59 * MINUTE);
    const atLimit = await moreTime(browser);
    expect(atLimit.status).toBe(409);
    expect(atLimit.body.message).toMatch(/cannot be given more time.*the key stays the same/);

    const finished = await browser.code(totpAt(body.secret, app.clock.now()));
    expect(finished.status).toBe(200);
  });

  it('when the step has ended, or the password was reset meanwhile, then more time is refused with 401', async () => {
    app = await startTestApp();
    await addStaff(app);
    const late = new StaffClient(app);
    await late.signIn();
    app.clock.advance(10 * MINUTE);
    expect((await moreTime(late)).status).toBe(401);

    const reset = new StaffClient(app);
    await reset.signIn();
    await testAccounts(app).resetPassword('coordinator', 'quiet lantern orchard forty', CLI);
    expect((await moreTime(reset)).status).toBe(401);
    expect((await moreTime(new StaffClient(app))).status).toBe(401);
  });

  it('when someone starts the set-up again (timed out, tab closed, server restarted), then the same key is offered until its password changes', async () => {
    app = await startTestApp();
    await addStaff(app);
    const first = (await new StaffClient(app).signIn()).body.secret as string;
    app.clock.advance(30 * MINUTE);
    expect((await new StaffClient(app).signIn()).body.secret).toBe(first);
    app = await app.restart();
    const again = new StaffClient(app);
    expect((await again.signIn()).body.secret).toBe(first);
    // The entry already in the app works.
    expect((await again.code(totpAt(first, app.clock.now()))).status).toBe(200);

    await testAccounts(app).resetPassword('coordinator', 'quiet lantern orchard forty', CLI);
    const afterReset = await new StaffClient(app).signIn('coordinator', 'quiet lantern orchard forty');
    expect(afterReset.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(afterReset.body.secret).not.toBe(first);
  });
});
