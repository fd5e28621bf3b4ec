// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays } from '#contract';
import { STAFF_API } from '#contract/staff';
import { clinicToday } from '../lib/clinic-time';
import { fakeSessions } from '../testing/fake-sessions';
import { json, renderStaff, resetStaff, withDialogs } from '../testing/render-staff';
import '../../testing/visible';
import { enter } from '../../testing/enter';

beforeAll(withDialogs);
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  sessionStorage.clear();
});
afterEach(() => {
  resetStaff();
  vi.useRealTimers();
});

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const day = addDays(clinicToday(), 5);

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const warning = () => screen.queryByRole('dialog', { name: 'You are about to be signed out' });

async function signInAgain(as: ReturnType<typeof user>) {
  await enter(as, await screen.findByLabelText('Username'), 'coordinator');
  await enter(as, screen.getByLabelText('Password'), 'correct horse battery');
  await as.click(screen.getByRole('button', { name: 'Sign in' }));
  await enter(as, await screen.findByLabelText('Authentication code'), '123456');
  await as.click(screen.getByRole('button', { name: 'Verify' }));
}

describe('the session time-out (WCAG 2.2.1)', () => {
  it('when the idle limit is 1 minute, then a warning comes 30 s before the end, and Stay signed in renews the session on the server', async () => {
    const server = fakeSessions();
    const { calls } = renderStaff('/staff/closed-days', server.routes);
    const as = user();
    await screen.findByRole('heading', { level: 1, name: 'Closed days' });

    await advance(25 * SECOND);
    expect(warning()).toBeNull();
    await advance(6 * SECOND);
    const dialog = await screen.findByRole('dialog', { name: 'You are about to be signed out' });
    expect(dialog.textContent).toMatch(/signs you out after 1 minute without use\. You will be signed out at \d+:\d\d [AP]M, in (29|30) seconds\./);
    expect(server.state.lastSeen + MINUTE - Date.now()).toBeGreaterThanOrEqual(20 * SECOND);

    await as.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));

    await waitFor(() => expect(warning()).toBeNull());
    expect(calls.filter((call) => call.url.pathname === STAFF_API.renewSession).map((call) => call.method)).toEqual(['POST']);
    // Past the first end: the renewed session lives on, with no warning yet.
    await advance(29 * SECOND);
    expect(server.live()).toBe(true);
    expect(warning()).toBeNull();
  });

  it('when the warning is left alone, then at the end sign-in shows with its notice, and after signing in again the form has what was typed', async () => {
    const server = fakeSessions();
    const { where } = renderStaff('/staff/closed-days', server.routes);
    const as = user();
    fireEvent.change(await screen.findByLabelText('Day'), { target: { value: day } });
    await enter(as, screen.getByLabelText(/Reason/), 'Staff training');

    await advance(61 * SECOND);

    const notice = (await screen.findByText(/Your session has ended, so you were signed out/)).parentElement!;
    await waitFor(() => expect(document.activeElement).toBe(notice));
    expect(where()).toBe('/sign-in?next=%2Fclosed-days');
    expect(sessionStorage.getItem('staff-drafts')).toContain('Staff training');
    expect(sessionStorage.getItem('staff-drafts')).not.toMatch(/Password|password/);

    await signInAgain(as);

    expect(await screen.findByText('What you had typed before the session ended is back. Check it, then go on.')).toBeVisible();
    expect((screen.getByLabelText(/Reason/) as HTMLInputElement).value).toBe('Staff training');
    expect((screen.getByLabelText('Day') as HTMLInputElement).value).toBe(day);
    expect(where()).toBe('/closed-days');
    expect(sessionStorage.getItem('staff-drafts')).toBeNull();
  });

  it('when another person signs in after the time-out, then what the first typed is not shown to them, and is gone', async () => {
    const server = fakeSessions();
    renderStaff('/staff/closed-days', server.routes);
    const as = user();
    await enter(as, await screen.findByLabelText(/Reason/), 'Staff training');
    await advance(61 * SECOND);
    await screen.findByText(/Your session has ended/);
    server.state.user = 'nurse.two';

    await signInAgain(as);

    expect(await screen.findByRole('heading', { level: 1, name: 'Closed days' })).toBeVisible();
    expect((await screen.findByLabelText(/Reason/) as HTMLInputElement).value).toBe('');
    expect(sessionStorage.getItem('staff-drafts')).toBeNull();
  });

  it('when another tab kept the session alive, then this one asks the server before warning, and does not warn', async () => {
    const server = fakeSessions();
    const { calls } = renderStaff('/staff/closed-days', server.routes);
    await screen.findByRole('heading', { level: 1, name: 'Closed days' });

    await advance(20 * SECOND);
    server.state.lastSeen = Date.now();
    await advance(15 * SECOND);

    await waitFor(() => expect(calls.filter((call) => call.url.pathname === STAFF_API.session).length).toBeGreaterThan(1));
    expect(warning()).toBeNull();
    expect(calls.some((call) => call.url.pathname === STAFF_API.renewSession)).toBe(false);
    // The other tab's activity, 35 s in, moves this tab's warning to 30 s before its new end.
    await advance(26 * SECOND);
    expect(await screen.findByRole('dialog', { name: 'You are about to be signed out' })).toBeVisible();
  });

  it('when the 12 hours are nearly up, then the warning says it cannot be extended, offers to sign in again now, and the form is kept', async () => {
    const server = fakeSessions({ idleMinutes: 15, hours: 0.1 });
    const { calls, where } = renderStaff('/staff/closed-days', server.routes);
    const as = user();
    await enter(as, await screen.findByLabelText(/Reason/), 'Holiday');

    await advance(61 * SECOND);
    const dialog = await screen.findByRole('dialog', { name: 'Your session ends soon' });
    expect(dialog.textContent).toContain('Every session ends 12 hours after signing in, and this one cannot be extended');
    expect(within(dialog).queryByRole('button', { name: 'Stay signed in' })).toBeNull();
    await as.click(within(dialog).getByRole('button', { name: 'Sign in again now' }));

    await screen.findByText(/Your session has ended/);
    expect(calls.filter((call) => call.url.pathname === STAFF_API.signOut)).toHaveLength(1);
    expect(where()).toBe('/sign-in?next=%2Fclosed-days');
    expect(sessionStorage.getItem('staff-drafts')).toContain('Holiday');
  });

  it('when the session ends with the cancel dialog open, then after signing in again the dialog, opened again, has the message and note back', async () => {
    const server = fakeSessions();
    const booking = { id: 'b-1', kind: 'consultation', date: day, time: '10:00', status: 'booked', clientName: 'Harold Jenkins', clientEmail: 'h@example.com', clientPhone: '5550001111', notes: '', createdAt: '2026-03-01T10:00:00.000Z', moves: 0, reference: 'EV7K2M9Q', minutes: 15, source: 'web' };
    renderStaff('/staff/bookings/b-1', { ...server.routes, [`GET ${STAFF_API.booking('b-1')}`]: () => (server.live() ? json(booking) : json({ message: 'Please sign in.' }, 401)) });
    const as = user();
    await as.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    await enter(as, within(dialog).getByLabelText(/Message to the patient/), 'Please call us to rebook.');
    await enter(as, within(dialog).getByLabelText(/Internal note/), 'Nurse off sick');

    await advance(61 * SECOND);
    await screen.findByText(/Your session has ended/);
    await signInAgain(as);
    await as.click(await screen.findByRole('button', { name: 'Cancel booking' }));

    const again = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    expect(within(again).getByText('What you had typed before the session ended is back. Check it, then go on.')).toBeVisible();
    expect((within(again).getByLabelText(/Message to the patient/) as HTMLTextAreaElement).value).toBe('Please call us to rebook.');
    expect((within(again).getByLabelText(/Internal note/) as HTMLTextAreaElement).value).toBe('Nurse off sick');
    expect(sessionStorage.getItem('staff-drafts')).toBeNull();
  });

  it('when Sign out now is chosen in the warning, then the session ends and nothing typed is kept', async () => {
    const server = fakeSessions();
    renderStaff('/staff/closed-days', server.routes);
    const as = user();
    await enter(as, await screen.findByLabelText(/Reason/), 'Staff training');

    await advance(31 * SECOND);
    await as.click(within(await screen.findByRole('dialog', { name: 'You are about to be signed out' })).getByRole('button', { name: 'Sign out now' }));

    expect(await screen.findByText('You have signed out.')).toBeVisible();
    expect(server.live()).toBe(false);
    expect(sessionStorage.getItem('staff-drafts')).toBeNull();
  });
});
