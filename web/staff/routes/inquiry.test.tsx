// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_API, type StaffInquiry } from '#contract/staff';
import { json, renderStaff, resetStaff, withDialogs, SESSION, passwordStep } from '../testing/render-staff';
import '../../testing/visible';

beforeAll(withDialogs);
afterEach(resetStaff);

const grace: StaffInquiry = {
  id: 'i-1',
  createdAt: '2026-03-01T15:00:00.000Z',
  status: 'new',
  firstName: 'Grace',
  lastName: 'Okafor',
  email: 'grace@example.com',
  phone: '(555) 606-2200',
  serviceType: 'compression',
  careLocation: 'nursing-home',
  message: 'Weekly visits?',
  consent: 'true',
};

describe('one inquiry’s page', () => {

  it('when the inquiry’s receipt was not e-mailed (its address had had three that day), then its page says so and what to do', async () => {
    renderStaff('/staff/inquiries/i-1', {
      [`GET ${STAFF_API.session}`]: () => json(SESSION),
      [`GET ${STAFF_API.inquiry('i-1')}`]: () => json({ ...grace, notMailed: true }),
    });

    const item = await screen.findByRole('article', { name: 'Grace Okafor' });
    const term = within(item).getByText('Receipt');

    expect(term.nextElementSibling?.textContent).toBe(
      'Not e-mailed: this address had already been sent three receipts or confirmations that day, so someone else may have typed it. Call the number given to check.',
    );
  });
  it('when a new inquiry is opened from the inbox and marked handled with a note, then the note is sent, the page says so with focus on it, and the way back leads to the handled list', async () => {
    let current = grace;
    const { user, calls, where } = renderStaff('/staff/inquiries', {
      [`GET ${STAFF_API.session}`]: () => json(SESSION),
      [`GET ${STAFF_API.inquiries}`]: () => json([current]),
      [`GET ${STAFF_API.inquiry('i-1')}`]: () => json(current),
      [`POST ${STAFF_API.inquiryHandled('i-1')}`]: ({ body }) => {
        current = { ...grace, status: 'handled', handledAt: '2026-03-01T16:00:00.000Z', note: (body as { note: string }).note };
        return json(current);
      },
    });
    await user.click(await screen.findByRole('link', { name: 'Grace Okafor' }));
    expect(where()).toBe('/inquiries/i-1');
    const item = await screen.findByRole('article', { name: 'Grace Okafor' });
    // The heading says when it came; the tab's title (kept in the history) only the initials.
    expect(screen.getByRole('heading', { level: 1, name: /^Inquiry, received \w+day, March 1, 2026, / })).toBeVisible();
    await waitFor(() => expect(document.title).toMatch(/^Inquiry G\. O\., /));
    expect(within(item).getByText('Compression therapy')).toBeVisible();
    expect(within(item).getByText('Weekly visits?')).toBeVisible();
    expect(within(item).getByRole('link', { name: '(555) 606-2200' }).getAttribute('href')).toBe('tel:5556062200');

    await user.click(within(item).getByRole('button', { name: 'Mark handled: Grace Okafor' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark this inquiry handled?' });
    await user.type(within(dialog).getByLabelText(/Note/), 'Called back, visit booked');
    await user.click(within(dialog).getByRole('button', { name: 'Mark handled' }));

    const outcome = (await screen.findByText('This inquiry is marked handled. It is in the handled list now.')).parentElement!;
    await waitFor(() => expect(document.activeElement).toBe(outcome));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ note: 'Called back, visit booked' });
    expect(await screen.findByText('Called back, visit booked')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Mark handled/ })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Back to the inquiries' }));
    expect(where()).toBe('/inquiries?status=handled');
  });

  it('when an inquiry is read, then staff are told to call now if it describes a sign on the 911 or same-day list, with the ladder a link away', async () => {
    renderStaff('/staff/inquiries/i-1', {
      [`GET ${STAFF_API.session}`]: () => json(SESSION),
      [`GET ${STAFF_API.inquiry('i-1')}`]: () => json(grace),
    });
    await screen.findByRole('article', { name: 'Grace Okafor' });

    const prompt = screen.getByText('If a message describes a sign on the 911 or same-day list, call now.');
    const ladder = within(prompt.closest('p')!).getByRole('link', { name: 'The 911 and same-day lists (opens in a new tab)' });
    expect(ladder.getAttribute('href')).toBe('/api/resources/when-to-seek-professional-help.html#when-to-get-help');
    // Above the message, where it is read before anything else.
    expect(prompt.compareDocumentPosition(screen.getByText('Weekly visits?')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('when someone not signed in opens a staff alert’s link to an inquiry, then after sign-in that inquiry opens', async () => {
    let signedIn = false;
    const { user, where } = renderStaff('/staff/inquiries/i-1', {
      [`GET ${STAFF_API.session}`]: () => (signedIn ? json(SESSION) : json({ message: 'No one is signed in.' }, 401)),
      [`POST ${STAFF_API.signIn}`]: () => json(passwordStep({ step: 'code' })),
      [`POST ${STAFF_API.signInCode}`]: () => {
        signedIn = true;
        return json({ username: 'coordinator' });
      },
      [`GET ${STAFF_API.inquiry('i-1')}`]: () => json(grace),
    });
    await user.type(await screen.findByLabelText('Username'), 'coordinator');
    expect(where()).toBe('/sign-in?next=%2Finquiries%2Fi-1');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.type(await screen.findByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('article', { name: 'Grace Okafor' })).toBeVisible();
    expect(where()).toBe('/inquiries/i-1');
  });

  it('when the address names no inquiry, then the page says so plainly and offers the inbox', async () => {
    renderStaff('/staff/inquiries/no-such-id', {
      [`GET ${STAFF_API.session}`]: () => json(SESSION),
      [`GET ${STAFF_API.inquiry('no-such-id')}`]: () => json({ message: 'There is no inquiry with that id.' }, 404),
    });
    const notice = await screen.findByText('There is no inquiry with this address. It may have been mistyped: the inbox lists every inquiry.');
    expect(notice.closest('[role="alert"]')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the inquiries' }).getAttribute('href')).toBe('/staff/inquiries');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('when the server fails, then the page says the inquiry could not be loaded and a retry reads it again', async () => {
    let fail = true;
    const { user } = renderStaff('/staff/inquiries/i-1', {
      [`GET ${STAFF_API.session}`]: () => json(SESSION),
      [`GET ${STAFF_API.inquiry('i-1')}`]: () => (fail ? json({ message: 'The server is busy.' }, 503) : json({ ...grace, status: 'handled', handledAt: '2026-03-02T09:00:00.000Z' })),
    });
    const notice = await screen.findByText(/^The inquiry could not be loaded\. The server is busy\./);
    expect(notice.closest('[role="alert"]')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    const item = await screen.findByRole('article', { name: 'Grace Okafor' });
    // Handled already: no way to mark it again, and the note says none was left.
    expect(within(item).getByText('Handled', { selector: 'span' })).toBeVisible();
    expect(within(item).getByText('None', { selector: 'dt:nth-last-of-type(1) + dd' })).toBeVisible();
    expect(within(item).queryByRole('button', { name: /^Mark handled/ })).toBeNull();
  });
});
