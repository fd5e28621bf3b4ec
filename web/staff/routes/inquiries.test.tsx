// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_API, type StaffInquiry } from '#contract/staff';
import { json, renderStaff, resetStaff, SESSION, withDialogs } from '../testing/render-staff';

beforeAll(withDialogs);
afterEach(resetStaff);

const inquiry = (id: string, firstName: string, status: StaffInquiry['status']): StaffInquiry => ({
  id,
  createdAt: '2026-03-01T15:00:00.000Z',
  status,
  firstName,
  lastName: 'Okafor',
  email: `${id}@example.com`,
  phone: '5556062200',
  consent: 'true',
});

describe('the inquiries inbox', () => {
  it('when Handled is chosen, then the new list is said in a live region already on the page, and the link keeps focus', async () => {
    const { user } = renderStaff('/staff/inquiries', {
      [`GET ${STAFF_API.session}`]: () => json(SESSION),
      [`GET ${STAFF_API.inquiries}`]: ({ url }) =>
        json(url.searchParams.get('status') === 'handled' ? [inquiry('h1', 'Hana', 'handled'), inquiry('h2', 'Hugo', 'handled')] : [inquiry('n1', 'Nia', 'new')]),
    });
    await screen.findByRole('heading', { level: 2, name: 'Nia Okafor' });
    const [live] = within(screen.getByRole('main')).getAllByRole('status');
    expect(live!.textContent).toBe('');

    const handled = screen.getByRole('link', { name: 'Handled' });
    await user.click(handled);

    await screen.findByRole('heading', { level: 2, name: 'Hana Okafor' });
    await waitFor(() => expect(live!.textContent).toBe('Handled inquiries: 2 shown.'));
    expect(document.activeElement).toBe(handled);
  });

  it('when marking one handled fails, then the dialog says why inside itself and keeps the note', async () => {
    const { user } = renderStaff('/staff/inquiries', {
      [`GET ${STAFF_API.session}`]: () => json(SESSION),
      [`GET ${STAFF_API.inquiries}`]: () => json([inquiry('n1', 'Nia', 'new')]),
      [`POST ${STAFF_API.inquiryHandled('n1')}`]: () => json({ message: 'This inquiry was already marked handled.' }, 409),
    });
    await user.click(await screen.findByRole('button', { name: 'Mark handled: Nia Okafor' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark this inquiry handled?' });
    await user.type(within(dialog).getByLabelText(/Note/), 'Called back');
    await user.click(within(dialog).getByRole('button', { name: 'Mark handled' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe('This inquiry was already marked handled.');
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect((within(dialog).getByLabelText(/Note/) as HTMLTextAreaElement).value).toBe('Called back');
  });
});
