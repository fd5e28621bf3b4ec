import { describe, expect, it } from 'vitest';
import type { StaffBooking } from '#contract/staff';
import { agendaRange, burstLabel, dayCounts, groupByDay } from './agenda-model';

const booking = (id: string, date: string, time: string, status: StaffBooking['status'] = 'booked'): StaffBooking => ({
  id,
  kind: 'consultation',
  reference: 'EV7K2M9Q',
  minutes: 15,
  source: 'web',
  date,
  time,
  status,
  clientName: `Client ${id}`,
  clientEmail: `${id}@example.com`,
  clientPhone: '5550000000',
  notes: '',
  createdAt: '2026-03-01T10:00:00.000Z',
  moves: 0,
});

describe('the agenda', () => {
  const today = '2026-03-10';
  const list = [booking('a', '2026-03-12', '10:00'), booking('b', '2026-03-10', '14:00'), booking('c', '2026-03-10', '09:15'), booking('d', '2026-03-08', '11:00')];

  it('when upcoming, then today comes first with its bookings in time order, then later days, never past ones', () => {
    const days = groupByDay(list, 'upcoming', today);
    expect(days.map((day) => day.date)).toEqual(['2026-03-10', '2026-03-12']);
    expect(days[0]!.bookings.map((b) => b.id)).toEqual(['c', 'b']);
  });

  it('when today has no bookings, then it is still listed, empty', () => {
    const days = groupByDay([booking('a', '2026-03-12', '10:00')], 'upcoming', today);
    expect(days[0]).toEqual({ date: today, bookings: [] });
  });

  it('when past, then the most recent day comes first and today is left out', () => {
    const days = groupByDay([...list, booking('e', '2026-03-01', '09:00')], 'past', today);
    expect(days.map((day) => day.date)).toEqual(['2026-03-08', '2026-03-01']);
  });

  it('when asked for a range, then upcoming spans today and the booking window, past the days before today', () => {
    expect(agendaRange('upcoming', today)).toEqual({ from: today, to: '2026-05-09' });
    expect(agendaRange('past', today, 30)).toEqual({ from: '2026-02-08', to: '2026-03-09' });
  });

  it('when a day has cancelled bookings or a burst, then the words say so', () => {
    expect(dayCounts([booking('a', today, '09:00'), booking('b', today, '10:00', 'cancelled')])).toBe('1 booked, 1 cancelled');
    expect(dayCounts([])).toBe('No bookings');
    expect(burstLabel({ size: 6, by: 'email' })).toBe('Possible burst: one of 6 bookings from one e-mail address in a short time');
  });
});
