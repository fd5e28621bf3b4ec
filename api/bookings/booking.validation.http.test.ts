import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#contract';
import { postJson } from '../test-support/http';
import { consultation, coordinatorVisit } from '../test-support/payloads';
import { startTestApp, type TestApp } from '../test-support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ now: '2026-06-08T16:00:00Z' });
});
afterAll(async () => {
  expect(app.serverErrors).toEqual([]);
  await app.destroy();
});

describe('booking validation over HTTP', () => {
  it.each([
    ['clientName', '', 'Your name is required'],
    ['clientEmail', 'james.carter', 'Please enter a valid email'],
    ['clientPhone', '555', 'Please enter a valid phone number'],
    ['date', '', 'Please select a date'],
    ['time', '', 'Please select a time'],
  ])('when a consultation has %s = %j, then 400 with {%s: "%s"}', async (field, value, message) => {
    const { status, body } = await postJson(app.url + API.consultationBook, consultation('2026-06-09', '09:15', { [field]: value }));

    expect(status).toBe(400);
    expect(body).toEqual({ message: expect.any(String), errors: { [field]: message } });
  });

  it.each([
    ['clientName', 'Contact name is required'],
    ['facilityName', 'Facility name is required'],
    ['clientEmail', 'Please enter a valid email'],
    ['clientPhone', 'Please enter a valid phone number'],
    ['date', 'Please select a date'],
    ['time', 'Please select a time'],
  ])('when a coordinator visit lacks %s, then 400 with "%s"', async (field, message) => {
    const payload = coordinatorVisit('2026-06-09', '10:00');
    delete payload[field];

    const { status, body } = await postJson(app.url + API.coordinatorBook, payload);

    expect(status).toBe(400);
    expect(body.errors).toEqual({ [field]: message });
  });

  it('when the body is an empty object, then every required field is named', async () => {
    const { status, body } = await postJson(app.url + API.consultationBook, {});

    expect(status).toBe(400);
    expect(body.errors).toMatchObject({
      date: 'Please select a date',
      time: 'Please select a time',
      clientName: 'Your name is required',
      clientEmail: 'Please enter a valid email',
      clientPhone: 'Please enter a valid phone number',
    });
  });

  it('when a coordinator payload is sent to the consultation endpoint, then 400 on its type', async () => {
    const { status, body } = await postJson(app.url + API.consultationBook, coordinatorVisit('2026-06-09', '10:00'));

    expect(status).toBe(400);
    expect(body.errors).toEqual({ type: "Booking type must be 'consultation'" });
  });

  it('when the body is a JSON array, then 400 and nothing is stored', async () => {
    const { status, body } = await postJson(app.url + API.consultationBook, [consultation('2026-06-09', '09:15')]);

    expect(status).toBe(400);
    expect(body.message).toBe('The request body must be a JSON object.');
    expect(app.stores.consultations.all).toHaveLength(0);
  });
});
