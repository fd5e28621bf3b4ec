import { describe, expect, it } from 'vitest';
import { API } from '#contract';
import { postJson } from '../test-support/http';
import { consultation, inquiry } from '../test-support/payloads';
import { postgresFixtures } from '../test-support/postgres-fixtures';
import { removeDir, tempDataDir } from '../test-support/temp-dir';
import { startTestApp, type TestApp, type TestAppOptions } from '../test-support/test-app';
import { testClock } from '../test-support/test-clock';
import { AppSecret } from '../secrets/app-secret';
import { prepareDatabase } from './database';
import { RecordLog } from './record-log';

const { afterTest, database } = postgresFixtures('limits_http');

/** Two app servers on one clock, one APP_SECRET and one database, as two servers behind one proxy. */
async function twoServers(options: TestAppOptions): Promise<[TestApp, TestApp, () => Promise<TestApp>]> {
  const db = await database();
  const dataDir = await tempDataDir('limits-http');
  afterTest(() => removeDir(dataDir));
  const clock = testClock('2026-06-08T16:00:00Z');
  const secret = await AppSecret.load(dataDir);
  await prepareDatabase(db.connect(), (purpose, text) => secret.sign(purpose, text));
  const start = async () => {
    const app = await startTestApp({ ...options, now: clock, dataDir, records: () => new RecordLog(db.connect()) });
    afterTest(() => app.close());
    return app;
  };
  return [await start(), await start(), start];
}

const TIMES = ['09:00', '09:15', '09:30', '09:45', '10:00', '10:15', '10:30', '10:45'];
/** Each under its own e-mail, so the per-e-mail cap stays out of the way. */
const book = (app: TestApp, i: number) => postJson(app.url + API.consultationBook, consultation('2026-06-12', TIMES[i]!, { clientEmail: `person${i}@example.com` }));
const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((counts, s) => ({ ...counts, [s]: (counts[s] ?? 0) + 1 }), {});

describe('the per-address caps with two app servers on one database', () => {
  it('when one address books on both servers in turn, then it gets the day’s four bookings in all, not four on each', async () => {
    const [one, two] = await twoServers({ bookingsPerAddressPerDay: 4 });

    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await book([one, two][i % 2]!, i)).status);

    expect(statuses).toEqual([201, 201, 201, 201, 429, 429, 429, 429]);
    expect(one.serverErrors).toEqual([]);
    expect(two.serverErrors).toEqual([]);
  });

  it('when one address sends eight bookings at once over both servers, then exactly four are booked', async () => {
    const [one, two] = await twoServers({ bookingsPerAddressPerDay: 4 });

    const answers = await Promise.all(TIMES.map((_, i) => book([one, two][i % 2]!, i)));

    expect(tally(answers.map((answer) => answer.status))).toEqual({ 201: 4, 429: 4 });
  });

  it('when a server starts after the address booked on the other, then it counts those bookings too', async () => {
    const [one, , start] = await twoServers({ bookingsPerAddressPerDay: 2 });
    await book(one, 0);
    await book(one, 1);

    const third = await start();

    expect((await book(third, 2)).status).toBe(429);
  });

  it('when inquiries to one mailbox go to both servers in turn, then three receipts are mailed in all and the rest are stored without one', async () => {
    const [one, two, start] = await twoServers({});

    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await postJson([one, two][i % 2]!.url + API.contact, inquiry({ email: i % 2 ? 'same.person+forms@example.com' : 'Same.Person@example.com' })));
    const reader = await start();

    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(201));
    expect(reader.stores.inquiries.records.map((record) => record.mailWithheld ?? 'mailed')).toEqual(['mailed', 'mailed', 'mailed', 'daily-limit', 'daily-limit', 'daily-limit']);
  });
});
