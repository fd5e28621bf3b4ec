// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STAFF_API, type StaffBooking, type StaffInquiry } from '#contract/staff';
import { clinicToday } from '../lib/clinic-time';
import { json, renderStaff, resetStaff, SESSION } from '../testing/render-staff';

afterEach(resetStaff);

const booking = (id: string, clientName: string, extra: Partial<StaffBooking> = {}): StaffBooking => ({
  id,
  kind: 'consultation',
  reference: 'EV7K2M9Q',
  minutes: 15,
  source: 'web',
  date: clinicToday(),
  time: '10:00',
  status: 'booked',
  clientName,
  clientEmail: `${id}@example.com`,
  clientPhone: '5550001111',
  notes: '',
  createdAt: '2026-03-01T10:00:00.000Z',
  moves: 0,
  ...extra,
});

const inquiry = (id: string, firstName: string, extra: Partial<StaffInquiry> = {}): StaffInquiry => ({
  id,
  createdAt: '2026-03-01T15:00:00.000Z',
  status: 'new',
  firstName,
  lastName: 'Ruiz',
  email: `${id}@example.com`,
  phone: '5556062200',
  consent: 'true',
  ...extra,
});

/** The agenda's row, or the inbox's item, that names `name`. */
const itemOf = async (name: string) => (await screen.findByRole('link', { name })).closest('li, article, section') as HTMLElement;

describe('"Prefers Spanish" in the staff area', () => {
  it('when the agenda lists a booking made in Spanish, then its row says "Prefers Spanish" in words; an English one does not', async () => {
    renderStaff('/staff', {
      [`GET ${STAFF_API.session}`]: () => json(SESSION),
      [`GET ${STAFF_API.bookings}`]: () => json([booking('b1', 'Ana Ruiz', { language: 'es' }), booking('b2', 'Harold Jenkins', { time: '11:00' })]),
    });

    expect(within(await itemOf('Ana Ruiz')).getByText('Prefers Spanish')).toBeTruthy();
    expect(within(await itemOf('Harold Jenkins')).queryByText('Prefers Spanish')).toBeNull();
  });

  it('when a Spanish booking’s page opens, then it says "Prefers Spanish"; an English booking’s page does not', async () => {
    renderStaff('/staff/bookings/b1', {
      [`GET ${STAFF_API.session}`]: () => json(SESSION),
      [`GET ${STAFF_API.booking('b1')}`]: () => json(booking('b1', 'Ana Ruiz', { language: 'es' })),
    });
    expect(await screen.findByText('Prefers Spanish')).toBeTruthy();
    resetStaff();

    renderStaff('/staff/bookings/b2', {
      [`GET ${STAFF_API.session}`]: () => json(SESSION),
      [`GET ${STAFF_API.booking('b2')}`]: () => json(booking('b2', 'Harold Jenkins')),
    });
    await screen.findByText('Harold Jenkins');
    expect(screen.queryByText('Prefers Spanish')).toBeNull();
  });

  it('when the inbox lists an inquiry sent in Spanish, then its item says "Prefers Spanish"; an English one does not', async () => {
    renderStaff('/staff/inquiries', {
      [`GET ${STAFF_API.session}`]: () => json(SESSION),
      [`GET ${STAFF_API.inquiries}`]: () => json([inquiry('i1', 'Rosa', { language: 'es' }), inquiry('i2', 'Grace')]),
    });

    const rosa = (await screen.findByRole('heading', { level: 2, name: 'Rosa Ruiz' })).closest('article, li, section') as HTMLElement;
    const grace = screen.getByRole('heading', { level: 2, name: 'Grace Ruiz' }).closest('article, li, section') as HTMLElement;
    expect(within(rosa).getByText('Prefers Spanish')).toBeTruthy();
    expect(within(grace).queryByText('Prefers Spanish')).toBeNull();
  });

  it('when a Spanish booking’s page shows the patient’s notes, then they are marked as Spanish; an English booking’s are not marked', async () => {
    renderStaff('/staff/bookings/b1', {
      [`GET ${STAFF_API.session}`]: () => json(SESSION),
      [`GET ${STAFF_API.booking('b1')}`]: () => json(booking('b1', 'Ana Ruiz', { language: 'es', notes: 'Herida en el talón, prefiere la mañana.' })),
    });
    expect((await screen.findByText('Herida en el talón, prefiere la mañana.')).getAttribute('lang')).toBe('es');
    resetStaff();

    renderStaff('/staff/bookings/b2', {
      [`GET ${STAFF_API.session}`]: () => json(SESSION),
      [`GET ${STAFF_API.booking('b2')}`]: () => json(booking('b2', 'Harold Jenkins', { notes: 'Heel wound, mornings best.' })),
    });
    expect((await screen.findByText('Heel wound, mornings best.')).closest('[lang]')?.getAttribute('lang') ?? 'en').not.toBe('es');
  });

  it('when a Spanish inquiry’s message is shown, then it is marked as Spanish', async () => {
    renderStaff('/staff/inquiries/i1', {
      [`GET ${STAFF_API.session}`]: () => json(SESSION),
      [`GET ${STAFF_API.inquiry('i1')}`]: () => json(inquiry('i1', 'Rosa', { language: 'es', message: 'Necesito ayuda con una herida.' })),
    });
    expect((await screen.findByText('Necesito ayuda con una herida.')).getAttribute('lang')).toBe('es');
  });

  it('when a Spanish inquiry’s own page opens, then it says "Prefers Spanish"', async () => {
    renderStaff('/staff/inquiries/i1', {
      [`GET ${STAFF_API.session}`]: () => json(SESSION),
      [`GET ${STAFF_API.inquiry('i1')}`]: () => json(inquiry('i1', 'Rosa', { language: 'es' })),
    });

    await screen.findByRole('heading', { level: 2, name: 'Rosa Ruiz' });
    expect(screen.getByText('Prefers Spanish')).toBeTruthy();
  });
});
