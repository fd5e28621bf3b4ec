// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { REFERRAL_STAFF_API, STAFF_API } from '#contract/staff';
import { fakeSessions } from '../../testing/fake-sessions';
import { renderStaff, resetStaff, withDialogs } from '../../testing/render-staff';
import '../../../testing/visible';
import { enter } from '../../../testing/enter';

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
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const warning = () => screen.queryByRole('dialog', { name: 'You are about to be signed out' });

describe('the end of an idle session', () => {
  it('when the idle end comes while the server, reached later by each request, still has the session, then the page signs out on the server before it says so, keeping the form', async () => {
    const server = fakeSessions({ latencyMs: 5 * SECOND });
    const { calls } = renderStaff('/staff/closed-days', server.routes);
    const as = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await enter(as, await screen.findByLabelText(/Reason/), 'Staff training');

    await advance(61 * SECOND);

    expect(await screen.findByText(/Your session has ended, so you were signed out/)).toBeVisible();
    // The server's own end was still ahead (by the latency); the page ended it there, then said so.
    expect(server.state.lastSeen + 60 * SECOND).toBeGreaterThan(Date.now());
    expect(server.live()).toBe(false);
    const asked = calls.map((call) => `${call.method} ${call.url.pathname}`);
    expect(asked.slice(asked.lastIndexOf(`GET ${STAFF_API.session}`))).toEqual([`GET ${STAFF_API.session}`, `POST ${STAFF_API.signOut}`]);
    expect(sessionStorage.getItem('staff-drafts')).toContain('Staff training');
  });

  it('when another tab kept the session alive at the end, then the page neither signs out nor says the session ended', async () => {
    const server = fakeSessions();
    const { calls } = renderStaff('/staff/closed-days', server.routes);
    await screen.findByRole('heading', { level: 1, name: 'Closed days' });
    await advance(31 * SECOND);
    expect(await screen.findByRole('dialog', { name: 'You are about to be signed out' })).toBeVisible();

    // The other tab's request, just before this one's end.
    await advance(28 * SECOND);
    server.state.lastSeen = Date.now();
    await advance(3 * SECOND);

    await waitFor(() => expect(calls.filter((call) => call.url.pathname === STAFF_API.session).length).toBeGreaterThan(2));
    expect(server.live()).toBe(true);
    expect(calls.some((call) => call.url.pathname === STAFF_API.signOut)).toBe(false);
    expect(screen.queryByText(/Your session has ended/)).toBeNull();
  });

  it('when the page is left open after Stay signed in, then nothing it reads by itself keeps the session alive: the renewed session warns 30 s before its end', async () => {
    const server = fakeSessions();
    const { calls } = renderStaff('/staff/closed-days', server.routes);
    const as = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await screen.findByRole('heading', { level: 1, name: 'Closed days' });
    await advance(31 * SECOND);
    await as.click(within(await screen.findByRole('dialog', { name: 'You are about to be signed out' })).getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(warning()).toBeNull());
    const renewedAt = server.state.lastSeen;

    // Past a minute since the screen opened: no read on a timer (the navigation's count) moved the end.
    await advance(renewedAt + 30 * SECOND - Date.now() + SECOND);

    expect(await screen.findByRole('dialog', { name: 'You are about to be signed out' })).toBeVisible();
    expect(server.state.lastSeen).toBe(renewedAt);
    expect(calls.filter((call) => call.url.pathname === REFERRAL_STAFF_API.newCount)).toHaveLength(1);
  });
});
