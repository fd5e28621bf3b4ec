import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '#contract';
import { type AuditEntry, STAFF_API } from '#contract/staff';
import { auditFilesText } from '../test-support/audit';
import { postJson } from '../test-support/http';
import { consultation, coordinatorVisit, inquiry } from '../test-support/payloads';
import { signedInStaff, StaffClient, type StaffClient as Client } from '../test-support/staff';
import { SLOT_DATE, startTestApp, type TestApp } from '../test-support/test-app';
import { DAY } from '../test-support/test-clock';

let app: TestApp;
let staff: Client;
beforeEach(async () => {
  app = await startTestApp();
  staff = await signedInStaff(app);
});
afterEach(() => app.destroy());

const FIELDS = ['id', 'createdAt', 'actor', 'action', 'recordIds', 'address', 'outcome', 'detail', 'prev', 'hash'];

describe('audit trail', () => {
  it('when staff sign in, read, change and export, then each step is in the trail with ids only and never personal data', async () => {
    const personal = {
      clientName: 'Zelda Quixote',
      clientEmail: 'zelda.q@example.org',
      clientPhone: '555-777-8899',
      notes: 'Diabetic ulcer on the left heel',
    };
    const booked = await postJson(app.url + API.consultationBook, consultation(SLOT_DATE, '09:15', personal));
    const visit = await postJson(app.url + API.coordinatorBook, coordinatorVisit(SLOT_DATE, '10:00', { facilityName: 'Maplewood Manor' }));
    await postJson(app.url + API.contact, inquiry({ firstName: 'Yusuf', lastName: 'Xenakis', email: 'yx@example.net', phone: '555 123 9876', message: 'Venous leg wound' }));
    const inquiryId = app.stores.inquiries.records[0]!.id;
    await new StaffClient(app).signIn('zelda.q@example.org', 'typed secret password');

    await staff.get(`${STAFF_API.bookings}?from=${SLOT_DATE}&to=${SLOT_DATE}`);
    await staff.get(STAFF_API.booking(booked.body.booking.id));
    await staff.post(STAFF_API.cancelBooking(booked.body.booking.id), { message: 'Please call Westbrook to choose a new time.', note: 'Patient admitted to Mercy Hospital' });
    await staff.post(STAFF_API.cancelBookings, { ids: [visit.body.booking.id], message: 'Our Northgate team will call you.', reason: 'Facility quarantine' });
    await staff.get(`${STAFF_API.inquiries}?status=new`);
    await staff.get(STAFF_API.inquiry(inquiryId));
    await staff.post(STAFF_API.inquiryHandled(inquiryId), { note: 'Left a voicemail for Yusuf' });
    const closure = await staff.post(STAFF_API.closures, { from: '2026-06-10', reason: 'Dr Okafor on leave' });
    await staff.send('DELETE', STAFF_API.closure(closure.body.closure.id));
    await staff.get(`${STAFF_API.exportBookings}?from=${SLOT_DATE}&to=${SLOT_DATE}`);
    await staff.get(`${STAFF_API.exportInquiries}?from=2026-06-08&to=2026-06-08`);
    await staff.post(STAFF_API.signOut);

    const trail = app.stores.audit.all.map(({ actor, action, recordIds, outcome }) => ({ actor, action, ids: recordIds.length, outcome }));
    expect(trail.map((entry) => entry.action)).toEqual([
      'account-added',
      'sign-in-password',
      'sign-in',
      'sign-in-failed',
      'view-bookings',
      'view-booking',
      'cancel-booking',
      'cancel-bookings',
      'view-inquiries',
      'view-inquiry',
      'inquiry-handled',
      'closure-added',
      'closure-removed',
      'export-bookings',
      'export-inquiries',
      'sign-out',
    ]);
    expect(trail[3]).toEqual({ actor: 'unknown', action: 'sign-in-failed', ids: 0, outcome: 'refused' });
    expect(app.stores.audit.all[3]!.detail).toBe('unknown-user');
    expect(app.stores.audit.all[6]!.recordIds).toEqual([booked.body.booking.id]);
    for (const entry of app.stores.audit.all) {
      expect(FIELDS).toEqual(expect.arrayContaining(Object.keys(entry)));
      expect(entry.address).toBe(entry.actor === 'cli' ? 'local' : '127.0.0.1');
    }
    const text = await auditFilesText(app);
    const secrets = [...Object.values(personal), 'Quixote', 'Maplewood', 'Linda Park', 'Yusuf', 'Xenakis', 'yx@example.net', '555 123 9876', 'Venous', 'Westbrook', 'Northgate', 'Mercy', 'quarantine', 'voicemail', 'Okafor', 'typed secret', 'plum harbour'];
    for (const secret of secrets) expect(text).not.toContain(secret);
  });

  it('when the trail is read without a range, then it holds the last 30 days, newest first; older days are read by asking for them', async () => {
    const firstSignIn = app.stores.audit.all.find((entry) => entry.action === 'sign-in')!;
    app.clock.advance(31 * DAY);
    const later = new StaffClient(app);
    later.secret = staff.secret;
    await later.signInFully();

    const recent = await later.get(STAFF_API.audit);
    const old = await later.get(`${STAFF_API.audit}?from=2026-06-08&to=2026-06-08`);

    expect(recent.status).toBe(200);
    expect((recent.body as AuditEntry[]).map((entry) => entry.action)).toEqual(['sign-in', 'sign-in-password']);
    expect(recent.body[0]).toEqual({ id: expect.any(String), at: expect.any(String), actor: 'coordinator', action: 'sign-in', recordIds: [expect.any(String)], address: '127.0.0.1', outcome: 'ok', detail: 'totp' });
    expect((old.body as AuditEntry[]).map((entry) => entry.id)).toContain(firstSignIn.id);
    expect((old.body as AuditEntry[]).map((entry) => entry.action)).toEqual(['sign-in', 'sign-in-password', 'account-added']);
  });

  it.each([
    ['?from=2026-13-01', 'Please give a start date, written YYYY-MM-DD'],
    ['?to=06/08/2026', 'Please give an end date, written YYYY-MM-DD'],
    ['?from=2026-06-08&to=2026-06-01', 'The end date cannot be before the start date'],
    ['?from=2020-01-01&to=2026-06-08', 'At most 366 days after the start date'],
  ])('when the range is %s, then 400 says why', async (query, message) => {
    const answer = await staff.get(STAFF_API.audit + query);

    expect(answer.status).toBe(400);
    expect(Object.values(answer.body.errors)).toContain(message);
  });
});
