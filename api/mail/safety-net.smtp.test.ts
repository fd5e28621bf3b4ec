import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API, provider } from '#contract';
import { wayToHelpText } from '#contract/way-to-help';
import { MANAGE_API } from '#contract/manage';
import { VISITOR_TEMPLATES } from '#contract/mail-templates';
import { VISITOR_WORDS } from './words';
import { postJson } from '../test-support/http';
import { linkIn, type ReceivedMail, TestSmtpServer } from '../test-support/mail';
import { STAFF_API } from '#contract/staff';
import { consultation, inquiry } from '../test-support/payloads';
import { REFERRAL_STAFF_API } from '#contract/staff';
import { postReferral, referralFields, referralForm } from '../test-support/referrals';
import { signedInStaff } from '../test-support/staff';
import { addNurse, bookByPhone, phoneVisit } from '../test-support/team';
import { startTestApp, TEST_STAFF_EMAIL, type TestApp } from '../test-support/test-app';

const PUBLIC_URL = 'https://care.example.org';
const GUIDE = `${PUBLIC_URL}/api/resources/when-to-seek-professional-help.html`;
const LANGUAGE_HELP = `${PUBLIC_URL}/nondiscrimination#languages`;

let smtp: TestSmtpServer;
let app: TestApp;
beforeEach(async () => {
  smtp = await TestSmtpServer.open();
  // Monday 2026-06-08, 12:00 in New York; reminders a quarter of an hour ahead, so one comes due today.
  app = await startTestApp({ now: '2026-06-08T16:00:00Z', mail: { smtpUrl: smtp.url, reminderLeadHours: 0.25 }, publicUrl: PUBLIC_URL });
});
afterEach(async () => {
  expect(app.serverErrors).toEqual([]);
  await app.destroy();
  await smtp.stop();
});

/** The message's text above its footer: what the visitor reads last. */
const body = (mail: ReceivedMail) => mail.parsed.text!.split('\n\n--\n\n')[0]!.trimEnd();

describe('the way to help at the end of every e-mail to a visitor', () => {
  it('when a visitor gets a confirmation, a move, a reminder, a cancellation, an inquiry receipt, a series booked and cancelled by staff and a referral\'s four messages, then each ends with the 911 line, a link to "When to Seek Professional Help", and one line on free language help linking the taglines', async () => {
    const staff = await signedInStaff(app);
    await addNurse(staff);
    const series = await bookByPhone(staff, phoneVisit('2026-06-09', '10:00', { clientEmail: 'rosa@example.com', sendConfirmation: true, repeat: { weekdays: [2, 3], weeks: 1 } }));
    await staff.post(STAFF_API.cancelSeries(series.body.seriesId), {});
    await postJson(app.url + API.consultationBook, consultation('2026-06-08', '13:00'));
    await postJson(app.url + API.contact, inquiry());
    await app.mail!.runDue();
    const token = new URL(linkIn(smtp.withSubject(/^Booking confirmed: Free consultation/)[0]!, '/booking/manage')).searchParams.get('token');
    await postJson(app.url + MANAGE_API.reschedule, { token, date: '2026-06-08', time: '13:30' });
    app.clock.set(Date.parse('2026-06-08T13:16:00-04:00'));
    await app.mail!.runDue();
    await postJson(app.url + MANAGE_API.cancel, { token });
    // The clock moved past the session's idle limit: staff sign in again.
    await staff.signInFully();
    const referred: string[] = [];
    for (const patientName of ['Ann One', 'Ben Two', 'Cy Three']) {
      await postReferral(app.url, referralForm(referralFields({ patientName })));
      referred.push((await app.stores.referrals.list()).at(-1)!.referral.id);
    }
    await staff.post(REFERRAL_STAFF_API.accept(referred[0]!));
    await staff.post(REFERRAL_STAFF_API.decline(referred[1]!), { message: 'Not in our area.' });
    const scheduled = await staff.post(REFERRAL_STAFF_API.schedule(referred[2]!), phoneVisit('2026-06-10', '10:00', { clientName: 'Cy Three' }));
    expect(scheduled.status).toBe(201);
    await app.mail!.runDue();

    const toVisitors = smtp.received.filter((mail) => !mail.to.includes(TEST_STAFF_EMAIL));
    // Every kind of message to a visitor; a referral's receipt three times (three referrals).
    expect(toVisitors.map((mail) => mail.parsed.subject!.split(':')[0]).sort()).toEqual(
      [
        'Booking confirmed',
        'Booking confirmed',
        'Cancelled',
        'Cancelled',
        'First visit booked',
        'Referral accepted',
        'Referral not accepted',
        'Referral received',
        'Referral received',
        'Referral received',
        'Reminder',
        'Rescheduled',
        'We received your message',
      ].sort(),
    );
    expect(toVisitors).toHaveLength(VISITOR_TEMPLATES.length + 2);
    for (const mail of toVisitors) {
      const { languageHelp } = VISITOR_WORDS.en;
      expect(body(mail), mail.parsed.subject).toMatch(
        new RegExp(`${escape(wayToHelpText(provider.phone))}\\n\\nWhen to Seek Professional Help:\\n${escape(GUIDE)}\\n\\n${escape(languageHelp.text)}\\n\\n${escape(languageHelp.link)}:\\n${escape(LANGUAGE_HELP)}$`),
      );
      expect(mail.parsed.html, mail.parsed.subject).toContain(`<a href="${LANGUAGE_HELP}"`);
      expect(mail.parsed.html, mail.parsed.subject).toContain(`<a href="${GUIDE}"`);
    }
    // Staff alerts carry no visitor's safety net: they are not read by someone who may need help.
    for (const mail of smtp.to(TEST_STAFF_EMAIL)) expect(mail.parsed.text).not.toContain('Emergency?');
  });
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
