import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '#contract';
import {
  accountAnswerSchema,
  accountSessionsAnswerSchema,
  auditBreaksAnswerSchema,
  auditListSchema,
  backupsAnswerSchema,
  cancelManyAnswerSchema,
  closureAnswerSchema,
  closureRemovedAnswerSchema,
  codeAnswerSchema,
  dataStatusAnswerSchema,
  mailFailuresAnswerSchema,
  preflightAnswerSchema,
  recentMailFailuresAnswerSchema,
  sessionAnswerSchema,
  sessionsEndedAnswerSchema,
  signInAnswerSchema,
  signInTimeAnswerSchema,
  STAFF_API,
  staffBookingListSchema,
  staffBookingSchema,
  staffClosureListSchema,
  staffInquiryListSchema,
  staffInquirySchema,
} from '#contract/staff';
import type { Answer } from '../test-support/http';
import { postJson } from '../test-support/http';
import { consultation, coordinatorVisit, inquiry } from '../test-support/payloads';
import { addStaff, StaffClient, totpAt } from '../test-support/staff';
import { SLOT_DATE, startTestApp, type TestApp } from '../test-support/test-app';

let app: TestApp;
beforeEach(async () => {
  app = await startTestApp();
});
afterEach(() => app.destroy());

/**
 * The staff app reads every answer through its schema (api/contract/staff/), whose type the server
 * answers with: the answer must be a 2xx, parse, and come out unchanged (a field the schema does
 * not name would be dropped, one it names differently would fail).
 */
function expectParsed(schema: v.GenericSchema, answer: Answer): void {
  expect(answer.status, answer.text).toBeLessThan(300);
  const parsed = v.safeParse(schema, answer.body);
  expect(parsed.issues?.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`)).toBeUndefined();
  expect(parsed.output).toEqual(answer.body);
}

describe('the staff API against its contract', () => {
  it('when staff sign in and read every screen, then each answer parses with its schema and loses nothing', async () => {
    await addStaff(app);
    const booked = await postJson(app.url + API.consultationBook, consultation(SLOT_DATE, '09:15'));
    await postJson(app.url + API.coordinatorBook, coordinatorVisit(SLOT_DATE, '10:00'));
    await postJson(app.url + API.contact, inquiry());

    const staff = new StaffClient(app);
    const password = await staff.signIn();
    expectParsed(signInAnswerSchema, password);
    staff.secret = password.body.secret;
    expectParsed(codeAnswerSchema, await staff.code(totpAt(staff.secret, app.clock.now())));
    app.clock.advance(30_000);

    const elsewhere = new StaffClient(app);
    expectParsed(signInAnswerSchema, await elsewhere.signIn());
    app.clock.advance(60_000);
    expectParsed(signInTimeAnswerSchema, await elsewhere.post(STAFF_API.signInMoreTime));

    expectParsed(sessionAnswerSchema, await staff.get(STAFF_API.session));
    expectParsed(sessionAnswerSchema, await staff.post(STAFF_API.renewSession));

    const range = `${STAFF_API.bookings}?from=${SLOT_DATE}&to=${SLOT_DATE}`;
    expectParsed(staffBookingListSchema, await staff.get(range));
    const id = booked.body.booking.id as string;
    expectParsed(staffBookingSchema, await staff.post(STAFF_API.cancelBooking(id), { message: 'Please call us to choose a new time.', note: 'Asked by phone' }));
    expectParsed(staffBookingSchema, await staff.get(STAFF_API.booking(id)));
    expectParsed(cancelManyAnswerSchema, await staff.post(STAFF_API.cancelBookings, { ids: [id, 'no-such-id'] }));
    expectParsed(staffBookingListSchema, await staff.get(range));

    const inquiries = await staff.get(STAFF_API.inquiries);
    expectParsed(staffInquiryListSchema, inquiries);
    const inquiryId = inquiries.body[0].id as string;
    expectParsed(staffInquirySchema, await staff.post(STAFF_API.inquiryHandled(inquiryId), { note: 'Called back' }));
    expectParsed(staffInquirySchema, await staff.get(STAFF_API.inquiry(inquiryId)));

    const closed = await staff.post(STAFF_API.closures, { from: SLOT_DATE, startTime: '13:00', endTime: '15:00', reason: 'Training' });
    expectParsed(closureAnswerSchema, closed);
    expectParsed(staffClosureListSchema, await staff.get(STAFF_API.closures));
    expectParsed(closureRemovedAnswerSchema, await staff.send('DELETE', STAFF_API.closure(closed.body.closure.id)));

    expectParsed(auditListSchema, await staff.get(STAFF_API.audit));
    expectParsed(auditBreaksAnswerSchema, await staff.get(STAFF_API.auditBreaks));
    expectParsed(mailFailuresAnswerSchema, await staff.get(STAFF_API.mailFailures));
    expectParsed(recentMailFailuresAnswerSchema, await staff.get(STAFF_API.mailFailuresRecent));
    expectParsed(dataStatusAnswerSchema, await staff.get(STAFF_API.dataStatus));
    expectParsed(preflightAnswerSchema, await staff.get(STAFF_API.preflight));
    expectParsed(backupsAnswerSchema, await staff.get(STAFF_API.backups));

    expectParsed(accountAnswerSchema, await staff.get(STAFF_API.account));
    expectParsed(accountSessionsAnswerSchema, await staff.get(STAFF_API.accountSessions));
    expectParsed(sessionsEndedAnswerSchema, await staff.post(STAFF_API.endOtherSessions, { code: totpAt(staff.secret, app.clock.now()) }));
  });
});
