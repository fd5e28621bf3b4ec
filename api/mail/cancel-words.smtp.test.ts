import { afterEach, describe, expect, it } from 'vitest';
import { API } from '#contract';
import { STAFF_API } from '#contract/staff';
import { postJson } from '../test-support/http';
import { allTextOf, emlFiles, type MessageOnFile, TestSmtpServer } from '../test-support/mail';
import { consultation, coordinatorVisit } from '../test-support/payloads';
import { SmtpWiretap } from '../test-support/smtp-wiretap';
import { signedInStaff, type StaffClient } from '../test-support/staff';
import { SLOT_DATE, startTestApp, TEST_STAFF_EMAIL, type TestApp } from '../test-support/test-app';

// A cancellation's two texts (decision 022): staff write "admitted with osteomyelitis" in the internal note. It must not cross the wire, in any message.

const NOTE = 'Admitted with osteomyelitis, ward 7B';
const NOTE_WORDS = ['osteomyelitis', 'ward 7B'];
const MESSAGE = 'Our nurse Priya will phone you to choose a new time.';
const OLD_PAGE_REASON = 'Septic foot, readmitted';

let app: TestApp;
let staff: StaffClient;
let smtp: TestSmtpServer | undefined;
let tap: SmtpWiretap | undefined;
afterEach(async () => {
  expect(app.serverErrors).toEqual([]);
  await app.destroy();
  await tap?.close();
  await smtp?.stop();
  tap = smtp = undefined;
});

/** One booking cancelled alone with a message and a note, two together, and one by an older page's {reason}. */
async function cancelFour(): Promise<void> {
  const book = async (path: string, payload: Record<string, unknown>) => (await postJson(app.url + path, payload)).body.booking.id as string;
  const alone = await book(API.consultationBook, consultation(SLOT_DATE, '09:15', { clientEmail: 'alone@example.com' }));
  const together = [
    await book(API.consultationBook, consultation(SLOT_DATE, '09:30', { clientEmail: 'first@example.com' })),
    await book(API.coordinatorBook, coordinatorVisit(SLOT_DATE, '10:00')),
  ];
  const older = await book(API.consultationBook, consultation(SLOT_DATE, '09:45', { clientEmail: 'older@example.com' }));
  staff = await signedInStaff(app);

  expect((await staff.post(STAFF_API.cancelBooking(alone), { message: MESSAGE, note: NOTE })).status).toBe(200);
  expect((await staff.post(STAFF_API.cancelBookings, { ids: together, message: MESSAGE, note: NOTE })).body.cancelled).toHaveLength(2);
  expect((await staff.post(STAFF_API.cancelBooking(older), { reason: OLD_PAGE_REASON })).status).toBe(200);
  await app.mail!.runDue();
}

const RECIPIENTS = ['alone@example.com', 'first@example.com', 'linda.park@sunrise-care.example'];

/** The message is in each cancellation of the three; the note and the older page's reason are in no message at all. */
function expectOnlyTheMessage(messages: (MessageOnFile & { to: string })[]): void {
  const cancellations = messages.filter((mail) => mail.parsed.subject?.startsWith('Cancelled:'));
  expect(cancellations.map((mail) => mail.to).sort()).toEqual([...RECIPIENTS, 'older@example.com'].sort());
  for (const mail of cancellations) {
    if (mail.to === 'older@example.com') expect(mail.parsed.text).not.toContain('A message from our team');
    else expect(mail.parsed.text).toContain(`A message from our team:\n\n${MESSAGE}`);
  }
  // Confirmations, cancellations and staff alerts alike.
  expect(messages.length).toBeGreaterThanOrEqual(4 + 4 + 4);
  for (const mail of messages) {
    for (const word of [...NOTE_WORDS, OLD_PAGE_REASON]) expect(allTextOf(mail), `"${mail.parsed.subject}" to ${mail.to} holds "${word}"`).not.toContain(word);
  }
}

describe('a cancellation\'s internal note and the e-mail', () => {
  it('when staff cancel one and several through a real SMTP server, then the wire and every message carry the message and never the note', async () => {
    smtp = await TestSmtpServer.open();
    tap = await SmtpWiretap.open(smtp);
    app = await startTestApp({ mail: { smtpUrl: tap.url } });

    await cancelFour();

    expectOnlyTheMessage(smtp.received.map((mail) => ({ ...mail, to: mail.to.join(',') })));
    const wire = tap.transcript;
    expect(wire).toContain('RCPT TO:<alone@example.com>');
    expect(wire).toContain(`RCPT TO:<${TEST_STAFF_EMAIL}>`);
    for (const word of [...NOTE_WORDS, OLD_PAGE_REASON]) expect(wire).not.toContain(word);
  });

  it('when there is no SMTP_URL, then every .eml file written carries the message and never the note', async () => {
    app = await startTestApp({ mail: {} });

    await cancelFour();

    const files = await emlFiles(app.dataDir);
    expectOnlyTheMessage(files.map((file) => ({ ...file, to: (Array.isArray(file.parsed.to) ? file.parsed.to : [file.parsed.to]).map((to) => to?.text).join(',') })));
    for (const file of files) for (const word of NOTE_WORDS) expect(file.file).not.toContain(word);
  });
});
