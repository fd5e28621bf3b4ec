// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STAFF_API } from '#contract/staff';
import { json, renderStaff, resetStaff, SESSION, passwordStep } from '../testing/render-staff';
import '../../testing/visible';
import { enter } from '../../testing/enter';

afterEach(resetStaff);

const refused = () => json({ message: 'No one is signed in.' }, 401);

describe('staff sign-in', () => {
  it('when someone not signed in opens a staff screen, then sign-in shows and, after password and code, that screen opens with its heading in focus', async () => {
    let signedIn = false;
    const { user, calls, where } = renderStaff('/staff/inquiries?status=handled', {
      [`GET ${STAFF_API.session}`]: () => (signedIn ? json(SESSION) : refused()),
      [`POST ${STAFF_API.signIn}`]: () => json(passwordStep({ step: 'code' })),
      [`POST ${STAFF_API.signInCode}`]: () => {
        signedIn = true;
        return json({ username: 'coordinator' });
      },
      [`GET ${STAFF_API.inquiries}`]: () => json([]),
    });

    await enter(user, await screen.findByLabelText('Username'), 'coordinator');
    await enter(user, screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const code = await screen.findByLabelText('Authentication code');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Enter your authentication code' })));
    await enter(user, code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    // Verify went with the sign-in screen: the new screen's heading has focus, not the page's body.
    const heading = await screen.findByRole('heading', { level: 1, name: 'Inquiries' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(await screen.findByText('No handled inquiries yet.')).toBeVisible();
    expect(where()).toBe('/inquiries?status=handled');
    expect(calls.find((call) => call.url.pathname === STAFF_API.signIn)?.body).toEqual({ username: 'coordinator', password: 'correct horse battery' });
    expect(calls.find((call) => call.url.pathname === STAFF_API.signInCode)?.body).toEqual({ code: '123456' });
    expect(screen.getByText('Signed in as coordinator')).toBeVisible();
  });

  it('when the password is refused, then the server’s words show beside the form and the password is cleared and focused', async () => {
    const { user } = renderStaff('/staff/sign-in', {
      [`POST ${STAFF_API.signIn}`]: () => json({ message: 'The username or password is not right.' }, 401),
    });
    await enter(user, screen.getByLabelText('Username'), 'coordinator');
    await enter(user, screen.getByLabelText('Password'), 'wrong password!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('The username or password is not right.')).toBeVisible();
    expect(screen.getByText('The username or password is not right.').closest('[role="alert"]')).toBeVisible();
    expect(screen.getByLabelText('Password')).toHaveProperty('value', '');
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
  });

  it('when fields are left empty, then the contract’s messages show and nothing is sent', async () => {
    const { user, calls } = renderStaff('/staff/sign-in', {});
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(screen.getByText('Username is required')).toBeVisible();
    expect(screen.getByText('Password is required')).toBeVisible();
    expect(document.activeElement).toBe(screen.getByLabelText('Username'));
    expect(calls).toEqual([]);
  });

  it('when the account signs in for the first time, then the QR code and key show, and after the code the ten recovery codes must be confirmed saved', async () => {
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const codes = Array.from({ length: 10 }, (_, index) => `code-${index}-abcd`);
    let signedIn = false;
    const { user, where } = renderStaff('/staff/sign-in', {
      [`GET ${STAFF_API.session}`]: () => (signedIn ? json(SESSION) : refused()),
      [`POST ${STAFF_API.signIn}`]: () => json(passwordStep({ step: 'enrol', secret, otpauthUrl: `otpauth://totp/Evergreen:coordinator?secret=${secret}&issuer=Evergreen` })),
      [`POST ${STAFF_API.signInCode}`]: () => {
        signedIn = true;
        return json({ username: 'coordinator', recoveryCodes: codes });
      },
      [`GET ${STAFF_API.bookings}`]: () => json([]),
    });
    await enter(user, screen.getByLabelText('Username'), 'coordinator');
    await enter(user, screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Use a recovery code' })).toBeNull();
    await enter(user, screen.getByLabelText('Authentication code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect([...list.querySelectorAll('li')].map((item) => item.textContent)).toEqual(codes);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Please save the codes and tick the box: they are not shown again.')).toBeVisible();
    expect(where()).toBe('/sign-in');
    await user.click(screen.getByLabelText('I saved them'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
    expect(where()).toBe('/');
  });
});
