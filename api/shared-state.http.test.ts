import { afterEach, describe, expect, it } from 'vitest';
import { API } from '#contract';
import { STAFF_API } from '#contract/staff';
import { databaseSharedState } from './shared-state';
import { postJson } from './test-support/http';
import { inquiry } from './test-support/payloads';
import { sharedStateDatabase } from './test-support/shared-state';
import { signedInStaff, StaffClient, staffClientFrom } from './test-support/staff';
import { startTestApp, type TestApp } from './test-support/test-app';
import { testClock } from './test-support/test-clock';

const database = sharedStateDatabase('servers');
const PUBLIC_URL = 'http://woundcare.test';

let apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.map((app) => app.destroy()));
  apps = [];
});

/** Two app servers on one clock, sharing their state through one PostgreSQL database, as two servers behind one proxy. */
async function twoServers(options: { rateLimitPerMinute?: number } = {}): Promise<[TestApp, TestApp]> {
  const clock = testClock('2026-12-06T09:00:00Z');
  const start = () =>
    startTestApp({ now: clock, publicUrl: PUBLIC_URL, trustProxy: 1, ...options, sharedState: (appClock, secret) => databaseSharedState(database.server(), appClock, secret) });
  apps = [await start(), await start()];
  return apps as [TestApp, TestApp];
}

describe('two servers sharing sessions and limits through PostgreSQL', () => {
  it('when staff sign in on one server, then the other knows the session, and a sign-out on the other ends it on both', async () => {
    const [one, two] = await twoServers();
    const onOne = await signedInStaff(one);
    const onTwo = new StaffClient(two);
    for (const [name, value] of onOne.cookies) onTwo.cookies.set(name, value);

    const seen = await onTwo.get(STAFF_API.session);
    const signedOut = await onTwo.post(STAFF_API.signOut);

    expect(seen.status).toBe(200);
    expect(seen.body.username).toBe('coordinator');
    expect(signedOut.status).toBe(200);
    expect((await onOne.get(STAFF_API.session)).status).toBe(401);
  });

  it('when wrong passwords for one account go to both servers, then the fifth is the last let through on either', async () => {
    const [one, two] = await twoServers();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      statuses.push((await staffClientFrom([one, two][attempt % 2]!, `203.0.113.${attempt}`).signIn('coordinator', 'not the password at all')).status);
    }

    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  it('when one client posts to both servers, then it gets the POST limit once, not once per server', async () => {
    const [one, two] = await twoServers({ rateLimitPerMinute: 3 });
    const statuses: number[] = [];
    for (let post = 0; post < 5; post++) statuses.push((await postJson([one, two][post % 2]!.url + API.contact, inquiry(), { 'X-Forwarded-For': '198.51.100.9' })).status);

    expect(statuses).toEqual([201, 201, 201, 429, 429]);
  });
});
