import ICAL from 'ical.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '#contract';
import { STAFF_API } from '#contract/staff';
import { postJson, request } from '../test-support/http';
import { capturedLogger } from '../test-support/captured-logger';
import { coordinatorVisit } from '../test-support/payloads';
import { CLI, signedInStaff, type StaffClient, testAccounts } from '../test-support/staff';
import { addNurse, bookByPhone, phoneCall, phoneVisit } from '../test-support/team';
import { SLOT_DATE, startTestApp, type TestApp } from '../test-support/test-app';

let app: TestApp;
let staff: StaffClient;
let logs: ReturnType<typeof capturedLogger>;
beforeEach(async () => {
  logs = capturedLogger();
  app = await startTestApp({ publicUrl: 'https://care.example.org', logger: logs.logger });
  staff = await signedInStaff(app);
});
afterEach(async () => {
  await app.destroy();
});

/** The feed's path on this test server (its address names the public origin). */
const pathOf = (url: string) => new URL(url).pathname;
const fetchFeed = (url: string, headers: Record<string, string> = {}) => request(app.url + pathOf(url), { headers });

/** Every event of a feed, read by ical.js. */
function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return { summary: event.summary, location: event.location, start: event.startDate.toJSDate().toISOString(), end: event.endDate.toJSDate().toISOString(), status: component.getFirstPropertyValue('status'), uid: event.uid, description: event.description };
  });
}

describe('a private calendar feed', () => {
  it('when a nurse subscribes, then her visits show as kind and reference, with the town and nothing of the patient; a cancelled one says so', async () => {
    const ana = await addNurse(staff, { name: 'Ana Silva', staffUser: 'coordinator' });
    const ben = await addNurse(staff, { name: 'Ben Okafor' });
    const visit = await bookByPhone(staff, phoneVisit(SLOT_DATE, '10:00', { clinicianId: ana, clientEmail: 'rosa@example.com', notes: 'Diabetic ulcer, left heel' }));
    const call = await bookByPhone(staff, phoneCall(SLOT_DATE, '14:00', { clinicianId: ana }));
    await bookByPhone(staff, phoneVisit(SLOT_DATE, '10:00', { clinicianId: ben, clientName: 'Not Hers' }));
    await staff.post(STAFF_API.cancelBooking(call.body.bookings[0].id), { message: 'Sorry' });

    const made = await staff.post(STAFF_API.calendarFeeds, {});
    const feed = await fetchFeed(made.body.url);

    expect(made.status).toBe(201);
    expect(made.body).toEqual({ url: expect.stringMatching(/^https:\/\/care\.example\.org\/calendar\/[A-Za-z0-9_-]{43}\.ics$/), clinicianId: ana });
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(feed.headers.get('cache-control')).toBe('private, no-cache');
    const events = eventsOf(feed.text);
    expect(events).toEqual([
      { summary: `Wound-care visit ${visit.body.bookings[0].reference}`, location: 'Hamilton', start: '2026-06-09T14:00:00.000Z', end: '2026-06-09T14:45:00.000Z', status: 'CONFIRMED', uid: `${visit.body.bookings[0].id}@evergreenwoundcare.com`, description: expect.stringContaining('sign-in needed') },
      { summary: `Free consultation ${call.body.bookings[0].reference}`, location: null, start: '2026-06-09T18:00:00.000Z', end: '2026-06-09T18:15:00.000Z', status: 'CANCELLED', uid: expect.any(String), description: expect.any(String) },
    ]);
    for (const secret of ['Rosa', 'Alvarez', '302-7788', 'rosa@example.com', 'Maple', 'ulcer', 'Foam', 'Walter', 'Sorry', 'Not Hers']) expect(feed.text).not.toContain(secret);
  });

  it('when the days go by, then the feed holds the visits of the past 7 days and the next 60, no older and no later', async () => {
    const ana = await addNurse(staff, { staffUser: 'coordinator' });
    // Today is Monday, June 8: the 60th day ahead is Friday, August 7.
    for (const date of ['2026-06-09', '2026-06-10', '2026-08-07', '2026-08-08']) {
      expect((await bookByPhone(staff, phoneVisit(date, '10:00', { clinicianId: ana, outsideHours: true }))).status).toBe(201);
    }
    const made = await staff.post(STAFF_API.calendarFeeds, {});
    const daysIn = async () => eventsOf((await fetchFeed(made.body.url)).text).map((event) => event.start.slice(0, 10));

    expect(await daysIn()).toEqual(['2026-06-09', '2026-06-10', '2026-08-07']);
    // Wednesday, June 17: June 9 is 8 days ago, June 10 is 7; August 8 is 52 days ahead.
    app.clock.set('2026-06-17T16:00:00Z');
    expect(await daysIn()).toEqual(['2026-06-10', '2026-08-07', '2026-08-08']);
  });

  it('when the feed is fetched again unchanged, then 304 by its ETag; a change gives a new one; fetches are counted, not audited', async () => {
    const ana = await addNurse(staff, { staffUser: 'coordinator' });
    const made = await staff.post(STAFF_API.calendarFeeds, {});
    const audited = app.stores.audit.all.length;

    const first = await fetchFeed(made.body.url);
    const again = await fetchFeed(made.body.url, { 'If-None-Match': first.headers.get('etag')! });
    await bookByPhone(staff, phoneVisit(SLOT_DATE, '10:00', { clinicianId: ana }));
    const changed = await fetchFeed(made.body.url, { 'If-None-Match': first.headers.get('etag')! });

    expect(first.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(again.status).toBe(304);
    expect(changed.status).toBe(200);
    expect(eventsOf(changed.text)).toHaveLength(1);
    expect((await staff.get(STAFF_API.calendarFeeds)).body).toEqual({ feed: { clinicianId: ana, createdAt: expect.any(String), fetches: 3, lastFetchedAt: expect.any(String) } });
    // Only the booking was audited meanwhile (and the status read is not a record's read).
    expect(app.stores.audit.all.slice(audited).map((entry) => entry.action)).toEqual(['book-by-staff']);
  });

  it('when a new feed is made, then the old address answers 404; voiding or disabling the account ends the new one too', async () => {
    const first = await staff.post(STAFF_API.calendarFeeds, { clinicianId: null });
    const second = await staff.post(STAFF_API.calendarFeeds, { clinicianId: null });

    expect((await fetchFeed(first.body.url)).status).toBe(404);
    expect((await fetchFeed(second.body.url)).status).toBe(200);
    expect(second.body).toEqual({ url: expect.any(String) });

    const voided = await staff.send('DELETE', STAFF_API.calendarFeeds);
    expect(voided.status).toBe(204);
    expect((await fetchFeed(second.body.url)).status).toBe(404);
    expect((await staff.get(STAFF_API.calendarFeeds)).body).toEqual({});

    const third = await staff.post(STAFF_API.calendarFeeds, {});
    expect((await fetchFeed(third.body.url)).status).toBe(200);
    await testAccounts(app).disable('coordinator', CLI);
    expect((await fetchFeed(third.body.url)).status).toBe(404);
    expect(app.stores.audit.all.filter((entry) => entry.action.startsWith('calendar-feed')).map((entry) => entry.action)).toEqual([
      'calendar-feed-created',
      'calendar-feed-created',
      'calendar-feed-voided',
      'calendar-feed-created',
    ]);
  });

  it("when a feed is everyone's, then a facility visit booked on the site shows its town from the address the form sent", async () => {
    await staff.post(STAFF_API.calendarFeeds, {});
    const made = await staff.post(STAFF_API.calendarFeeds, { clinicianId: null });
    await postJson(app.url + API.coordinatorBook, coordinatorVisit(SLOT_DATE, '10:00', { notes: 'Facility: Sunrise\nAddress: 12 Elm Street, Springfield, OH 45502' }));

    const events = eventsOf((await fetchFeed(made.body.url)).text);

    expect(events.map((event) => [event.summary.replace(/ \w{8}$/, ''), event.location])).toEqual([['Facility coordination visit', 'Springfield']]);
  });

  it('when a token is wrong or malformed, then 404 and its path is never logged', async () => {
    const made = await staff.post(STAFF_API.calendarFeeds, {});
    const token = pathOf(made.body.url).slice('/calendar/'.length, -'.ics'.length);

    const answers = [await fetchFeed(`https://x/calendar/${'A'.repeat(43)}.ics`), await fetchFeed('https://x/calendar/short.ics'), await fetchFeed('https://x/calendar/%00')];
    await fetchFeed(made.body.url);

    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404]);
    expect(logs.text()).not.toContain(token);
    expect(logs.text()).toContain('/calendar/[redacted]');
  });
});
