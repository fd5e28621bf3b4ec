import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API, MAX_LENGTH, provider } from '#contract';
import { withTty } from '#contract/phone';
import { flushStores } from './stores';
import { postJson, request } from './test-support/http';
import { consultation, coordinatorVisit, inquiry } from './test-support/payloads';
import { SLOT_DATE, startTestApp, type TestApp } from './test-support/test-app';

let served: TestApp;
beforeEach(async () => {
  served = await startTestApp({ bookingsPerAddressPerDay: 'default' });
});
afterEach(async () => {
  await served.destroy();
});

const bookConsultation = (time: string, clientEmail: string, headers: Record<string, string> = {}) =>
  postJson(served.url + API.consultationBook, consultation(SLOT_DATE, time, { clientEmail }), headers);

describe('slot hoarding (OWASP API6)', () => {
  it('when one person spells the same e-mail differently, then the cap of two future consultations still holds', async () => {
    const first = await bookConsultation('09:00', 'james.carter@example.com');
    const second = await bookConsultation('09:15', 'James.Carter@Example.com');
    const third = await bookConsultation('09:30', '  JAMES.CARTER@EXAMPLE.COM ');

    expect([first.status, second.status, third.status]).toEqual([201, 201, 409]);
    expect(third.body).toEqual({
      success: false,
      message: `This e-mail address already holds 2 upcoming bookings, the most we can hold for one person. Please call us at ${withTty(provider.phone)} if you need to change or add an appointment.`,
    });
  });

  it('when one e-mail asks for many slots at the same moment, then exactly two are booked', async () => {
    const times = ['10:00', '10:15', '10:30', '10:45', '11:00', '11:15', '11:30', '11:45'];

    const answers = await Promise.all(times.map((time) => bookConsultation(time, 'hoarder@example.com')));

    expect(answers.filter(({ status }) => status === 201)).toHaveLength(2);
    expect(answers.filter(({ status }) => status === 409)).toHaveLength(times.length - 2);
    expect(served.stores.consultations.all).toHaveLength(2);
  });

  it('when the outbox retries a booking that was stored, then the retry is replayed, not refused by the cap', async () => {
    await bookConsultation('09:00', 'retry@example.com');
    const second = await bookConsultation('09:15', 'retry@example.com', { 'Idempotency-Key': 'outbox-entry-2' });

    const retry = await bookConsultation('09:15', 'retry@example.com', { 'Idempotency-Key': 'outbox-entry-2' });

    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body.booking).toEqual(second.body.booking);
  });

  it('when one e-mail asks for three facility visits at the same moment, then the cap of two holds for them too', async () => {
    const times = ['09:00', '10:00', '11:00'];

    const answers = await Promise.all(times.map((time) => postJson(served.url + API.coordinatorBook, coordinatorVisit(SLOT_DATE, time))));

    expect(answers.map(({ status }) => status).sort()).toEqual([201, 201, 409]);
    expect(served.stores.coordinators.all).toHaveLength(2);
  });
});

describe('field lengths', () => {
  const over = (max: number) => 'x'.repeat(max + 1);
  const tooLong = (max: number) => `Please keep this under ${max} characters`;

  it('when every contact field is one character over its maximum, then 400 names each of them', async () => {
    const { status, body } = await postJson(
      served.url + API.contact,
      inquiry({ firstName: over(MAX_LENGTH.name), lastName: over(MAX_LENGTH.name), message: over(MAX_LENGTH.message), phone: `555${'0'.repeat(MAX_LENGTH.phone)}` }),
    );

    expect(status).toBe(400);
    expect(body.errors).toEqual({
      firstName: tooLong(MAX_LENGTH.name),
      lastName: tooLong(MAX_LENGTH.name),
      message: tooLong(MAX_LENGTH.message),
      phone: tooLong(MAX_LENGTH.phone),
    });
  });

  it('when booking fields are over their maximum, then 400 names each of them and nothing is stored', async () => {
    const { status, body } = await postJson(
      served.url + API.coordinatorBook,
      coordinatorVisit(SLOT_DATE, '09:00', { clientName: over(MAX_LENGTH.name), facilityName: over(MAX_LENGTH.shortText), notes: over(MAX_LENGTH.bookingNotes) }),
    );

    expect(status).toBe(400);
    expect(body.errors).toEqual({
      clientName: tooLong(MAX_LENGTH.name),
      facilityName: tooLong(MAX_LENGTH.shortText),
      notes: tooLong(MAX_LENGTH.bookingNotes),
    });
    expect(served.stores.coordinators.all).toHaveLength(0);
  });
});

describe('what is stored and cached', () => {
  it('when a body carries __proto__, constructor and unknown keys, then only the known fields are stored and no prototype changes', async () => {
    const valid = JSON.stringify(inquiry()).slice(1, -1);
    const body = `{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}},"isAdmin":true,"id":"chosen-id",${valid}}`;

    const answer = await postJson(served.url + API.contact, body);
    await flushStores(served.stores);
    const text = await readFile(join(served.dataDir, 'contact-inquiries.json'), 'utf8');

    expect(answer.status).toBe(201);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(text).not.toMatch(/polluted|__proto__|constructor|isAdmin|chosen-id/);
    const [record] = (JSON.parse(text) as { records: Record<string, unknown>[] }).records;
    expect(Object.keys(record!).sort()).toEqual(['careLocation', 'consent', 'createdAt', 'email', 'firstName', 'id', 'lastName', 'mail', 'message', 'phone', 'serviceType']);
    expect(record!.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('when an answer echoes personal data back, then it is marked no-store; slot lists carry none and may be revalidated', async () => {
    const booked = await bookConsultation('09:00', 'cache@example.com');
    const replayed = await postJson(served.url + API.contact, inquiry(), { 'Idempotency-Key': 'k1' }).then(() =>
      postJson(served.url + API.contact, inquiry(), { 'Idempotency-Key': 'k1' }),
    );
    const slots = await request(served.url + API.consultationSlots);

    expect(booked.body.booking.clientEmail).toBe('cache@example.com');
    expect(booked.headers.get('cache-control')).toBe('no-store');
    expect(replayed.headers.get('cache-control')).toBe('no-store');
    expect(slots.headers.get('cache-control')).toBe('no-cache');
    expect(slots.text).not.toContain('cache@example.com');
  });
});
