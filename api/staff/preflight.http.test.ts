import { afterEach, describe, expect, it } from 'vitest';
import { STAFF_API } from '#contract/staff';
import { request } from '../test-support/http';
import { signedInStaff } from '../test-support/staff';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { preflight, siteFacts } from '../preflight/preflight';

let app: TestApp;
afterEach(() => app.destroy());

const READY = { publicUrl: 'https://care.example.org', smtpConfigured: true, staffEmail: 'staff@care.example.org', backupsConfigured: true };

describe('GET /api/staff/preflight', () => {
  it('when no one is signed in, then it answers 401 and lists nothing', async () => {
    app = await startTestApp();

    const answer = await request(app.url + STAFF_API.preflight);

    expect(answer.status).toBe(401);
    expect(answer.text).not.toContain('phone');
  });

  it('when staff read it, then it is the list npm run preflight prints for this server, unaudited and never cached', async () => {
    app = await startTestApp();
    const staff = await signedInStaff(app);
    const auditedBefore = app.stores.audit.all.length;

    const answer = await staff.get(STAFF_API.preflight);

    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body.items.map((item: { id: string }) => item.id)).toEqual(['phone', 'email', 'hours', 'service-area', 'credential', 'guide-review', 'translation-review', 'section-1557', 'taglines', 'interpreter-service', 'testimonials', 'public-url', 'smtp', 'staff-email', 'backups']);
    expect(answer.body).toEqual({
      items: preflight({ facts: siteFacts, settings: { publicUrl: app.url, smtpConfigured: false, staffEmail: undefined, backupsConfigured: false }, activeStaffAccounts: 1 }),
    });
    // It names settings and sample facts, never a patient or a record: reading it is not audited.
    expect(app.stores.audit.all.length).toBe(auditedBefore);
  });

  it('when the settings are made, then only the facts file\'s samples are left', async () => {
    app = await startTestApp({ goLive: READY });
    const staff = await signedInStaff(app);

    const answer = await staff.get(STAFF_API.preflight);

    expect(answer.body.items.map((item: { id: string }) => item.id)).toEqual(['phone', 'email', 'hours', 'service-area', 'credential', 'guide-review', 'translation-review', 'section-1557', 'taglines', 'interpreter-service', 'testimonials']);
  });
});
