import { afterEach, describe, expect, it } from 'vitest';
import { API } from '#contract';
import { MANAGE_API } from '#contract/manage';
import { STAFF_API } from '#contract/staff';
import { postJson, request } from '../test-support/http';
import { aboutRecords, allTextOf, emlFiles } from '../test-support/mail';
import { consultation } from '../test-support/payloads';
import { signedInStaff } from '../test-support/staff';
import { SLOT_DATE, startTestApp, type TestApp } from '../test-support/test-app';

// A closure's reason is for staff ("Dr Okafor's surgery"); visitors learn only that we are closed.

const DAY_REASON = 'Dr Okafor recovering from surgery';
const HOURS_REASON = 'Nurse Bell at chemotherapy';
const REASON_WORDS = ['Okafor', 'surgery', 'Bell', 'chemotherapy'];
const LATER_DATE = '2026-06-10';

let app: TestApp;
afterEach(async () => {
  expect(app.serverErrors).toEqual([]);
  await app.destroy();
});

const expectNoReason = (text: string, where: string) => {
  for (const word of REASON_WORDS) expect(text, `${where} holds "${word}"`).not.toContain(word);
};

describe('a closed time\'s reason and visitors', () => {
  it('when days and hours are closed around bookings, then no visitor e-mail, refusal, slot list or manage answer carries the reason', async () => {
    app = await startTestApp({ mail: { reminderLeadHours: 24 } });
    const inside = await postJson(app.url + API.consultationBook, consultation(SLOT_DATE, '09:15', { clientEmail: 'inside@example.com' }));
    await postJson(app.url + API.consultationBook, consultation(LATER_DATE, '10:00', { clientEmail: 'later@example.com' }));
    const staff = await signedInStaff(app);

    const day = await staff.post(STAFF_API.closures, { from: SLOT_DATE, reason: DAY_REASON });
    const hours = await staff.post(STAFF_API.closures, { from: LATER_DATE, startTime: '14:00', endTime: '16:00', reason: HOURS_REASON });
    expect(day.body.conflicts).toEqual([inside.body.booking.id]);
    expect(hours.status).toBe(201);
    // The booking inside the closed day is cancelled by staff, as the closure's report asks.
    await staff.post(STAFF_API.cancelBooking(inside.body.booking.id), { message: 'We are closed that day. Please choose another time.' });
    await app.mail!.runDue();
    const confirmation = (await emlFiles(app.dataDir)).find((mail) => mail.parsed.subject?.startsWith('Booking confirmed:') && mail.raw.includes('later@example.com'))!;
    const token = new URL(/https?:\/\/\S+\/booking\/manage\?token=\S+/.exec(confirmation.parsed.text ?? '')![0]).searchParams.get('token')!;

    const answers = [
      await postJson(app.url + API.consultationBook, consultation(SLOT_DATE, '11:00', { clientEmail: 'refused@example.com' })),
      await postJson(app.url + API.consultationBook, consultation(LATER_DATE, '14:30', { clientEmail: 'refused@example.com' })),
      await postJson(app.url + MANAGE_API.reschedule, { token, date: LATER_DATE, time: '15:00' }),
      await request(app.url + API.consultationSlots),
      await request(app.url + API.coordinatorSlots),
      await request(`${app.url}${MANAGE_API.booking}?token=${encodeURIComponent(token)}`),
    ];
    app.clock.set('2026-06-09T15:00:00Z'); // inside the reminder's 24 hours before the visit on June 10
    await app.mail!.runDue();

    expect(answers.map((answer) => answer.status)).toEqual([409, 409, 409, 200, 200, 200]);
    expect(answers[0]!.body.message).toMatch(/^Sorry, we are closed at /);
    answers.forEach((answer, index) => expectNoReason(answer.text, `answer ${index}`));
    const messages = await emlFiles(app.dataDir);
    const toVisitors = aboutRecords(messages).filter((mail) => !mail.parsed.subject?.match(/^(New booking|Cancelled by the visitor|Rescheduled by the visitor)/));
    expect(toVisitors.map((mail) => mail.parsed.subject?.split(':')[0]).sort()).toEqual(['Booking confirmed', 'Booking confirmed', 'Cancelled', 'Reminder']);
    for (const mail of messages) expectNoReason(allTextOf(mail), `"${mail.parsed.subject}"`);
  });
});
