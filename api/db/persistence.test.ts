import { mkdir, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { API } from '#contract';
import { AppSecret } from '../secrets/app-secret';
import { inDataDir, openStores } from '../stores';
import { postJson, request } from '../test-support/http';
import { consultation, coordinatorVisit, inquiry } from '../test-support/payloads';
import { removeDir, tempDataDir } from '../test-support/temp-dir';
import { CLI, STAFF_PASSWORD, TEST_COST, testAccounts } from '../test-support/staff';
import { declared } from '../test-support/mail';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { testClock } from '../test-support/test-clock';
import { verifyPassword } from '../users/password';
import { createAccounts } from '../users/users.service';

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanup.splice(0).map((step) => step()));
});

async function freshApp(): Promise<TestApp> {
  const app = await startTestApp({ now: '2026-06-08T16:00:00Z' });
  cleanup.push(() => app.destroy());
  return app;
}

describe('restart persistence', () => {
  it('when the server is closed and reopened on the same folder, then inquiries, bookings and users are all still there', async () => {
    let app = await freshApp();
    const contact = await postJson(app.url + API.contact, inquiry({ message: 'kept across restarts' }));
    const booked = await postJson(app.url + API.consultationBook, consultation('2026-06-09', '09:15'));
    const visit = await postJson(app.url + API.coordinatorBook, coordinatorVisit('2026-06-09', '10:00'));
    await testAccounts(app).add('nurse.admin', STAFF_PASSWORD, CLI);

    app = await app.restart();
    cleanup.push(() => app.destroy());

    expect([contact.status, booked.status, visit.status]).toEqual([201, 201, 201]);
    expect(app.stores.inquiries.records).toEqual([expect.objectContaining({ message: 'kept across restarts' })]);
    expect(app.stores.consultations.all).toEqual([{ ...booked.body.booking, mail: declared('booking-confirmed', 'staff-booking-made'), clientAddressKey: expect.any(String) }]);
    expect(app.stores.coordinators.all).toEqual([{ ...visit.body.booking, mail: declared('booking-confirmed', 'staff-booking-made'), clientAddressKey: expect.any(String) }]);
    expect(await verifyPassword(STAFF_PASSWORD, app.stores.users.find('nurse.admin')!.passwordHash)).toBe(true);
    const slots = await request(app.url + API.consultationSlots);
    expect(slots.body).toContainEqual({ date: '2026-06-09', time: '09:15', available: false });
    const again = await postJson(app.url + API.consultationBook, consultation('2026-06-09', '09:15', { clientEmail: 'x@example.com' }));
    expect(again.status).toBe(409);
  });

  it('when data files are written, then each is mode 0600 and holds valid JSON; the folder is 0700', async () => {
    const app = await freshApp();
    await postJson(app.url + API.contact, inquiry());
    await postJson(app.url + API.consultationBook, consultation('2026-06-09', '09:15'));
    await postJson(app.url + API.coordinatorBook, coordinatorVisit('2026-06-09', '10:00'));
    await testAccounts(app).add('nurse.admin', STAFF_PASSWORD, CLI);

    const names = (await readdir(app.dataDir)).sort();

    expect(names).toEqual(['app-secret', 'audit-head.json', 'audit.json', 'consultation-bookings.json', 'contact-inquiries.json', 'coordinator-bookings.json', 'users.json']);
    for (const name of names) {
      expect(((await stat(join(app.dataDir, name))).mode & 0o777).toString(8)).toBe('600');
      if (name === 'audit-head.json') expect(Object.keys(JSON.parse(await readFile(join(app.dataDir, name), 'utf8'))).sort()).toEqual(['hash', 'lastId', 'mac']);
      else if (name !== 'app-secret') expect(JSON.parse(await readFile(join(app.dataDir, name), 'utf8'))).toHaveProperty('records');
    }
    expect(((await stat(app.dataDir)).mode & 0o777).toString(8)).toBe('700');
  });

  it('when the data folder does not exist yet, then it is created with mode 0700', async () => {
    const parent = await tempDataDir('nested');
    cleanup.push(() => removeDir(parent));
    const dataDir = join(parent, 'a', 'data');

    const stores = await openStores(inDataDir(dataDir), await AppSecret.load(dataDir));
    await createAccounts({ users: stores.users, audit: stores.audit, clock: testClock(Date.now()), cost: TEST_COST }).add('first.user', STAFF_PASSWORD, CLI);

    expect(((await stat(dataDir)).mode & 0o777).toString(8)).toBe('700');
  });

  it('when a half-written temporary file was left by a crash, then it is removed on start and the real file is read', async () => {
    const app = await freshApp();
    await postJson(app.url + API.contact, inquiry());
    await app.close();
    await writeFile(join(app.dataDir, 'contact-inquiries.json.999.1.tmp'), '{"records": [{"id": "torn');

    const stores = await openStores(inDataDir(app.dataDir), app.secret);

    expect(stores.inquiries.records).toHaveLength(1);
    expect((await readdir(app.dataDir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('when a data file is not valid JSON, then the stores refuse to open and leave the file as it was', async () => {
    const dataDir = await tempDataDir('corrupt');
    cleanup.push(() => removeDir(dataDir));
    await mkdir(dataDir, { recursive: true });
    await writeFile(join(dataDir, 'contact-inquiries.json'), '{"records": [');

    await expect(openStores(inDataDir(dataDir), AppSecret.fromString('a test secret that is long enough to be accepted'))).rejects.toThrow(/not valid JSON/);
    expect(await readFile(join(dataDir, 'contact-inquiries.json'), 'utf8')).toBe('{"records": [');
  });
});
