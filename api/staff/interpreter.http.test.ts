import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '#contract';
import { STAFF_API } from '#contract/staff';
import { postJson } from '../test-support/http';
import { consultation, coordinatorVisit, inquiry } from '../test-support/payloads';
import { signedInStaff, type StaffClient } from '../test-support/staff';
import { addNurse, bookByPhone, phoneVisit } from '../test-support/team';
import { startTestApp, type TestApp } from '../test-support/test-app';

/** An interpreter on request (decision 052): a field of the record, shown to staff, marked arranged by them, audited by id. */

let app: TestApp;
let staff: StaffClient;
beforeEach(async () => {
  // Monday 2026-06-08, 12:00 in New York.
  app = await startTestApp({ now: '2026-06-08T16:00:00Z' });
  staff = await signedInStaff(app);
});
afterEach(() => app.destroy());

const SLOT = '2026-06-09';
const auditOf = (action: string) => app.stores.audit.all.filter((entry) => entry.action === action).map(({ recordIds, outcome }) => ({ recordIds, outcome }));

describe('an interpreter on request', () => {
  it('when a consultation asks for one with its call and wound type, then each is a field of the booking, its notes are the visitor’s own, and staff see them', async () => {
    const booked = await postJson(app.url + API.consultationBook, consultation(SLOT, '09:15', { consultationType: 'phone', woundType: 'Diabetic ulcers', interpreterLanguage: 'so', notes: 'Open two weeks.' }));
    const id = booked.body.booking.id as string;

    const seen = await staff.get(STAFF_API.booking(id));

    expect(booked.status).toBe(201);
    expect(app.stores.consultations.get(id)!.booking).toMatchObject({ consultationType: 'phone', woundType: 'Diabetic ulcers', interpreterLanguage: 'so', notes: 'Open two weeks.' });
    expect(seen.body).toMatchObject({ consultationType: 'phone', woundType: 'Diabetic ulcers', interpreterLanguage: 'so', notes: 'Open two weeks.' });
    expect(seen.body.interpreterArrangedAt).toBeUndefined();
  });

  it('when a booking made before these fields is read, then its notes still hold the call and the wound type, and nothing else is made up', async () => {
    const booked = await postJson(app.url + API.consultationBook, consultation(SLOT, '09:15', { notes: 'Consultation type: Phone call\nWound type: Burns\nNotes: Left arm' }));

    const seen = await staff.get(STAFF_API.booking(booked.body.booking.id));

    expect(seen.body.notes).toBe('Consultation type: Phone call\nWound type: Burns\nNotes: Left arm');
    expect([seen.body.consultationType, seen.body.woundType, seen.body.interpreterLanguage]).toEqual([undefined, undefined, undefined]);
  });

  it('when staff mark a booking’s interpreter arranged, then it says when, a second mark is refused, and the trail holds the booking’s id only', async () => {
    const booked = await postJson(app.url + API.coordinatorBook, coordinatorVisit(SLOT, '10:00', { interpreterLanguage: 'ase' }));
    const id = booked.body.booking.id as string;

    const at = new Date(app.clock.now()).toISOString();
    const marked = await staff.post(STAFF_API.bookingInterpreterArranged(id));
    const again = await staff.post(STAFF_API.bookingInterpreterArranged(id));
    const listed = await staff.get(`${STAFF_API.bookings}?from=${SLOT}&to=${SLOT}`);

    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ id, interpreterLanguage: 'ase', interpreterArrangedAt: at });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('The interpreter for this booking was already marked arranged.');
    expect(listed.body[0]).toMatchObject({ interpreterArrangedAt: at });
    // The slot and the calendar file are as they were: the mark is no move.
    expect(app.stores.coordinators.get(id)).toMatchObject({ date: SLOT, time: '10:00', sequence: 0, status: 'booked' });
    expect(auditOf('interpreter-arranged')).toEqual([
      { recordIds: [id], outcome: 'ok' },
      { recordIds: [id], outcome: 'refused' },
    ]);
  });

  it('when a booking asked for no interpreter, or is cancelled, or is not there, then marking is refused and audited as such', async () => {
    const plain = (await postJson(app.url + API.consultationBook, consultation(SLOT, '09:15'))).body.booking.id as string;
    const cancelled = (await postJson(app.url + API.consultationBook, consultation(SLOT, '09:30', { clientEmail: 'b@example.com', interpreterLanguage: 'es' }))).body.booking.id as string;
    await staff.post(STAFF_API.cancelBooking(cancelled), {});
    const unknown = '00000000-0000-4000-8000-000000000000';

    const answers = await Promise.all([plain, cancelled, unknown].map((id) => staff.post(STAFF_API.bookingInterpreterArranged(id))));

    expect(answers.map((answer) => [answer.status, answer.body.message])).toEqual([
      [409, 'This booking did not ask for an interpreter.'],
      [409, 'This booking is cancelled: no interpreter is needed.'],
      [404, 'There is no booking with that id.'],
    ]);
    expect(auditOf('interpreter-arranged').map(({ outcome }) => outcome)).toEqual(['refused', 'refused', 'refused']);
  });

  it('when staff mark an inquiry’s interpreter arranged, then the inbox shows when, once, and the trail holds its id only', async () => {
    await postJson(app.url + API.contact, inquiry({ interpreterLanguage: 'zh' }));
    await postJson(app.url + API.contact, inquiry({ firstName: 'Ahmed' }));
    const [asked, plain] = app.stores.inquiries.records.map((record) => record.id) as [string, string];

    const at = new Date(app.clock.now()).toISOString();
    const marked = await staff.post(STAFF_API.inquiryInterpreterArranged(asked));
    const again = await staff.post(STAFF_API.inquiryInterpreterArranged(asked));
    const refused = await staff.post(STAFF_API.inquiryInterpreterArranged(plain));
    const listed = await staff.get(STAFF_API.inquiries);

    expect(marked.body).toMatchObject({ id: asked, interpreterLanguage: 'zh', interpreterArrangedAt: at, status: 'new' });
    expect([again.status, refused.status]).toEqual([409, 409]);
    expect(listed.body.map((each: { interpreterLanguage?: string; interpreterArrangedAt?: string }) => [each.interpreterLanguage, each.interpreterArrangedAt])).toEqual([
      [undefined, undefined],
      ['zh', at],
    ]);
    expect(auditOf('interpreter-arranged')).toEqual([
      { recordIds: [asked], outcome: 'ok' },
      { recordIds: [asked], outcome: 'refused' },
      { recordIds: [plain], outcome: 'refused' },
    ]);
  });

  it('when an inquiry with an arranged interpreter is deleted on request, then its mark goes with it', async () => {
    await postJson(app.url + API.contact, inquiry({ interpreterLanguage: 'ar' }));
    const id = app.stores.inquiries.records.at(-1)!.id;
    await staff.post(STAFF_API.inquiryInterpreterArranged(id));

    expect((await staff.send('DELETE', STAFF_API.inquiry(id))).status).toBe(204);

    expect(app.stores.inquiryHandling.interpreterArranged(id)).toBeUndefined();
  });

  it('when staff book a visit by phone with an interpreter, then the visit keeps it, the nurse’s day names it until and once it is arranged, and an unknown language is refused at its field', async () => {
    const ana = await addNurse(staff, { name: 'Ana Silva' });
    const dayOf = async () => (await staff.get(`${STAFF_API.today}?date=${SLOT}&clinicianId=${ana}`)).body.visits[0].interpreterLanguage;

    const refused = await bookByPhone(staff, phoneVisit(SLOT, '10:00', { interpreterLanguage: 'Somali 24/7' }));
    const booked = await bookByPhone(staff, phoneVisit(SLOT, '10:00', { interpreterLanguage: 'so' }));
    const id = booked.body.bookings[0].id as string;

    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ interpreterLanguage: expect.any(String) });
    expect(booked.status).toBe(201);
    expect(app.stores.visits.get(id)!.booking.interpreterLanguage).toBe('so');
    expect(await dayOf()).toBe('Somali, free interpreter asked for, not arranged yet');
    expect((await staff.post(STAFF_API.bookingInterpreterArranged(id))).status).toBe(200);
    expect(await dayOf()).toBe('Somali, free interpreter arranged');
  });
});
