import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { STAFF_API } from '#contract/staff';
import { auditOf } from '../test-support/audit';
import { addStaff, signedInStaff, StaffClient } from '../test-support/staff';
import { startTestApp, type TestApp } from '../test-support/test-app';

// The smaller edges of the staff area (docs/security.md, section 9).
let app: TestApp | undefined;
afterEach(async () => {
  await app?.destroy();
  app = undefined;
});

describe('lookups of ids that are not there', () => {
  it('when staff look up a booking or an inquiry that does not exist, then the lookup is audited, naming the id only when it is shaped like one', async () => {
    app = await startTestApp();
    const staff = await signedInStaff(app);
    const probed = randomUUID();

    const answers = [
      await staff.get(STAFF_API.booking(probed)),
      await staff.get(STAFF_API.inquiry(probed)),
      await staff.get(STAFF_API.booking('Maria Lopez pressure ulcer')),
    ];

    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404]);
    expect(auditOf(app, 'view-booking')).toMatchObject([
      { actor: 'coordinator', outcome: 'refused', detail: 'not-found', recordIds: [probed] },
      { actor: 'coordinator', outcome: 'refused', detail: 'not-found', recordIds: [] },
    ]);
    expect(auditOf(app, 'view-inquiry')).toMatchObject([{ outcome: 'refused', detail: 'not-found', recordIds: [probed] }]);
    expect(JSON.stringify(app.stores.audit.all)).not.toContain('Maria');
  });
});

/** A sign-in POST whose Host and Origin both name another site, as a proxy passing any Host through would forward it (fetch does not let a test set Host). */
function postWithHost(url: string, host: string, origin: string): Promise<number> {
  const body = JSON.stringify({ username: 'coordinator', password: 'x' });
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', headers: { Host: host, Origin: origin, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } }, (res) => {
      res.resume();
      resolve(res.statusCode!);
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('the same-origin check', () => {
  it('when PUBLIC_URL is set, then only its origin passes: one built from the request’s Host is refused', async () => {
    app = await startTestApp({ publicUrl: 'https://care.example.org' });
    await addStaff(app);

    const fromHost = await new StaffClient(app, app.url).signIn();
    const forgedHost = await postWithHost(app.url + STAFF_API.signIn, 'evil.example', 'http://evil.example');
    const fromPublicUrl = await new StaffClient(app, 'https://care.example.org').signIn();

    expect([fromHost.status, forgedHost]).toEqual([403, 403]);
    expect(fromPublicUrl.status).toBe(200);
  });

  it('when PUBLIC_URL is not set, then the origin the browser reached the server at passes (npm start on a LAN address)', async () => {
    app = await startTestApp();
    await addStaff(app);

    expect((await new StaffClient(app, app.url).signIn()).status).toBe(200);
  });
});

describe('signing out', () => {
  it('when staff sign out, then the answer asks the browser to clear its cache and storage for the site, and the device cookie stays', async () => {
    app = await startTestApp();
    const staff = await signedInStaff(app);

    const out = await staff.post(STAFF_API.signOut);

    expect(out.status).toBe(200);
    expect(out.headers.get('clear-site-data')).toBe('"cache", "storage"');
    expect(staff.lastSetCookies.join('\n')).not.toContain('staff-device');
    expect(staff.cookies.has('staff-device')).toBe(true);
  });
});
