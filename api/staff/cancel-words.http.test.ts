import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { API } from '#contract';
import { STAFF_API } from '#contract/staff';
import { postJson } from '../test-support/http';
import { aboutRecords, allTextOf, emlFiles } from '../test-support/mail';
import { consultation, coordinatorVisit } from '../test-support/payloads';
import { signedInStaff, type StaffClient } from '../test-support/staff';
import { SLOT_DATE, startTestApp, type TestApp } from '../test-support/test-app';
import { tempDataDir } from '../test-support/temp-dir';

// A cancellation's message (decision 022) reaches the patient; its internal note (and any reason an older page sends) never does.

let app: TestApp;
let staff: StaffClient;
afterEach(async () => {
  expect(app.serverErrors).toEqual([]);
  await app.destroy();
});

/** The app with .eml files for e-mail (no SMTP_URL), and a signed-in staff member. */
async function start(dataDir?: string): Promise<void> {
  app = await startTestApp({ mail: {}, ...(dataDir ? { dataDir } : {}) });
  staff = await signedInStaff(app);
}

const bookAt = async (time: string, email = `patient-${time.replace(':', '')}@example.com`) =>
  (await postJson(app.url + API.consultationBook, consultation(SLOT_DATE, time, { clientEmail: email }))).body.booking.id as string;

/** The cancellation records as they are on disk. */
async function storedCancellations(kind = 'consultation'): Promise<Record<string, unknown>[]> {
  await app.stores.consultations.flush();
  const file = JSON.parse(await readFile(join(app.dataDir, `${kind}-bookings.json`), 'utf8')) as { records: Record<string, unknown>[] };
  return file.records.filter((record) => record.event === 'cancelled');
}

/** Every e-mail written so far, each whole, after the sender's round. */
async function mailed() {
  await app.mail!.runDue();
  return emlFiles(app.dataDir);
}

const cancellationTo = async (email: string) => (await mailed()).filter((mail) => mail.parsed.subject?.startsWith('Cancelled:') && mail.raw.includes(email));

describe('cancelling with a message and an internal note', () => {
  it('when staff send {message, note}, then both are stored apart, answered apart, and only the message is mailed', async () => {
    await start();
    const id = await bookAt('09:15', 'ann@example.com');

    const answer = await staff.post(STAFF_API.cancelBooking(id), { message: '  Please call us to choose a new time.  ', note: 'Admitted with osteomyelitis' });

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'cancelled', cancelMessage: 'Please call us to choose a new time.', cancelNote: 'Admitted with osteomyelitis' });
    expect(answer.body).not.toHaveProperty('cancelReason');
    const [stored] = await storedCancellations();
    expect(stored).toMatchObject({ bookingId: id, message: 'Please call us to choose a new time.', note: 'Admitted with osteomyelitis' });
    expect(stored).not.toHaveProperty('reason');
    expect((await staff.get(STAFF_API.booking(id))).body).toMatchObject({ cancelMessage: 'Please call us to choose a new time.', cancelNote: 'Admitted with osteomyelitis' });
    const [mail, ...others] = await cancellationTo('ann@example.com');
    expect(others).toEqual([]);
    expect(mail!.parsed.text).toContain('A message from our team:\n\nPlease call us to choose a new time.');
    for (const message of await mailed()) expect(allTextOf(message)).not.toContain('osteomyelitis');
  });

  it('when an older page sends {reason}, then it is kept as the internal note and no e-mail carries it', async () => {
    await start();
    const id = await bookAt('09:15', 'ben@example.com');

    const answer = await staff.post(STAFF_API.cancelBooking(id), { reason: 'Admitted with osteomyelitis' });

    expect(answer.status).toBe(200);
    expect(answer.body.cancelNote).toBe('Admitted with osteomyelitis');
    expect(answer.body).not.toHaveProperty('cancelMessage');
    const [stored] = await storedCancellations();
    expect(stored).toMatchObject({ note: 'Admitted with osteomyelitis' });
    expect(stored).not.toHaveProperty('reason');
    expect(stored).not.toHaveProperty('message');
    const [mail] = await cancellationTo('ben@example.com');
    expect(mail!.parsed.text).toContain('we had to cancel your free consultation');
    expect(mail!.parsed.text).not.toContain('A message from our team');
    for (const message of await mailed()) expect(allTextOf(message)).not.toContain('osteomyelitis');
  });

  it('when several are cancelled with {ids, message, note}, then each keeps both apart and each patient gets the message, never the note', async () => {
    await start();
    const ids = [await bookAt('09:15', 'cara@example.com'), await bookAt('09:30', 'dev@example.com')];
    const visit = (await postJson(app.url + API.coordinatorBook, coordinatorVisit(SLOT_DATE, '10:00'))).body.booking.id as string;

    const answer = await staff.post(STAFF_API.cancelBookings, { ids: [...ids, visit], message: 'Our nurse will phone you this week.', note: 'Bogus burst, one caller' });

    expect(answer.status).toBe(200);
    expect(answer.body.cancelled).toHaveLength(3);
    for (const booking of answer.body.cancelled) expect(booking).toMatchObject({ cancelMessage: 'Our nurse will phone you this week.', cancelNote: 'Bogus burst, one caller' });
    for (const stored of [...(await storedCancellations()), ...(await storedCancellations('coordinator'))]) {
      expect(stored).toMatchObject({ message: 'Our nurse will phone you this week.', note: 'Bogus burst, one caller' });
    }
    for (const email of ['cara@example.com', 'dev@example.com', 'linda.park@sunrise-care.example']) {
      const [mail, ...others] = await cancellationTo(email);
      expect(others).toEqual([]);
      expect(mail!.parsed.text).toContain('Our nurse will phone you this week.');
    }
    for (const message of await mailed()) expect(allTextOf(message)).not.toContain('one caller');
  });

  it('when several are cancelled by an older page with {ids, reason}, then the reason is each one\'s internal note and mailed to no one', async () => {
    await start();
    const ids = [await bookAt('09:15', 'eve@example.com'), await bookAt('09:30', 'finn@example.com')];

    const answer = await staff.post(STAFF_API.cancelBookings, { ids, reason: 'Both admitted to Mercy ward 4' });

    expect(answer.body.cancelled.map((booking: { cancelNote?: string }) => booking.cancelNote)).toEqual(['Both admitted to Mercy ward 4', 'Both admitted to Mercy ward 4']);
    expect((await storedCancellations()).map((stored) => [stored.note, 'reason' in stored])).toEqual([
      ['Both admitted to Mercy ward 4', false],
      ['Both admitted to Mercy ward 4', false],
    ]);
    expect(await cancellationTo('eve@example.com')).toHaveLength(1);
    expect(await cancellationTo('finn@example.com')).toHaveLength(1);
    for (const message of await mailed()) expect(allTextOf(message)).not.toContain('Mercy');
  });

  it('when a message holds markup, quotes and line breaks, then it is taken as written and the e-mail shows it as text', async () => {
    await start();
    const id = await bookAt('09:15', 'gus@example.com');
    const message = 'Dear Gus,\n\nBring <b>your list</b> & "questions" next time.\r\nThank you';

    const answer = await staff.post(STAFF_API.cancelBooking(id), { message });

    expect(answer.body.cancelMessage).toBe(message);
    const [mail] = await cancellationTo('gus@example.com');
    expect(mail!.parsed.text).toContain('Dear Gus,\n\nBring <b>your list</b> & "questions" next time.\n\nThank you');
    expect(mail!.parsed.html).toContain('<p>Bring &lt;b&gt;your list&lt;/b&gt; &amp; &quot;questions&quot; next time.</p><p>Thank you</p>');
    expect(mail!.parsed.html).not.toContain('<b>');
  });

  it.each([
    ['a note and an older page\'s reason at once', { note: 'one', reason: 'two' }, 'note', 'Please send the internal note once, as note (reason is its older name).'],
    ['a message over 1000 characters', { message: 'x'.repeat(1001) }, 'message', 'Please keep this under 1000 characters'],
    ['a note over 1000 characters', { note: 'x'.repeat(1001) }, 'note', 'Please keep this under 1000 characters'],
    ['a message that is not text', { message: 42 }, 'message', expect.any(String)],
  ])('when the body holds %s, then 400 names the field and nothing is cancelled', async (_case, body, field, said) => {
    await start();
    const id = await bookAt('09:15');

    const one = await staff.post(STAFF_API.cancelBooking(id), body);
    const many = await staff.post(STAFF_API.cancelBookings, { ids: [id], ...body });

    for (const answer of [one, many]) {
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual({ [field]: said });
    }
    expect((await staff.get(STAFF_API.booking(id))).body.status).toBe('booked');
    expect(await storedCancellations()).toEqual([]);
  });
});

describe('a cancellation stored with one reason, before the message and note were apart', () => {
  const BOOKING = '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

  /** A bookings file as the server wrote it then: a booking, and staff's cancellation with `reason`, its e-mail not yet sent. */
  async function oldDataDir(): Promise<string> {
    const dataDir = await tempDataDir();
    const booking = {
      ...consultation(SLOT_DATE, '09:15', { clientEmail: 'hana@example.com' }),
      id: BOOKING,
      createdAt: '2026-06-08T15:00:00.000Z',
      mail: [{ id: '0a1b2c3d-4e5f-4a6b-8c7d-000000000001', template: 'booking-confirmed', to: 'visitor' }],
    };
    const cancellation = {
      id: '0a1b2c3d-4e5f-4a6b-8c7d-000000000002',
      event: 'cancelled',
      bookingId: BOOKING,
      createdAt: '2026-06-08T15:30:00.000Z',
      reason: 'Admitted with osteomyelitis',
      by: 'staff',
      staffId: 'staff-1',
      mail: [{ id: '0a1b2c3d-4e5f-4a6b-8c7d-000000000003', template: 'booking-cancelled', to: 'visitor' }],
    };
    await writeFile(join(dataDir, 'consultation-bookings.json'), JSON.stringify({ records: [booking, cancellation], idempotency: [] }), { mode: 0o600 });
    return dataDir;
  }

  it('when it is read, then staff see the reason as the internal note, in the answer and the export, and the pending e-mails go out without it', async () => {
    await start(await oldDataDir());

    const answer = await staff.get(STAFF_API.booking(BOOKING));
    const csv = await staff.get(`${STAFF_API.exportBookings}?from=${SLOT_DATE}&to=${SLOT_DATE}`);
    const messages = await mailed();

    expect(answer.body).toMatchObject({ status: 'cancelled', cancelledBy: 'staff', cancelNote: 'Admitted with osteomyelitis' });
    expect(answer.body).not.toHaveProperty('cancelMessage');
    // The language column (decision 033) after the cancellation's words; a record stored before it reads as English.
    expect(csv.text.split('\r\n')[0]).toMatch(/"message sent to the patient","internal note \(staff only\)","language",/);
    expect(csv.text.split('\r\n')[1]).toMatch(/"","Admitted with osteomyelitis","English",/);
    expect(aboutRecords(messages).map((mail) => mail.parsed.subject?.split(':')[0]).sort()).toEqual(['Booking confirmed', 'Cancelled']);
    for (const message of messages) expect(allTextOf(message)).not.toContain('osteomyelitis');
  });
});
