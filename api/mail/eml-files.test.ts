import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { afterEach, describe, expect, it } from 'vitest';
import { API } from '../contract';
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
