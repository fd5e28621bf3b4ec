import { afterEach, describe, expect, it } from 'vitest';
import { STAFF_API } from '#contract/staff';
import { auditOf } from '../test-support/audit';
import { signedInStaff } from '../test-support/staff';
import { startTestApp, type TestApp } from '../test-support/test-app';
import type { BackupStatus } from '../backup/automatic-backups';

let app: TestApp;
afterEach(() => app.destroy());

const failing: BackupStatus = {
  status: () => ({
    configured: true,
    keep: 14,
    lastSuccessAt: '2026-06-07T02:00:00.000Z',
    lastFailure: { at: '2026-06-08T02:00:00.000Z', message: 'BACKUP_DIR (/mnt/backups) could not be reached: is its disk mounted?' },
  }),
};

describe('GET /api/staff/backups', () => {
  it('when the last automatic backup failed, then a signed-in staff member reads when and why, and the read is audited', async () => {
    app = await startTestApp({ backups: failing });
    const staff = await signedInStaff(app);

    const answer = await staff.get(STAFF_API.backups);

    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body).toEqual(failing.status());
    expect(auditOf(app, 'view-backups')).toEqual([expect.objectContaining({ actor: 'coordinator', recordIds: [], outcome: 'ok' })]);
  });

  it('when automatic backups are not set up, then the answer says so', async () => {
    app = await startTestApp();
    const staff = await signedInStaff(app);

    expect((await staff.get(STAFF_API.backups)).body).toEqual({ configured: false, keep: 14 });
  });

  it('when no one is signed in, then it is 401 and nothing is said about the backups', async () => {
    app = await startTestApp({ backups: failing });

    const answer = await fetch(app.url + STAFF_API.backups);

    expect(answer.status).toBe(401);
    expect(await answer.text()).not.toContain('BACKUP_DIR');
  });
});
