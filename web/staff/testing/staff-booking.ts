import type { StaffBooking } from '#contract/staff';

/** A booking as GET bookings answers it: a standing web consultation unless `extra` says otherwise. */
export const staffBooking = (id: string, extra: Partial<StaffBooking> = {}): StaffBooking => ({
  id,
  kind: 'consultation',
  reference: `EV${id.toUpperCase().padEnd(6, '0').slice(0, 6)}`,
  date: '2026-03-09',
  time: '10:00',
  minutes: extra.kind === 'visit' ? 45 : extra.kind === 'coordinator' ? 60 : 15,
  status: 'booked',
  clientName: 'Harold Jenkins',
  clientEmail: `${id}@example.com`,
  clientPhone: '5550001111',
  notes: '',
  createdAt: '2026-03-01T10:00:00.000Z',
  moves: 0,
  source: extra.kind === 'visit' ? 'phone' : 'web',
  ...extra,
});
