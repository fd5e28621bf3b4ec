import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeOwnPassword, signedInStaff, type StaffClient } from '../test-support/staff';
import { startTestApp, type TestApp } from '../test-support/test-app';

// Passwords built from the site's words or the username, refused on the Account screen with why.
let app: TestApp;
let alice: StaffClient;
beforeEach(async () => {
  app = await startTestApp();
  alice = await signedInStaff(app, 'alice');
});
afterEach(() => app.destroy());

describe('a new password from the site’s own words', () => {
  it.each(['Evergreen2026!!', 'EvergreenWoundCare2026', 'woundcare2026!!', 'alice-password-2026', 'Welcome2026!!'])(
    'when alice chooses %s, then 400 says it is made of the site’s words or her name, and the password stays',
    async (password) => {
      const before = app.stores.users.find('alice')!.passwordHash;

      const answer = await changeOwnPassword(alice, { newPassword: password, newPasswordAgain: password });

      expect(answer.status).toBe(400);
      expect(answer.body.errors.newPassword).toMatch(/^That password is too easy to guess\. It is made of ".+" and nothing else but digits or symbols, and guessers try this site's own words, its name and your username first\./);
      expect(app.stores.users.find('alice')!.passwordHash).toBe(before);
    },
  );

  it('when alice chooses four unrelated words, then it is accepted', async () => {
    const answer = await changeOwnPassword(alice, { newPassword: 'tuba orchid saddle grumpy', newPasswordAgain: 'tuba orchid saddle grumpy' });

    expect(answer.status).toBe(200);
  });
});
