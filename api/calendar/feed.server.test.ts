import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, API, provider, todayIn, weekdayOf } from '#contract';
import { STAFF_API } from '#contract/staff';
import { postJson, request } from '../test-support/http';
import { consultation } from '../test-support/payloads';
import { type ServerProcess, startServerProcess } from '../test-support/server-process';
import { STAFF_PASSWORD } from '../test-support/staff';
import { addStaff, signInFully } from '../test-support/staff-cli';
import { phoneVisit } from '../test-support/team';
import { removeDir, tempDataDir } from '../test-support/temp-dir';

// The compiled server as `npm start` runs it: nurses, bookings under load and the feed route, on the real clock.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let dataDir: string;
let server: ServerProcess;
let cookie: string;
beforeAll(async () => {
  dataDir = await tempDataDir('feed-server');
  server = await startServerProcess(dataDir);
  expect((await addStaff(dataDir, 'coordinator')).code).toBe(0);
});
afterAll(async () => {
  await server?.stop('SIGTERM');
  if (dataDir) await removeDir(dataDir);
});

/** A staff request as the staff pages send it (the site's origin, the session cookie). */
const staffPost = (path: string, body: unknown) => postJson(server.url + path, body, { Origin: server.url, Cookie: cookie });

/** The next Wednesday at least two days ahead in the provider's zone: inside the booking window, free of "started". */
function nextWednesday(): string {
  let day = addDays(todayIn(Date.now(), provider.timeZone), 2);
  while (weekdayOf(day) !== 3) day = addDays(day, 1);
  return day;
}

describe('the compiled server with nurses', () => {
  it('when two nurses work and 20 visitors book one time at once, then two win; the nurse’s feed then shows her bookings by reference, and its token is never logged', async () => {
    cookie = await signInFully(server.url, 'coordinator', STAFF_PASSWORD);
    const ana = (await staffPost(STAFF_API.clinicians, { name: 'Ana Silva', staffUser: 'coordinator' })).body.id as string;
    expect((await staffPost(STAFF_API.clinicians, { name: 'Ben Okafor' })).status).toBe(201);
    const day = nextWednesday();

    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => postJson(server.url + API.consultationBook, consultation(day, '10:00', { clientEmail: `v${i}@example.com` }))));
    const visit = await staffPost(STAFF_API.bookings, phoneVisit(day, '13:00', { clinicianId: ana }));
    const made = await staffPost(STAFF_API.calendarFeeds, {});
    const path = new URL(made.body.url).pathname;
    const feed = await request(server.url + path);
    const cached = await request(server.url + path, { headers: { 'If-None-Match': feed.headers.get('etag')! } });

    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(2).fill(201), ...Array(18).fill(409)]);
    expect(visit.status).toBe(201);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(cached.status).toBe(304);
    const summaries = new ICAL.Component(ICAL.parse(feed.text)).getAllSubcomponents('vevent').map((component) => new ICAL.Event(component).summary);
    expect(summaries).toContain(`Wound-care visit ${visit.body.bookings[0].reference}`);
    // One of the two visitors got Ana (the fewest that day, ties by name), so her feed has that call too.
    expect(summaries.filter((summary) => summary.startsWith('Free consultation '))).toHaveLength(1);
    expect((await request(`${server.url}/calendar/${'B'.repeat(43)}.ics`)).status).toBe(404);
    await server.stop('SIGTERM');
    const token = path.slice('/calendar/'.length, -'.ics'.length);
    expect(server.output()).not.toContain(token);
    expect(server.output()).toContain('/calendar/[redacted]');
  });
});
