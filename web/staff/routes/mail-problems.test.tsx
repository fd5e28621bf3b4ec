// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type MailFailure, STAFF_API } from '#contract/staff';
import { json, openMenu, renderStaff, resetStaff, SESSION } from '../testing/render-staff';
import '../../testing/visible';

afterEach(resetStaff);

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const reminder: MailFailure = {
  id: 'm1',
  template: 'booking-reminder',
  createdAt: hoursAgo(3),
  failedAt: hoursAgo(2),
  attempts: 1,
  code: '550',
  about: { kind: 'consultation', id: 'b1' },
};
const receipt: MailFailure = { ...reminder, id: 'm2', template: 'inquiry-received', createdAt: hoursAgo(30 * 24), failedAt: hoursAgo(30 * 24), attempts: 3, code: '552', about: { kind: 'inquiry', id: 'i1' } };

describe('e-mail problems', () => {
  it('when messages were refused for good, then each says which, when, why, how often, what it was about and what to do; the navigation counts the recent ones', async () => {
    const { user, where } = renderStaff('/staff/mail', {
      [`GET ${STAFF_API.session}`]: () => json(SESSION),
      [`GET ${STAFF_API.mailFailures}`]: () => json({ failures: [reminder, receipt] }),
      // The server counts the recent ones (api/staff/mail-failures.service.test.ts): the bar shows its number.
      [`GET ${STAFF_API.mailFailuresRecent}`]: () => json({ recent: 1 }),
      [`GET ${STAFF_API.inquiry('i1')}`]: () => json({ id: 'i1', createdAt: receipt.createdAt, status: 'new', firstName: 'Grace', lastName: 'Okafor', email: 'g@example.com', phone: '5556062200', consent: 'true' }),
    });
    const first = await screen.findByRole('article', { name: 'Reminder not delivered' });
    expect(screen.getByRole('heading', { level: 1, name: 'E-mail problems' })).toBeVisible();
    expect(await screen.findByText('Not delivered: 2 messages, 1 of them in the last 7 days. Newest first.')).toBeVisible();
    expect(within(first).getByText('The visitor did not get it')).toBeVisible();
    expect(within(first).getByText('550: the mailbox does not exist or does not take mail')).toBeVisible();
    expect(within(first).getByText('Once')).toBeVisible();
    expect(within(first).getByText(/^Call the visitor to remind them/)).toBeVisible();
    expect(within(first).getByRole('link', { name: 'Open the booking' }).getAttribute('href')).toBe('/staff/bookings/b1');

    const second = screen.getByRole('article', { name: 'Inquiry receipt not delivered' });
    expect(within(second).getByText('552: the mailbox is full')).toBeVisible();
    expect(within(second).getByText('3 times')).toBeVisible();
    // The count of the last seven days, in words for screen readers: on the folded menu's button too, so it is not hidden behind it.
    expect(screen.getByRole('button', { name: 'Menu, 1 e-mail problem in the last 7 days' })).toBeVisible();
    expect(within(await openMenu(user)).getByRole('link', { name: 'E-mail problems, 1 in the last 7 days' })).toBeVisible();

    await user.click(within(second).getByRole('link', { name: 'Open the inquiry' }));
    expect(await screen.findByRole('article', { name: 'Grace Okafor' })).toBeVisible();
    expect(where()).toBe('/inquiries/i1');
  });

  it('when nothing failed, then the screen says so and the navigation shows no count', async () => {
    const { user } = renderStaff('/staff/mail', {
      [`GET ${STAFF_API.session}`]: () => json(SESSION),
      [`GET ${STAFF_API.mailFailures}`]: () => json({ failures: [] }),
      [`GET ${STAFF_API.mailFailuresRecent}`]: () => json({ recent: 0 }),
    });
    expect(await screen.findByText('No e-mail problems. Every message so far was delivered or is still being tried.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Menu' })).toBeVisible();
    expect(within(await openMenu(user)).getByRole('link', { name: 'E-mail problems' })).toBeVisible();
  });

  it('when the list cannot be read, then the screen says so with the server’s words, shows a loading line meanwhile, and a retry shows the list', async () => {
    let fail = true;
    const { user } = renderStaff('/staff/mail', {
      [`GET ${STAFF_API.session}`]: () => json(SESSION),
      [`GET ${STAFF_API.mailFailures}`]: () => (fail ? json({ message: 'The server is busy.' }, 503) : json({ failures: [reminder] })),
      [`GET ${STAFF_API.mailFailuresRecent}`]: () => json({ recent: 1 }),
    });
    expect(await screen.findByText('Loading e-mail problems…')).toBeVisible();
    const notice = await screen.findByText(/^The e-mail problems could not be loaded\. The server is busy\./);
    expect(notice.closest('[role="alert"]')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Reminder not delivered' })).toBeVisible();
    expect(await screen.findByText('Not delivered: 1 message, in the last 7 days.')).toBeVisible();
  });
});
