import { act, cleanup, configure, render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { routerFuture } from '../../lib/router-future';
import { vi } from 'vitest';
import { STAFF_BASE } from '#contract/staff-paths';
import { dismissToast } from '../../ui/toast';
import { StaffApp } from '../app';
import { forgetActivity } from '../lib/session-clock';

// A staff screen waits for its session, then its list: on a busy machine that can take longer than the default second.
configure({ asyncUtilTimeout: 5000 });

/**
 * A signed-in session as GET session answers it: far from its end, on this machine's clock. Every
 * staff test uses this one, so a field the answer gains is added once.
 */
export const SESSION = {
  username: 'coordinator',
  expiresAt: '2030-01-01T00:00:00.000Z',
  endsAt: '2030-01-01T00:00:00.000Z',
  checkedAt: new Date().toISOString(),
  idleMinutes: 15,
};

export type Route = (request: { url: URL; body: unknown }) => Response | Promise<Response>;

/** The password step's answer as the server gives it: the step, and a half-done sign-in that lasts ten minutes from now. */
export const passwordStep = (step: { step: 'code' } | { step: 'enrol'; secret: string; otpauthUrl: string }) => ({
  ...step,
  checkedAt: new Date().toISOString(),
  expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
});

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * The staff app in jsdom at a staff address, with fetch answered by `routes` keyed
 * "METHOD /path" (the query is the handler's to read). Calls are recorded in order.
 */
export function renderStaff(path: string, routes: Record<string, Route>) {
  const calls: { method: string; url: URL; body: unknown; headers: Record<string, string> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url, body, headers: { ...(init.headers as Record<string, string> | undefined) } });
      const route = routes[`${method} ${url.pathname}`];
      return route ? route({ url, body }) : json({ message: 'Not found' }, 404);
    }),
  );
  let location = '';
  function Where() {
    const here = useLocation();
    location = here.pathname + here.search;
    return null;
  }
  render(
    <MemoryRouter initialEntries={[path]} basename={STAFF_BASE} future={routerFuture}>
      <StaffApp />
      <Where />
    </MemoryRouter>,
  );
  return { calls, user: userEvent.setup(), where: () => location };
}

/**
 * Goes to a screen as a person on a phone does: jsdom matches no media query, so the screens sit
 * behind the bar's 'Menu' button, as below 72em in a browser. Leaves the menu open when asked to
 * open it only (`screenName` omitted), for tests of the menu itself.
 */
export async function openMenu(user: UserEvent): Promise<HTMLElement> {
  const button = await screen.findByRole('button', { name: /^Menu/ });
  if (button.getAttribute('aria-expanded') !== 'true') await user.click(button);
  return screen.getByRole('navigation', { name: 'Staff' });
}

export async function goToScreen(user: UserEvent, screenName: string | RegExp): Promise<void> {
  await user.click(within(await openMenu(user)).getByRole('link', { name: screenName }));
}

/** jsdom has no modal dialogs: these stand in for the browser's, opening and closing the element. */
export function withDialogs(): void {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

export function resetStaff(): void {
  act(() => dismissToast());
  cleanup();
  vi.unstubAllGlobals();
  forgetActivity();
}
