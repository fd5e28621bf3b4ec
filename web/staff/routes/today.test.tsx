// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Clinician, STAFF_API, type TodayAnswer, type TodayVisit } from '#contract/staff';
import { json, renderStaff, resetStaff, SESSION, withDialogs } from '../testing/render-staff';
import '../../testing/visible';

beforeAll(withDialogs);
// 11:00 AM on the provider's clock, Monday, March 9, 2026: the day's second visit is under way.
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-09T15:00:00.000Z'));
});
afterEach(() => {
  resetStaff();
  vi.useRealTimers();
});

const maria: Clinician = { id: 'n1', name: 'Maria Lopez', active: true, hours: [], zips: [], kinds: ['visit'], staffUser: 'coordinator', createdAt: '2026-03-01T10:00:00.000Z' };
const tom: Clinician = { ...maria, id: 'n2', name: 'Tom Reed', staffUser: undefined };

const stop = (id: string, time: string, extra: Partial<TodayVisit> = {}): TodayVisit => ({
  id,
  reference: `EV${id.toUpperCase()}0000`.slice(0, 8),
  kind: 'visit',
  time,
  minutes: 45,
  status: 'booked',
  clientName: `Patient ${id}`,
  clientPhone: '512-555-0142',
  place: '12 Elm St, Austin, TX 78701',
  mapUrl: 'https://www.google.com/maps/search/?api=1&query=12%20Elm%20St%2C%20Austin%2C%20TX%2078701',
  ...extra,
});
const DAY: TodayAnswer = {
  date: '2026-03-09',
  clinician: { id: 'n1', name: 'Maria Lopez' },
  visits: [stop('a', '09:00', { outcome: 'completed' }), stop('b', '10:45', { supplies: 'Foam dressings, saline', interpreterLanguage: 'Spanish' }), stop('c', '13:00', { place: 'Maple House Care', mapUrl: undefined })],
};

function todayScreen(answers: (() => Response)[], feed: unknown = {}) {
  let asked = 0;
  return renderStaff('/staff/today', {
    [`GET ${STAFF_API.session}`]: () => json(SESSION),
    [`GET ${STAFF_API.clinicians}`]: () => json({ clinicians: [maria, tom] }),
    [`GET ${STAFF_API.today}`]: () => answers[Math.min(asked++, answers.length - 1)]!(),
    [`GET ${STAFF_API.calendarFeeds}`]: () => json(feed),
    [`POST ${STAFF_API.calendarFeeds}`]: () => json({ url: 'https://care.example/calendar/k3J9aZ.ics', clinicianId: 'n1' }, 201),
  });
}

describe('a nurse’s day', () => {
  it('when it opens, then the visit under way is at the top, then the whole day in order, each with its place, map, phone, what to bring and language', async () => {
    todayScreen([() => json(DAY)]);

    const now = await screen.findByRole('region', { name: 'Now' });
    expect(within(now).getByRole('heading', { level: 3 }).textContent).toBe('10:45 AM to 11:30 AM, wound-care visit');
    const day = screen.getByRole('region', { name: 'The day in order: 3 visits' });
    const cards = within(day).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      '9:00 AM to 9:45 AM, wound-care visit',
      '10:45 AM to 11:30 AM, wound-care visit',
      '1:00 PM to 1:45 PM, wound-care visit',
    ]);
    expect(within(cards[0]!).getByText('Completed')).toBeVisible();
    const second = cards[1]!;
    expect(within(second).getByRole('link', { name: 'Call 512-555-0142' }).getAttribute('href')).toBe('tel:5125550142');
    const map = within(second).getByRole('link', { name: /^Open in maps/ });
    expect(map.getAttribute('href')).toBe(DAY.visits[1]!.mapUrl);
    expect(map.getAttribute('target')).toBe('_blank');
    expect(within(second).getByText('Foam dressings, saline')).toBeVisible();
    expect(within(second).getByText('Spanish')).toBeVisible();
    expect(within(cards[2]!).getByText('Maple House Care')).toBeVisible();
    expect(within(cards[2]!).queryByRole('link', { name: /^Open in maps/ })).toBeNull();
    expect(screen.getByText('Maria Lopez’s visits, Monday, March 9, 2026')).toBeVisible();
    expect((screen.getByRole('combobox', { name: 'Nurse' }) as HTMLSelectElement).selectedOptions[0]!.textContent).toBe('Maria Lopez (you)');
  });

  it('when a refresh fails, then it says so, and the day read before stays on screen', async () => {
    const { user } = todayScreen([() => json(DAY), () => json({ message: 'The server is busy.' }, 503)]);
    await screen.findByRole('region', { name: 'The day in order: 3 visits' });
    const alert = screen.getAllByRole('alert').find((region) => region.textContent === '')!;

    await user.click(screen.getByRole('button', { name: 'Refresh' }));

    await waitFor(() => expect(alert.textContent).toMatch(/^Could not refresh at 11:0\d AM\. The server is busy\. Showing what was loaded at 11:0\d AM\.$/));
    expect(within(screen.getByRole('region', { name: 'The day in order: 3 visits' })).getAllByRole('article')).toHaveLength(3);
  });

  it('when a private feed is made, then its address shows once with a way to copy it, in focus, and the screen says how often each calendar app reads it', async () => {
    const { user, calls } = todayScreen([() => json(DAY)]);
    expect(await screen.findByText('You have no calendar feed.')).toBeVisible();
    expect(screen.getByText(/Google reads it again every several hours/)).toBeVisible();
    expect(screen.getByText(/Outlook reads it again about every 3 hours/)).toBeVisible();
    expect(screen.getByText(/every 5 or 15 minutes, every hour/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Make a private feed' }));

    const address = await screen.findByRole('textbox', { name: 'Your feed’s address' });
    expect((address as HTMLInputElement).value).toBe('https://care.example/calendar/k3J9aZ.ics');
    await waitFor(() => expect(document.activeElement).toBe(address.parentElement));
    expect(screen.getByRole('button', { name: 'Copy the address' })).toBeVisible();
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ clinicianId: 'n1' });
  });

  it('when a feed exists, then making a new address first says the old one stops, opening on the safe button', async () => {
    const { user, calls } = todayScreen([() => json(DAY)], { feed: { clinicianId: 'n1', createdAt: '2026-03-01T15:00:00.000Z', fetches: 12, lastFetchedAt: '2026-03-09T14:00:00.000Z' } });
    expect(await screen.findByText(/^Your feed holds Maria Lopez’s visits; made .*\. Calendar apps have read it 12 times, last .*\.$/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Make a new address' }));

    const dialog = screen.getByRole('dialog', { name: 'Make a new address?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep the one I have' }));
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)!.textContent).toMatch(/stops working at once/);
    await user.click(within(dialog).getByRole('button', { name: 'Make a new address' }));
    expect(await screen.findByRole('textbox', { name: 'Your feed’s address' })).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });
});
