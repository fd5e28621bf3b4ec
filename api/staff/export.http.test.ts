import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '#contract';
import { STAFF_API } from '#contract/staff';
import { postJson } from '../test-support/http';
import { consultation, inquiry } from '../test-support/payloads';
import { signedInStaff, type StaffClient } from '../test-support/staff';
import { SLOT_DATE, startTestApp, type TestApp } from '../test-support/test-app';

let app: TestApp;
let staff: StaffClient;
beforeEach(async () => {
  app = await startTestApp();
  staff = await signedInStaff(app);
});
afterEach(() => app.destroy());

/** Splits the CSV as a spreadsheet would: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  for (const [, value, end] of text.matchAll(/"((?:[^"]|"")*)"(,|\r\n)/g)) {
    row.push(value!.replace(/""/g, '"'));
    if (end === '\r\n') {
      rows.push(row);
      row = [];
    }
  }
  return rows;
}

/** The body as sent, byte for byte (fetch's text() drops a byte-order mark). */
async function bytesOf(path: string): Promise<Buffer> {
  const response = await fetch(app.url + path, { headers: { Cookie: `staff-session=${staff.cookies.get('staff-session')}` } });
  return Buffer.from(await response.arrayBuffer());
}

describe('CSV export', () => {
  it('when bookings are exported, then the file is an RFC 4180 attachment with a BOM, quotes doubled and formulas neutralised', async () => {
    await postJson(
      app.url + API.consultationBook,
      consultation(SLOT_DATE, '09:15', { clientName: '=HYPERLINK("evil","Click")', notes: 'Gate code "42", ring twice\nThen knock' }),
    );

    const answer = await staff.get(`${STAFF_API.exportBookings}?from=${SLOT_DATE}&to=${SLOT_DATE}`);
    const rows = parseCsv(answer.text);

    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="bookings-${SLOT_DATE}-to-${SLOT_DATE}.csv"`);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.text.startsWith('"id","kind","date","time","status","client name"')).toBe(true);
    expect([...(await bytesOf(`${STAFF_API.exportBookings}?from=${SLOT_DATE}&to=${SLOT_DATE}`)).subarray(0, 4)]).toEqual([0xef, 0xbb, 0xbf, 0x22]);
    expect(answer.text.endsWith('\r\n')).toBe(true);
    expect(answer.text).toContain('"Gate code ""42"", ring twice\nThen knock"');
    expect(rows).toHaveLength(2);
    expect(rows[1]!.slice(1, 8)).toEqual(['consultation', SLOT_DATE, '09:15', 'booked', `'=HYPERLINK("evil","Click")`, 'james.carter@example.com', '555-302-4455']);
  });

  it('when inquiries are exported, then those received in the range come oldest first, with their status', async () => {
    await postJson(app.url + API.contact, inquiry({ firstName: '=Maria', message: '+1 call me back, please' }));
    await postJson(app.url + API.contact, inquiry({ firstName: 'Ahmed' }));
    const [, second] = app.stores.inquiries.records;
    await staff.post(STAFF_API.inquiryHandled(second!.id), { note: '-called back' });

    const answer = await staff.get(`${STAFF_API.exportInquiries}?from=2026-06-08&to=2026-06-08`);
    const none = await staff.get(`${STAFF_API.exportInquiries}?from=2026-06-09&to=2026-06-10`);
    const rows = parseCsv(answer.text);

    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="inquiries-2026-06-08-to-2026-06-08.csv"');
    expect(rows[0]).toEqual(['id', 'received at', 'status', 'first name', 'last name', 'e-mail', 'phone', 'service', 'care location', 'message', 'consent', 'handled at', 'note', 'language', 'interpreter', 'interpreter arranged at']);
    expect(rows.slice(1).map((row) => [row[2], row[3], row[9], row[12]])).toEqual([
      ['new', `'=Maria`, `'+1 call me back, please`, ''],
      ['handled', 'Ahmed', 'My father has a pressure ulcer that is slow to heal.', `'-called back`],
    ]);
    expect(parseCsv(none.text)).toHaveLength(1);
  });

  it('when bookings and inquiries made in Spanish and in English are exported, then the column "language" says which, English for those with none', async () => {
    await postJson(app.url + API.consultationBook, consultation(SLOT_DATE, '09:15', { language: 'es' }));
    await postJson(app.url + API.consultationBook, consultation(SLOT_DATE, '09:30', { clientEmail: 'other@example.com' }));
    await postJson(app.url + API.contact, inquiry({ firstName: 'Rosa', language: 'es' }));
    await postJson(app.url + API.contact, inquiry({ firstName: 'Ahmed' }));

    const bookings = parseCsv((await staff.get(`${STAFF_API.exportBookings}?from=${SLOT_DATE}&to=${SLOT_DATE}`)).text);
    const inquiries = parseCsv((await staff.get(`${STAFF_API.exportInquiries}?from=2026-06-08&to=2026-06-08`)).text);

    // The bookings' last column of before: the columns added since come after it.
    const language = { bookings: bookings[0]!.indexOf('language'), inquiries: inquiries[0]!.indexOf('language') };
    expect(language.bookings).toBe(15);
    expect(bookings.slice(1).map((row) => [row[3], row[language.bookings]])).toEqual([
      ['09:15', 'Spanish'],
      ['09:30', 'English'],
    ]);
    expect(inquiries.slice(1).map((row) => [row[3], row[language.inquiries]])).toEqual([
      ['Rosa', 'Spanish'],
      ['Ahmed', 'English'],
    ]);
    expect(bookings.every((row) => row.length === bookings[0]!.length)).toBe(true);
  });

  it('when a visitor asked for an interpreter and staff marked it arranged, then the columns added last give the call and wound type, the language by name and when it was arranged', async () => {
    const booked = await postJson(app.url + API.consultationBook, consultation(SLOT_DATE, '09:15', { consultationType: 'video', woundType: 'Burns', interpreterLanguage: 'so' }));
    await postJson(app.url + API.consultationBook, consultation(SLOT_DATE, '09:30', { clientEmail: 'other@example.com' }));
    await postJson(app.url + API.contact, inquiry({ firstName: 'Hodan', interpreterLanguage: 'other:Oromo' }));
    expect((await staff.post(STAFF_API.bookingInterpreterArranged(booked.body.booking.id), {})).status).toBe(200);

    const bookings = parseCsv((await staff.get(`${STAFF_API.exportBookings}?from=${SLOT_DATE}&to=${SLOT_DATE}`)).text);
    const inquiries = parseCsv((await staff.get(`${STAFF_API.exportInquiries}?from=2026-06-08&to=2026-06-08`)).text);

    const at = bookings[0]!.indexOf('language');
    expect(bookings[0]!.slice(at, at + 5)).toEqual(['language', 'consultation type', 'wound type', 'interpreter', 'interpreter arranged at']);
    expect(bookings.slice(1).map((row) => row.slice(at + 1, at + 5))).toEqual([
      ['video', 'Burns', 'Somali', expect.stringMatching(/^2026-06-08T/)],
      ['', '', '', ''],
    ]);
    expect(inquiries.slice(1).map((row) => row.slice(-2))).toEqual([['Oromo', '']]);
  });

  it('when an export is asked for without a proper range, then 400 and no file', async () => {
    const answers = [
      await staff.get(STAFF_API.exportBookings),
      await staff.get(`${STAFF_API.exportInquiries}?from=2026-06-10&to=2026-06-01`),
      await staff.get(`${STAFF_API.exportBookings}?from=yesterday&to=today`),
    ];

    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.headers.get('content-disposition')).toBeNull();
    }
  });

  it('when a file is exported, then the audit trail holds the export with the ids it contains', async () => {
    const booked = await postJson(app.url + API.consultationBook, consultation(SLOT_DATE, '09:15'));

    await staff.get(`${STAFF_API.exportBookings}?from=${SLOT_DATE}&to=${SLOT_DATE}`);

    expect(app.stores.audit.all.at(-1)).toMatchObject({ actor: 'coordinator', action: 'export-bookings', recordIds: [booked.body.booking.id], outcome: 'ok' });
  });
});
