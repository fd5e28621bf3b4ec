import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '#contract';
import { STAFF_API } from '#contract/staff';
import { postJson } from '../test-support/http';
import { inquiry } from '../test-support/payloads';
import { signedInStaff, type StaffClient } from '../test-support/staff';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { MINUTE } from '../test-support/test-clock';

let app: TestApp;
let staff: StaffClient;
let ids: string[];
beforeEach(async () => {
  app = await startTestApp();
  staff = await signedInStaff(app);
  ids = [];
  for (const firstName of ['Maria', 'Ahmed']) {
    await postJson(app.url + API.contact, inquiry({ firstName }));
    ids.push(app.stores.inquiries.records.at(-1)!.id);
    app.clock.advance(MINUTE);
  }
});
afterEach(() => app.destroy());

describe('staff inquiries', () => {
  it('when an inquiry was sent in Spanish, then staff get language "es" on it, in the list and on its own; the English ones carry none', async () => {
    await postJson(app.url + API.contact, inquiry({ firstName: 'Rosa', language: 'es' }));
    const rosa = app.stores.inquiries.records.at(-1)!.id;

    const listed = (await staff.get(STAFF_API.inquiries)).body as Record<string, unknown>[];
    const one = await staff.get(STAFF_API.inquiry(rosa));

    expect(listed.map((each) => [each.firstName, each.language])).toEqual([
      ['Rosa', 'es'],
      ['Ahmed', undefined],
      ['Maria', undefined],
    ]);
    expect(one.body).toMatchObject({ id: rosa, language: 'es' });
  });

  it('when listed, then all come newest first in the StaffInquiry shape, status new', async () => {
    const answer = await staff.get(STAFF_API.inquiries);

    expect(answer.status).toBe(200);
    expect(answer.body.map((item: { firstName: string }) => item.firstName)).toEqual(['Ahmed', 'Maria']);
    expect(answer.body[1]).toEqual({
      id: ids[0],
      createdAt: '2026-06-08T16:00:30.000Z',
      status: 'new',
      ...inquiry(),
    });
  });

  it('when one is marked handled with a note, then it moves from new to handled with when and the note', async () => {
    const handled = await staff.post(STAFF_API.inquiryHandled(ids[0]!), { note: 'Called back, visit booked' });
    const fresh = await staff.get(`${STAFF_API.inquiries}?status=new`);
    const done = await staff.get(`${STAFF_API.inquiries}?status=handled`);

    expect(handled.status).toBe(200);
    expect(handled.body).toMatchObject({ id: ids[0], status: 'handled', handledAt: expect.any(String), note: 'Called back, visit booked' });
    expect(fresh.body.map((item: { id: string }) => item.id)).toEqual([ids[1]]);
    expect(done.body.map((item: { id: string }) => item.id)).toEqual([ids[0]]);
  });

  it('when one is marked handled twice, then the second is a 409; without a note, then none is kept', async () => {
    const first = await staff.post(STAFF_API.inquiryHandled(ids[1]!), {});
    const again = await staff.post(STAFF_API.inquiryHandled(ids[1]!), { note: 'again' });

    expect(first.body).not.toHaveProperty('note');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This inquiry was already marked handled.');
  });

  it('when one is read by id, then it is answered; unknown ids are 404 for reading and handling', async () => {
    expect((await staff.get(STAFF_API.inquiry(ids[0]!))).body).toMatchObject({ id: ids[0], firstName: 'Maria' });
    expect((await staff.get(STAFF_API.inquiry('nope'))).status).toBe(404);
    expect((await staff.post(STAFF_API.inquiryHandled('nope'), {})).status).toBe(404);
  });

  it.each([
    ['a status other than new or handled', () => staff.get(`${STAFF_API.inquiries}?status=open`), "Status must be 'new' or 'handled'"],
    ['a note too long', () => staff.post(STAFF_API.inquiryHandled(ids[0]!), { note: 'x'.repeat(1001) }), 'Please keep this under 1000 characters'],
    ['a note that is not text', () => staff.post(STAFF_API.inquiryHandled(ids[0]!), { note: ['x'] }), expect.any(String)],
  ])('when given %s, then 400 with a message and nothing changes', async (_case, send, message) => {
    const answer = await send();

    expect(answer.status).toBe(400);
    expect(Object.values(answer.body.errors)).toContainEqual(message);
    expect(app.stores.inquiryHandling.get(ids[0]!)).toBeUndefined();
  });
});
