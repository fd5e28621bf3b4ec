import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { provider } from '#contract';
import { REFERRAL_STAFF_API } from '#contract/staff';
import type { ReceivedMail } from '../test-support/mail';
import { TestSmtpServer } from '../test-support/mail';
import { postReferral, referralFields, referralForm } from '../test-support/referrals';
import { signedInStaff, type StaffClient } from '../test-support/staff';
import { addNurse, phoneVisit } from '../test-support/team';
import { startTestApp, TEST_STAFF_EMAIL, type TestApp } from '../test-support/test-app';
import { pdf } from '../test-support/upload-files';

/** A referral's e-mails through a real SMTP server: to the referrer the reference and our phone, never the patient or the wound. */

let smtp: TestSmtpServer;
let app: TestApp;
let staff: StaffClient;
beforeEach(async () => {
  smtp = await TestSmtpServer.open();
  app = await startTestApp({ now: '2026-06-08T16:00:00Z', mail: { smtpUrl: smtp.url }, publicUrl: 'https://care.example.org' });
  staff = await signedInStaff(app);
});
afterEach(async () => {
  expect(app.serverErrors).toEqual([]);
  await app.destroy();
  await smtp.stop();
});

const REFERRER = 'dana@mercy.example.org';
/** What the referrer typed about the patient and the wound: none of it may travel by e-mail. */
const HEALTH = ['Maria', 'Lopez', '1941', '513-555-0199', 'Elm Street', '45202', 'Diabetic', 'heel', 'Medicare', 'MBI-123', 'cellulitis', 'daily dressing'];
/** Staff alerts about referrals (signing in sends one about the authenticator too). */
const referralAlerts = () => smtp.to(TEST_STAFF_EMAIL).filter((mail) => /referral/i.test(mail.parsed.subject ?? ''));
const text = (mail: ReceivedMail) => `${mail.raw}\n${mail.parsed.text}\n${mail.parsed.html || ''}`;

async function refer(fields: Record<string, string> = {}) {
  const answer = await postReferral(
    app.url,
    referralForm(referralFields({ memberId: 'MBI-123', diagnosis: 'cellulitis', orders: 'daily dressing', urgency: '48h', ...fields }), [['order.pdf', pdf()]]),
  );
  await app.mail!.runDue();
  const state = (await app.stores.referrals.list()).at(-1)!;
  return { reference: String(answer.json!.reference), id: state.referral.id };
}

describe('a referral\'s e-mails', () => {
  it('when a referral arrives, then the referrer gets the reference and our phone, staff an urgent alert with the reference and a link, and neither holds the patient or the wound', async () => {
    const { reference, id } = await refer();

    const [receipt, ...more] = smtp.to(REFERRER);
    expect(more).toEqual([]);
    expect(receipt!.parsed.subject).toBe(`Referral received: ${reference}`);
    expect(receipt!.parsed.text).toContain(`Reference: ${reference}`);
    expect(receipt!.parsed.text).toContain(provider.phone);
    const [alert] = referralAlerts();
    expect(alert!.parsed.subject).toMatch(new RegExp(`^Urgent \\(48 hours\\): new referral ${reference}: Monday, June 8, 2026 at 12:00 PM$`));
    expect(alert!.parsed.text).toContain(`https://care.example.org/staff/referrals/${id}`);
    for (const mail of [receipt!, alert!]) for (const word of HEALTH) expect(text(mail), `"${mail.parsed.subject}" holds "${word}"`).not.toContain(word);
  });

  it('when staff accept a referral and then another is declined, then the referrer hears each, the decline quoting the message and never the internal note', async () => {
    const first = await refer();
    const second = await refer();

    await staff.post(REFERRAL_STAFF_API.accept(first.id));
    await staff.post(REFERRAL_STAFF_API.decline(second.id), { message: 'We do not visit that county yet; please try Valley Home Health.', note: 'Internal: nurse shortage this month.' });
    await app.mail!.runDue();

    const accepted = smtp.withSubject(new RegExp(`^Referral accepted: ${first.reference}$`));
    const declined = smtp.withSubject(new RegExp(`^Referral not accepted: ${second.reference}$`));
    expect(accepted).toHaveLength(1);
    expect(declined).toHaveLength(1);
    expect(declined[0]!.parsed.text).toContain('We do not visit that county yet; please try Valley Home Health.');
    expect(text(declined[0]!)).not.toContain('nurse shortage');
    for (const mail of [...accepted, ...declined]) {
      expect(mail.to).toEqual([REFERRER]);
      for (const word of HEALTH) expect(text(mail), `"${mail.parsed.subject}" holds "${word}"`).not.toContain(word);
    }
  });

  it('when staff schedule the first visit through the coordinator\'s day, then the referrer is told its day and time with the reference, nothing of the patient, and the patient is sent nothing unasked', async () => {
    await addNurse(staff);
    const { reference, id } = await refer();

    const booked = await staff.post(REFERRAL_STAFF_API.schedule(id), phoneVisit('2026-06-10', '10:00', { clientName: 'Maria Lopez', address: '12 Elm Street, Cincinnati, OH 45202', zip: '45202' }));
    await app.mail!.runDue();

    expect(booked.status).toBe(201);
    const [scheduled, ...more] = smtp.withSubject(new RegExp(`^First visit booked: ${reference}$`));
    expect(more).toEqual([]);
    expect(scheduled!.to).toEqual([REFERRER]);
    expect(scheduled!.parsed.text).toContain('Wednesday, June 10, 2026');
    expect(scheduled!.parsed.text).toContain('10:00 AM');
    for (const word of HEALTH) expect(text(scheduled!), `"${scheduled!.parsed.subject}" holds "${word}"`).not.toContain(word);
    expect(smtp.received.filter((mail) => /^Booking confirmed/.test(mail.parsed.subject ?? ''))).toEqual([]);
  });

  it('when the referral was sent from the Spanish page, then the referrer\'s e-mails are in Spanish and the staff alert in English', async () => {
    const { reference, id } = await refer({ language: 'es' });
    await staff.post(REFERRAL_STAFF_API.accept(id));
    await app.mail!.runDue();

    const subjects = smtp.to(REFERRER).map((mail) => mail.parsed.subject);
    expect(subjects).toEqual([`Recibimos su referido: ${reference}`, `Referido aceptado: ${reference}`]);
    for (const mail of smtp.to(REFERRER)) {
      expect(mail.parsed.html).toMatch(/^<!doctype html>\n<html lang="es">/);
      expect(mail.parsed.text).toContain(`Número de referencia: ${reference}`);
    }
    expect(referralAlerts()[0]!.parsed.subject).toMatch(/^Urgent \(48 hours\): new referral/);
  });

  it('when a referral is deleted on request before its e-mails went, then none of them is sent, and no .eml file remains', async () => {
    const answer = await postReferral(app.url, referralForm(referralFields()));
    const id = (await app.stores.referrals.list()).at(-1)!.referral.id;

    await staff.send('DELETE', REFERRAL_STAFF_API.referral(id));
    await app.mail!.runDue();

    expect(answer.status).toBe(201);
    expect(smtp.to(REFERRER)).toEqual([]);
    expect(referralAlerts()).toEqual([]);
  });
});
