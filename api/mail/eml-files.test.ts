import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { afterEach, describe, expect, it } from 'vitest';
import { API, type StoredBooking, type StoredContactInquiry } from '#contract';
import { postJson } from '../test-support/http';
import { consultation, inquiry } from '../test-support/payloads';
import { startTestApp, TEST_STAFF_EMAIL, type TestApp } from '../test-support/test-app';
import { MAIL_FOLDER } from './mail-setup';

let app: TestApp;
afterEach(async () => {
  expect(app.serverErrors).toEqual([]);
  await app.destroy();
});

describe('without SMTP_URL', () => {
  it('when messages are due, then each is written whole as an .eml file (0600) in DATA_DIR/mail/, named without personal data', async () => {
    app = await startTestApp({ mail: {} });
    await postJson(app.url + API.consultationBook, consultation('2026-06-09', '09:15'));
    await postJson(app.url + API.contact, inquiry());
    await app.mail!.runDue();

    const folder = join(app.dataDir, MAIL_FOLDER);
    const files = (await readdir(folder)).sort();
    expect(files).toHaveLength(4);
    for (const file of files) {
      expect(file).toMatch(/^20260608T160000Z-(booking-confirmed|staff-booking-made|inquiry-received|staff-inquiry-received)-[0-9a-f-]{36}\.eml$/);
      expect(((await stat(join(folder, file))).mode & 0o777).toString(8)).toBe('600');
    }
    expect(((await stat(folder)).mode & 0o777).toString(8)).toBe('700');
    const parsed = await Promise.all(files.map(async (file) => simpleParser(await readFile(join(folder, file)))));
    const bySubject: Record<string, ParsedMail> = Object.fromEntries(parsed.map((mail) => [mail.subject!.split(':')[0], mail]));
    expect(Object.keys(bySubject).sort()).toEqual(['Booking confirmed', 'New booking', 'New inquiry', 'We received your message']);
    expect(bySubject['Booking confirmed']!.to).toMatchObject({ text: 'james.carter@example.com' });
    expect(bySubject['Booking confirmed']!.attachments.some((part) => part.content.toString().includes('METHOD:REQUEST'))).toBe(true);
    expect(bySubject['New inquiry']!.to).toMatchObject({ text: TEST_STAFF_EMAIL });
    expect(app.stores.mailLog.outcomes.every((outcome) => outcome.outcome === 'sent')).toBe(true);
  });

  it('when records were stored before e-mail existed (no `mail` field), then nothing is ever sent for them, reminders included', async () => {
    app = await startTestApp();
    // The shape the server wrote before it sent e-mail (decision 019): a booking (made a week ahead, so a reminder would be due) and an inquiry without declared messages.
    const now = app.clock.now();
    const weekBefore = '2026-06-01T16:00:00.000Z';
    await app.stores.consultations.insertOnce({ payload: null, now }, () => ({ ...(consultation('2026-06-08', '13:00') as unknown as StoredBooking), id: '0b5a2b1e-1c1d-4e4f-8a8b-9c9d0e0f1a1b', createdAt: weekBefore }));
    await app.stores.inquiries.insertOnce({ payload: null, now }, () => ({ ...(inquiry() as unknown as StoredContactInquiry), id: '1c6b3c2f-2d2e-4f5a-9b9c-0d0e1f2a3b4c', createdAt: new Date(now).toISOString() }));
    await app.close();
    app = await startTestApp({ dataDir: app.dataDir, now: app.clock, mail: { reminderLeadHours: 24 } });
    await app.mail!.runDue();
    app.clock.set('2026-06-08T16:45:00Z'); // 12:45, inside the lead time of the 1:00 PM visit
    await app.mail!.runDue();

    expect(app.mail!.pendingCount).toBe(0);
    await expect(readdir(join(app.dataDir, MAIL_FOLDER))).rejects.toThrow(/ENOENT/);
  });

  it('when the server restarts, then no file is written twice', async () => {
    app = await startTestApp({ mail: {} });
    await postJson(app.url + API.contact, inquiry());
    await app.mail!.runDue();
    app = await app.restart();
    await app.mail!.runDue();

    expect(await readdir(join(app.dataDir, MAIL_FOLDER))).toHaveLength(2);
    expect(app.stores.mailLog.outcomes).toHaveLength(2);
  });
});
