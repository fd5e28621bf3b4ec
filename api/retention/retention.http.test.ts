import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { API } from '#contract';
import { STAFF_API } from '#contract/staff';
import { postJson } from '../test-support/http';
import { consultation, inquiry } from '../test-support/payloads';
import { signedInStaff, type StaffClient } from '../test-support/staff';
import { aboutRecords, TestSmtpServer } from '../test-support/mail';
import { DAY, HOUR } from '../test-support/test-clock';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { manageLinks } from '../manage/manage-link';
import { ForgetJournal, JOURNAL_FILE } from './forget-journal';

let app: TestApp;
afterEach(() => app.destroy());

/** Every text the data folder holds (JSON files and .eml files), to look for a name in; the audit trail (ids only, kept six years) apart. */
async function everything(dataDir: string): Promise<string> {
  const texts: string[] = [];
  for (const name of await readdir(dataDir)) if (name.endsWith('.json') && !name.startsWith('audit')) texts.push(await readFile(join(dataDir, name), 'utf8'));
  for (const name of await readdir(join(dataDir, 'mail')).catch(() => [])) texts.push(await readFile(join(dataDir, 'mail', name), 'latin1'));
  return texts.join('\n');
}

const emlFiles = async (dataDir: string) => readdir(join(dataDir, 'mail')).catch(() => [] as string[]);

/** An inquiry and a booking from 2026-06-08, both e-mailed (.eml files), the inquiry marked handled with a note. */
async function oldRecords(staff: StaffClient) {
  const old = await postJson(app.url + API.contact, inquiry({ firstName: 'Oldfield', email: 'oldfield@example.com' }));
  const booked = await postJson(app.url + API.consultationBook, consultation('2026-06-09', '09:15', { clientName: 'Bookwell Past', clientEmail: 'bookwell@example.com' }));
  expect([old.status, booked.status]).toEqual([201, 201]);
  const inquiryId = (await staff.get(STAFF_API.inquiries)).body[0].id as string;
  expect((await staff.post(STAFF_API.inquiryHandled(inquiryId), { note: 'Called back Oldfield' })).status).toBe(200);
  await app.mail!.runDue();
  return { inquiryId, bookingId: booked.body.booking.id as string };
}

describe('the retention purge', () => {
  it('when the clock is 14 months on, then the old inquiry and the booking whose visit is past go with their marks, mail log and .eml files; newer ones stay; one audit entry holds counts only', async () => {
    app = await startTestApp({ mail: {} });
    const staff = await signedInStaff(app);
    const { inquiryId, bookingId } = await oldRecords(staff);
    expect((await emlFiles(app.dataDir)).length).toBeGreaterThanOrEqual(4);
    expect(await everything(app.dataDir)).toContain('Oldfield');

    app.clock.set('2027-08-10T15:00:00Z');
    const kept = await postJson(app.url + API.contact, inquiry({ firstName: 'Newcombe' }));
    expect(kept.status).toBe(201);
    await app.mail!.runDue();
    const counts = await app.life.purge();

    expect(counts).toMatchObject({ inquiries: 1, bookings: 1, handledMarks: 1, mailLogEntries: 4 });
    expect(counts.emailFiles).toBe(4);
    const all = await everything(app.dataDir);
    for (const gone of ['Oldfield', 'oldfield@example.com', 'Bookwell', 'bookwell@example.com', inquiryId, bookingId]) expect(all).not.toContain(gone);
    expect(all).toContain('Newcombe');
    const fresh = await signedInStaff(app, 'second');
    expect((await fresh.get(STAFF_API.inquiries)).body.map((each: { firstName: string }) => each.firstName)).toEqual(['Newcombe']);
    expect((await fresh.get(STAFF_API.inquiry(inquiryId))).status).toBe(404);
    expect((await fresh.get(STAFF_API.booking(bookingId))).status).toBe(404);
    expect((await emlFiles(app.dataDir)).some((name) => name.includes('inquiry-received'))).toBe(true);

    const entry = app.stores.audit.all.findLast((each) => each.action === 'purge')!;
    expect(entry).toMatchObject({ actor: 'server', address: 'local', outcome: 'ok', counts: expect.objectContaining({ inquiries: 1, bookings: 1 }) });
    expect(entry.recordIds).toHaveLength(1);
    expect(JSON.stringify(entry)).not.toMatch(/Oldfield|Bookwell|example\.com/);
  });

  it('when a booking was made long ago but its visit is recent, then it stays; when only 11 months passed, nothing goes', async () => {
    app = await startTestApp({ mail: {} });
    await postJson(app.url + API.contact, inquiry());
    await postJson(app.url + API.consultationBook, consultation('2026-06-09', '09:15'));
    app.clock.set('2027-05-01T12:00:00Z');
    expect(await app.life.purge()).toMatchObject({ inquiries: 0, bookings: 0 });
    expect(app.stores.inquiries.records).toHaveLength(1);
    expect(app.stores.consultations.all).toHaveLength(1);
  });

  it('when a dry run is asked for, then it counts what a purge then removes, and removes nothing itself', async () => {
    app = await startTestApp({ mail: {} });
    const staff = await signedInStaff(app);
    await oldRecords(staff);
    app.clock.set('2027-08-10T15:00:00Z');

    const preview = await app.life.preview();
    expect(app.stores.inquiries.records).toHaveLength(1);
    expect(await app.life.purge()).toEqual(preview);
  });

  it('when bookings are 31 and 29 days old, then only the older loses its network fingerprint, in memory and on disk', async () => {
    app = await startTestApp({ trustProxy: 1 });
    const from = (address: string) => ({ 'X-Forwarded-For': address });
    const older = await postJson(app.url + API.consultationBook, consultation('2026-06-09', '09:15'), from('203.0.113.7'));
    app.clock.advance(2 * DAY);
    const newer = await postJson(app.url + API.consultationBook, consultation('2026-06-12', '09:15', { clientEmail: 'other@example.com' }), from('203.0.113.8'));
    app.clock.advance(29 * DAY + 60_000);

    expect((await app.life.purge()).fingerprints).toBe(1);
    const keyOf = (id: string) => app.stores.consultations.get(id)!.booking.clientAddressKey;
    expect(keyOf(older.body.booking.id)).toBeUndefined();
    expect(keyOf(newer.body.booking.id)).toEqual(expect.any(String));
    app = await app.restart();
    const onDisk = app.stores.consultations;
    expect(onDisk.get(older.body.booking.id)!.booking.clientAddressKey).toBeUndefined();
    expect(onDisk.get(newer.body.booking.id)!.booking.clientAddressKey).toEqual(expect.any(String));
  });

  it('when audit entries are over six years old, then the purge removes them and the trail still verifies whole at the next start', async () => {
    app = await startTestApp();
    await signedInStaff(app);
    const before = app.stores.audit.all.length;
    expect(before).toBeGreaterThan(0);
    app.clock.set('2032-06-10T16:00:00Z');
    await signedInStaff(app, 'later');

    const counts = await app.life.purge();

    expect(counts.auditEntries).toBe(before);
    expect(app.stores.audit.all.every((entry) => entry.createdAt >= '2026-06-10')).toBe(true);
    app = await app.restart();
    expect(app.stores.audit.checked.report.breaks).toEqual([]);
    expect(app.stores.audit.checked.report.prunedBefore).toBeDefined();
  });

  it('when a purge was cut short (its journal left behind), then the next start finishes it before anything else and audits it once', async () => {
    app = await startTestApp({ mail: {} });
    await postJson(app.url + API.contact, inquiry({ firstName: 'Halfway' }));
    const id = app.stores.inquiries.records[0]!.id;
    await new ForgetJournal(app.dataDir).write({
      id: 'c0ffee00-0000-4000-8000-000000000001',
      createdAt: new Date(app.clock.now()).toISOString(),
      why: 'retention',
      by: { actor: 'server', address: 'local' },
      bookings: { consultation: [], coordinator: [] },
      inquiries: [id],
      messageIds: [],
    });

    app = await app.restart();

    expect(app.stores.inquiries.get(id)).toBeUndefined();
    expect(await readdir(app.dataDir)).not.toContain(JOURNAL_FILE);
    expect(app.stores.audit.all.filter((entry) => entry.action === 'purge')).toHaveLength(1);
    expect(await everything(app.dataDir)).not.toContain('Halfway');
  });
});

describe('deletion on request', () => {
  it('when staff delete an inquiry, then 204, it answers 404 everywhere after, its mark and .eml files are gone, and the trail holds the id and who', async () => {
    app = await startTestApp({ mail: {} });
    const staff = await signedInStaff(app);
    const { inquiryId } = await oldRecords(staff);

    const answer = await staff.send('DELETE', STAFF_API.inquiry(inquiryId));

    expect(answer.status).toBe(204);
    expect((await staff.get(STAFF_API.inquiry(inquiryId))).status).toBe(404);
    expect((await staff.get(STAFF_API.inquiries)).body).toEqual([]);
    expect((await staff.send('DELETE', STAFF_API.inquiry(inquiryId))).status).toBe(404);
    expect(await everything(app.dataDir)).not.toContain('Oldfield');
    expect((await emlFiles(app.dataDir)).filter((name) => name.includes('inquiry'))).toEqual([]);
    const entries = app.stores.audit.all.filter((entry) => entry.action === 'delete-inquiry');
    expect(entries.map((entry) => [entry.actor, entry.recordIds, entry.outcome])).toEqual([
      ['coordinator', [inquiryId], 'ok'],
      ['coordinator', [inquiryId], 'refused'],
    ]);
  });

  it('when staff delete a booking, then its time is free again, its manage link answers 410 with the phone number, and its .eml files are gone', async () => {
    app = await startTestApp({ mail: {} });
    const staff = await signedInStaff(app);
    const { bookingId } = await oldRecords(staff);
    const token = manageLinks(app.secret, app.url).tokenFor('consultation', bookingId);
    expect((await fetch(`${app.url}/api/booking?token=${token}`)).status).toBe(200);

    expect((await staff.send('DELETE', STAFF_API.booking(bookingId))).status).toBe(204);

    expect((await staff.get(STAFF_API.booking(bookingId))).status).toBe(404);
    expect(app.stores.consultations.takenSlots.has('2026-06-09 09:15')).toBe(false);
    const manage = await fetch(`${app.url}/api/booking?token=${token}`);
    expect(manage.status).toBe(410);
    expect(((await manage.json()) as { message: string }).message).toMatch(/no longer exists.*\(555\)/);
    expect(await everything(app.dataDir)).not.toContain('Bookwell');
    expect(app.stores.audit.all.filter((entry) => entry.action === 'delete-booking').map((entry) => entry.recordIds)).toEqual([[bookingId]]);
  });

  it('when a booking and an inquiry are deleted while their e-mails wait for the mail server, then none of them is ever sent', async () => {
    const smtp = await TestSmtpServer.open({ running: false });
    try {
      app = await startTestApp({ mail: { smtpUrl: smtp.url } });
      const staff = await signedInStaff(app);
      const booked = await postJson(app.url + API.consultationBook, consultation('2026-06-09', '09:15'));
      await postJson(app.url + API.contact, inquiry());
      await app.mail!.runDue();
      // Two e-mails each for the booking and the inquiry, and the staff alert of the account's enrolment.
      expect(app.mail!.pendingCount).toBe(5);

      expect((await staff.send('DELETE', STAFF_API.booking(booked.body.booking.id))).status).toBe(204);
      expect((await staff.send('DELETE', STAFF_API.inquiry(app.stores.inquiries.records[0]!.id))).status).toBe(204);
      await smtp.start();
      app.clock.advance(2 * HOUR);
      await app.mail!.runDue();
      app = await app.restart();
      await app.mail!.runDue();

      expect(aboutRecords(smtp.received)).toEqual([]);
      expect(app.mail!.pendingCount).toBe(0);
    } finally {
      await smtp.stop();
    }
  });

  it('when a delete comes from another site or without a session, then it is refused and nothing goes', async () => {
    app = await startTestApp();
    const staff = await signedInStaff(app);
    await postJson(app.url + API.contact, inquiry());
    const id = app.stores.inquiries.records[0]!.id;

    expect((await staff.send('DELETE', STAFF_API.inquiry(id), undefined, { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await fetch(app.url + STAFF_API.inquiry(id), { method: 'DELETE', headers: { Origin: app.url } })).status).toBe(401);
    expect(app.stores.inquiries.get(id)).toBeDefined();
  });
});
