// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REFERRAL_STAFF_API, type StaffReferral } from '#contract/staff';
import { STAFF_API } from '#contract/staff';
import { json, renderStaff, resetStaff, SESSION, withDialogs } from '../testing/render-staff';
import '../../testing/visible';

beforeAll(withDialogs);
afterEach(resetStaff);

const maria: StaffReferral = {
  id: 'r-1',
  reference: 'R-7KX2-M9QD',
  status: 'new',
  createdAt: '2026-03-01T15:00:00.000Z',
  urgency: '48h',
  outOfArea: true,
  source: 'website',
  referrerRole: 'discharge-planner',
  referrerName: 'Dana Planner',
  referrerOrganization: 'Mercy Hospital',
  referrerPhone: '(513) 555-0142',
  referrerEmail: 'dana@mercy.example.org',
  patientName: 'Maria Lopez',
  patientDateOfBirth: '1941-02-03',
  patientPhone: '513-555-0199',
  patientAddress: '12 Elm Street, Cincinnati',
  patientZip: '10001',
  woundType: 'Diabetic ulcers',
  woundLocation: 'Left heel',
  payer: 'Medicare',
  documents: [{ id: 'd-1', name: 'Order.pdf', kind: 'pdf', bytes: 820 * 1024 }],
  events: [],
};
const summary = ({ documents, events: _events, referrerPhone: _p, referrerEmail: _e, patientDateOfBirth: _d, patientPhone: _pp, patientAddress: _a, patientZip: _z, woundLocation: _w, payer: _pay, ...rest }: StaffReferral) => ({ ...rest, documents: documents.length });

describe('the referrals screens', () => {
  it('when new referrals wait, then the navigation counts them and the urgent one, and the list marks it urgent and outside the area first', async () => {
    const { user } = renderStaff('/staff/referrals', {
      [`GET ${STAFF_API.session}`]: () => json(SESSION),
      [`GET ${REFERRAL_STAFF_API.newCount}`]: () => json({ new: 1, urgent: 1 }),
      [`GET ${REFERRAL_STAFF_API.referrals}`]: () => json({ referrals: [summary(maria)] }),
    });

    // The navigation folded behind its Menu button says the count too, before it is opened.
    await user.click(await screen.findByRole('button', { name: 'Menu, 1 new referral, 1 urgent' }));
    expect(await screen.findByRole('link', { name: 'Referrals, 1 new, 1 urgent' })).toBeVisible();
    const item = await screen.findByRole('article', { name: 'Maria Lopez' });
    expect(within(item).getByText('Urgent: within 48 hours')).toBeVisible();
    expect(within(item).getByText('Outside the service area: call to discuss')).toBeVisible();
    expect(within(item).getByText('R-7KX2-M9QD')).toBeVisible();
  });

  it('when a referral is opened, then its marks come first, each document opens with one link, and declining sends the message and the note', async () => {
    let current = maria;
    const { user, calls } = renderStaff('/staff/referrals/r-1', {
      [`GET ${STAFF_API.session}`]: () => json(SESSION),
      [`GET ${REFERRAL_STAFF_API.newCount}`]: () => json({ new: 1, urgent: 1 }),
      [`GET ${REFERRAL_STAFF_API.referral('r-1')}`]: () => json(current),
      [`POST ${REFERRAL_STAFF_API.decline('r-1')}`]: ({ body }) => {
        const words = body as { message: string; note: string };
        current = { ...maria, status: 'declined', events: [{ event: 'declined', at: '2026-03-01T16:00:00.000Z', by: 'coordinator', ...words }] };
        return json(current);
      },
    });

    await screen.findByRole('heading', { level: 1, name: 'Referral R-7KX2-M9QD: Maria Lopez' });
    await waitFor(() => expect(document.title).toMatch(/^Referral R-7KX2-M9QD, M\. L\./));
    const link = screen.getByRole('link', { name: 'Order.pdf' });
    expect(link.getAttribute('href')).toBe(REFERRAL_STAFF_API.document('r-1', 'd-1'));
    expect(screen.getAllByText('Urgent: within 48 hours')[0]!.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline this referral?' });
    await user.type(within(dialog).getByLabelText(/Message to the referrer/), 'We do not visit that county yet.');
    await user.type(within(dialog).getByLabelText(/Internal note/), 'Called Dana.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline referral' }));

    expect(await screen.findByText('This referral is declined. The referrer is e-mailed your message.')).toBeVisible();
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ message: 'We do not visit that county yet.', note: 'Called Dana.' });
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });
});
