import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STAFF_API } from '#contract/staff';
import { auditOf } from '../test-support/audit';
import { signedInStaff, StaffClient } from '../test-support/staff';
import { startTestApp, type TestApp } from '../test-support/test-app';
import type { AuditRecord } from '../audit/audit-record';

let app: TestApp;
let staff: StaffClient;
beforeEach(async () => {
  app = await startTestApp();
  staff = await signedInStaff(app);
  await staff.get(STAFF_API.audit);
});
afterEach(() => app.destroy());

/** Stops the app, drops the trail's second entry from its file, and starts it again, signed in anew (sessions live in memory). */
async function restartWithoutSecondEntry(): Promise<string[]> {
  await app.close();
  const file = join(app.dataDir, 'audit.json');
  const data = JSON.parse(await readFile(file, 'utf8')) as { records: AuditRecord[] };
  const ids = data.records.map((record) => record.id);
  await writeFile(file, JSON.stringify({ ...data, records: data.records.filter((_, index) => index !== 1) }));
  app = await app.restart();
  const again = new StaffClient(app);
  again.secret = staff.secret;
  await again.signInFully();
  staff = again;
  return ids;
}

describe('breaks in the audit trail, for staff', () => {
  it('when the trail is whole, then there is no break to show', async () => {
    const answer = await staff.get(STAFF_API.auditBreaks);

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ breaks: [] });
  });

  it('when an entry was dropped while the server was stopped, then staff see the break, unaudited and without ids, until one of them acknowledges it', async () => {
    const ids = await restartWithoutSecondEntry();
    const [recorded] = auditOf(app, 'audit-chain-broken');
    const trailBefore = app.stores.audit.all.length;

    const shown = await staff.get(STAFF_API.auditBreaks);
    const trailAfterReading = app.stores.audit.all.length;
    const acknowledged = await staff.post(STAFF_API.acknowledgeAuditBreak(recorded!.id));
    const again = await staff.post(STAFF_API.acknowledgeAuditBreak(recorded!.id));
    const after = await staff.get(STAFF_API.auditBreaks);

    expect(recorded).toMatchObject({ actor: 'system', detail: 'missing-entries', recordIds: [ids[0], ids[2]] });
    expect(shown.body).toEqual({ breaks: [{ id: recorded!.id, at: recorded!.createdAt, kind: 'missing-entries' }] });
    expect(trailAfterReading).toBe(trailBefore);
    expect(acknowledged.status).toBe(200);
    expect(acknowledged.body).toEqual({ breaks: [] });
    expect(again.status).toBe(200);
    expect(after.body).toEqual({ breaks: [] });
    expect(auditOf(app, 'acknowledge-audit-break')).toEqual([expect.objectContaining({ actor: 'coordinator', address: '127.0.0.1', recordIds: [recorded!.id], outcome: 'ok' })]);
  });

  it('when the break acknowledged does not exist, then 404 says so and nothing is recorded', async () => {
    const answer = await staff.post(STAFF_API.acknowledgeAuditBreak('no-such-break'));

    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: 'There is no such break in the audit trail.' });
    expect(auditOf(app, 'acknowledge-audit-break')).toEqual([]);
  });

  it('when no one is signed in, then the breaks are neither shown nor acknowledged', async () => {
    await restartWithoutSecondEntry();
    const [recorded] = auditOf(app, 'audit-chain-broken');
    const stranger = new StaffClient(app);

    const shown = await stranger.get(STAFF_API.auditBreaks);
    const acknowledged = await stranger.post(STAFF_API.acknowledgeAuditBreak(recorded!.id));

    expect([shown.status, acknowledged.status]).toEqual([401, 401]);
    expect(app.stores.audit.unacknowledgedBreaks()).toHaveLength(1);
  });
});
