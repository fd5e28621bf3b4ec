// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STAFF_API } from '#contract/staff';
import { json, openMenu, renderStaff, resetStaff, SESSION } from '../testing/render-staff';
import '../../testing/visible';

afterEach(resetStaff);

/** The closed days screen: its own list is all it reads. */
const closedDays = () =>
  renderStaff('/staff/closed-days', {
    [`GET ${STAFF_API.session}`]: () => json(SESSION),
    [`GET ${STAFF_API.closures}`]: () => json([]),
    [`GET ${STAFF_API.clinicians}`]: () => json({ clinicians: [] }),
    [`GET ${STAFF_API.mailFailuresRecent}`]: () => json({ recent: 0 }),
  });

const menuButton = () => screen.getByRole('button', { name: 'Menu' });

// jsdom matches no media query: this is the bar below 72em, where the screens fold behind 'Menu'.
describe('the staff navigation on a phone', () => {
  it('when a screen opens, then the screens are folded behind one Menu button, which says it is collapsed and what it controls', async () => {
    closedDays();
    await screen.findByRole('heading', { level: 1, name: 'Closed days' });

    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(menuButton().getAttribute('aria-controls')!)).not.toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Staff' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
  });

  it('when the menu opens, then every screen and Sign out show, the current screen is marked, and Escape closes it with focus back on the button', async () => {
    const { user } = closedDays();
    await screen.findByRole('heading', { level: 1, name: 'Closed days' });

    const nav = await openMenu(user);

    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Agenda',
      'Book by phone',
      'Today',
      'Team',
      'Inquiries',
      'Referrals',
      'Closed days',
      'Export',
      'Audit',
      'E-mail problems',
      'Account',
    ]);
    expect(within(nav).getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent)).toEqual(['Closed days']);
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeVisible();

    within(nav).getByRole('link', { name: 'Team' }).focus();
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('navigation', { name: 'Staff' })).toBeNull();
    expect(document.activeElement).toBe(menuButton());
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('when Tab moves on past Sign out, then the menu closes and focus stays where it went', async () => {
    const { user } = closedDays();
    await screen.findByRole('heading', { level: 1, name: 'Closed days' });
    await openMenu(user);
    screen.getByRole('button', { name: 'Sign out' }).focus();

    await user.tab();

    expect(screen.queryByRole('navigation', { name: 'Staff' })).toBeNull();
    expect(document.activeElement).not.toBe(document.body);
    expect(screen.getByRole('banner').contains(document.activeElement)).toBe(false);
  });

  it('when the page outside is clicked, then the menu closes', async () => {
    const { user } = closedDays();
    await user.click(await screen.findByRole('heading', { level: 1, name: 'Closed days' }));
    await openMenu(user);

    await user.click(screen.getByRole('heading', { level: 1, name: 'Closed days' }));

    expect(screen.queryByRole('navigation', { name: 'Staff' })).toBeNull();
  });

  it('when a screen is chosen from the menu, then the menu closes and focus goes to the new screen’s heading', async () => {
    const { user, where } = closedDays();
    await screen.findByRole('heading', { level: 1, name: 'Closed days' });

    await user.click(within(await openMenu(user)).getByRole('link', { name: 'Export' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Export' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(where()).toBe('/export');
    expect(screen.queryByRole('navigation', { name: 'Staff' })).toBeNull();
  });

  it('when the screen already shown is chosen from the menu, then the menu closes and focus goes to its heading, not to the page', async () => {
    const { user } = closedDays();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Closed days' });

    await user.click(within(await openMenu(user)).getByRole('link', { name: 'Closed days' }));

    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.queryByRole('navigation', { name: 'Staff' })).toBeNull();
  });
});
