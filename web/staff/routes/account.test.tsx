// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type AccountSession, STAFF_API } from '#contract/staff';
import { goToScreen, json, renderStaff, resetStaff, withDialogs, SESSION } from '../testing/render-staff';
import '../../testing/visible';
import { enter } from '../../testing/enter';

beforeAll(withDialogs);
afterEach(resetStaff);

const HERE: AccountSession = { id: 's1', browser: 'Firefox on Linux', signedInAt: '2026-03-09T14:00:00.000Z', lastActiveAt: '2026-03-09T15:00:00.000Z', current: true };
const PHONE: AccountSession = { id: 's2', browser: 'Safari on iPhone', signedInAt: '2026-03-09T13:00:00.000Z', lastActiveAt: '2026-03-09T14:30:00.000Z', current: false };
const NEW_PASSWORD = 'copper meadow kettle ninety';

const codeRefused = () => json({ message: 'That code is not right. Please check your authenticator app and try again.', errors: { code: 'That code is not right. Please check your authenticator app and try again.' } }, 400);

/** The control a field's error is tied to must name it in aria-describedby. */
function describedBy(input: HTMLElement): string {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

describe('the account screen', () => {

  it('when the account screen opens, then it says when and from where the authenticator app was set up, and what to do if that was not you', async () => {
    renderStaff('/staff/account', {
      [`GET ${STAFF_API.session}`]: () => json(SESSION),
      [`GET ${STAFF_API.accountSessions}`]: () => json({ sessions: [HERE] }),
      [`GET ${STAFF_API.account}`]: () =>
        json({ username: 'coordinator', authenticator: { enrolledAt: '2026-03-09T14:00:00.000Z', browser: 'Firefox on Linux', address: '203.0.113.44' }, unusedRecoveryCodes: 9 }),
    });

    const heading = await screen.findByRole('heading', { name: 'Authenticator app' });
    const facts = (await screen.findByText('203.0.113.44')).closest('dl')!;

    expect(heading).toBeVisible();
    expect([...facts.querySelectorAll('dt')].map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`)).toEqual([
      expect.stringMatching(/^Set up: .*2026/),
      'From: Firefox on Linux',
      'Address: 203.0.113.44',
      'Recovery codes: 9 unused',
    ]);
    expect(screen.getByText(/ask whoever runs the server to give you a new password at once/)).toBeVisible();
  });
  it('when the password is changed, then the form sends what was typed, empties, and a lasting message with focus says other sessions were signed out', async () => {
    let sessions = [HERE, PHONE];
    const { user, calls } = renderStaff('/staff/account', {
      [`GET ${STAFF_API.session}`]: () => json(SESSION),
      [`GET ${STAFF_API.accountSessions}`]: () => json({ sessions }),
      [`POST ${STAFF_API.changePassword}`]: () => {
        sessions = [HERE];
        return json({ endedSessions: 1 });
      },
    });
    expect(await screen.findByText('Safari on iPhone')).toBeVisible();
    const form = screen.getByRole('form', { name: 'Change password' });

    await enter(user, within(form).getByLabelText('Current password'), 'plum harbour violin sixty');
    await enter(user, within(form).getByLabelText(/^Authentication code/), '123 456');
    await enter(user, within(form).getByLabelText(/^New password(?! again)/), NEW_PASSWORD);
    await enter(user, within(form).getByLabelText('New password again'), NEW_PASSWORD);
    await user.click(within(form).getByRole('button', { name: 'Change password' }));

    const outcome = (await screen.findByText(/^Your password is changed/)).parentElement!;
    expect(outcome.textContent).toBe('Your password is changed: use the new one from your next sign-in. 1 other session was signed out; this device stays signed in.');
    await waitFor(() => expect(document.activeElement).toBe(outcome));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      currentPassword: 'plum harbour violin sixty',
      code: '123456',
      newPassword: NEW_PASSWORD,
      newPasswordAgain: NEW_PASSWORD,
    });
    expect((within(form).getByLabelText('Current password') as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(screen.queryByText('Safari on iPhone')).toBeNull());
    expect(screen.getByText('You are not signed in anywhere else.')).toBeVisible();
  });

  it('when the fields have the right autocomplete words, and the new password is typed differently twice, then the message is tied to the field, which takes focus, and nothing is sent', async () => {
    const { user, calls } = renderStaff('/staff/account', {
      [`GET ${STAFF_API.session}`]: () => json(SESSION),
      [`GET ${STAFF_API.accountSessions}`]: () => json({ sessions: [HERE] }),
    });
    const form = await screen.findByRole('form', { name: 'Change password' });
    const again = within(form).getByLabelText('New password again');
    expect(within(form).getByLabelText('Current password').getAttribute('autocomplete')).toBe('current-password');
    expect(within(form).getByLabelText(/^Authentication code/).getAttribute('autocomplete')).toBe('one-time-code');
    expect(again.getAttribute('autocomplete')).toBe('new-password');

    await enter(user, within(form).getByLabelText('Current password'), 'plum harbour violin sixty');
    await enter(user, within(form).getByLabelText(/^Authentication code/), '123456');
    await enter(user, within(form).getByLabelText(/^New password(?! again)/), NEW_PASSWORD);
    await enter(user, again, `${NEW_PASSWORD}!`);
    await user.click(within(form).getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('The two new passwords are not the same. Please type it again.')).toBeVisible();
    expect(again.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(again)).toContain('The two new passwords are not the same.');
    expect(document.activeElement).toBe(again);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('when the server refuses the current password, then its words show beside that field, it is emptied and focused, and the new passwords stay', async () => {
    const { user } = renderStaff('/staff/account', {
      [`GET ${STAFF_API.session}`]: () => json(SESSION),
      [`GET ${STAFF_API.accountSessions}`]: () => json({ sessions: [HERE] }),
      [`POST ${STAFF_API.changePassword}`]: () => json({ message: 'Your current password is not right.', errors: { currentPassword: 'Your current password is not right.' } }, 400),
    });
    const form = await screen.findByRole('form', { name: 'Change password' });
    const current = within(form).getByLabelText('Current password') as HTMLInputElement;
    await enter(user, current, 'not my password at all');
    await enter(user, within(form).getByLabelText(/^Authentication code/), '123456');
    await enter(user, within(form).getByLabelText(/^New password(?! again)/), NEW_PASSWORD);
    await enter(user, within(form).getByLabelText('New password again'), NEW_PASSWORD);
    await user.click(within(form).getByRole('button', { name: 'Change password' }));

    await waitFor(() => expect(document.activeElement).toBe(current));
    expect(describedBy(current)).toContain('Your current password is not right.');
    expect(current.value).toBe('');
    expect((within(form).getByLabelText('New password again') as HTMLInputElement).value).toBe(NEW_PASSWORD);
    expect(screen.queryByText(/^Your password is changed/)).toBeNull();
  });

  it('when other sessions are signed out, then a wrong code is said in the dialog and the right one ends them, with a lasting message', async () => {
    let sessions = [PHONE, HERE];
    let tries = 0;
    const { user, calls } = renderStaff('/staff/account', {
      [`GET ${STAFF_API.session}`]: () => json(SESSION),
      [`GET ${STAFF_API.accountSessions}`]: () => json({ sessions }),
      [`POST ${STAFF_API.endOtherSessions}`]: () => {
        if (tries++ === 0) return codeRefused();
        sessions = [HERE];
        return json({ endedSessions: 1 });
      },
    });
    const list = await screen.findByRole('list', { name: 'Signed-in sessions' });
    const here = within(list).getByText('Firefox on Linux').closest('li')!;
    expect(within(here).getByText('This device')).toBeVisible();
    expect(within(within(list).getByText('Safari on iPhone').closest('li')!).queryByText('This device')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Sign out other sessions' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign out your other sessions?' });
    const code = within(dialog).getByLabelText(/^Authentication code/) as HTMLInputElement;
    await enter(user, code, '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out other sessions' }));
    expect(await within(dialog).findByText('That code is not right. Please check your authenticator app and try again.')).toBeVisible();
    expect(code.value).toBe('');
    expect(document.activeElement).toBe(code);

    await enter(user, code, '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out other sessions' }));

    const outcome = (await screen.findByText('1 other session was signed out. This device stays signed in.')).parentElement!;
    await waitFor(() => expect(document.activeElement).toBe(outcome));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ code: '000000' }, { code: '654321' }]);
    await waitFor(() => expect(screen.queryByText('Safari on iPhone')).toBeNull());
  });

  it('when one session’s own Sign out is chosen, then the dialog names it and the right code signs out only that one', async () => {
    const DESK: AccountSession = { ...PHONE, id: 's3', browser: 'Chrome on Windows' };
    let sessions = [PHONE, DESK, HERE];
    const { user, calls } = renderStaff('/staff/account', {
      [`GET ${STAFF_API.session}`]: () => json(SESSION),
      [`GET ${STAFF_API.accountSessions}`]: () => json({ sessions }),
      [`POST ${STAFF_API.endOtherSessions}`]: () => {
        sessions = [DESK, HERE];
        return json({ endedSessions: 1 });
      },
    });
    const list = await screen.findByRole('list', { name: 'Signed-in sessions' });
    expect(within(within(list).getByText('Firefox on Linux').closest('li')!).queryByRole('button')).toBeNull();

    await user.click(within(list).getByRole('button', { name: /^Sign out: Safari on iPhone, signed in / }));
    const dialog = screen.getByRole('dialog', { name: 'Sign out this session?' });
    expect(within(dialog).getByText(/^Safari on iPhone, signed in .+, will need the password and a code again\. This device stays signed in\.$/)).toBeVisible();
    await enter(user, within(dialog).getByLabelText(/^Authentication code/), '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out this session' }));

    const outcome = (await screen.findByText(/^Safari on iPhone, signed in .+, is signed out\. This device stays signed in\.$/)).parentElement!;
    await waitFor(() => expect(document.activeElement).toBe(outcome));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ code: '654321', sessionId: 's2' }]);
    await waitFor(() => expect(screen.queryByText('Safari on iPhone')).toBeNull());
    expect(screen.getByText('Chrome on Windows')).toBeVisible();
  });

  it('when the account screen is in the navigation, then it leads there', async () => {
    const { user, where } = renderStaff('/staff/mail', {
      [`GET ${STAFF_API.session}`]: () => json(SESSION),
      [`GET ${STAFF_API.mailFailures}`]: () => json({ failures: [] }),
      [`GET ${STAFF_API.mailFailuresRecent}`]: () => json({ recent: 0 }),
      [`GET ${STAFF_API.accountSessions}`]: () => json({ sessions: [HERE] }),
    });
    await goToScreen(user, 'Account');

    expect(where()).toBe('/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  });
});
