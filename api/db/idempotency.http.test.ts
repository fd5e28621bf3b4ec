import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API, IDEMPOTENCY_TTL_MS } from '#contract';
import { postJson } from '../test-support/http';
import { consultation, inquiry } from '../test-support/payloads';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { HOUR, MINUTE } from '../test-support/test-clock';
import { declared } from '../test-support/mail';

let app: TestApp;
beforeEach(async () => {
  app = await startTestApp({ now: '2026-06-08T16:00:00Z' });
});
afterEach(async () => {
  expect(app.serverErrors).toEqual([]);
  await app.destroy();
});

const key = (value: string) => ({ 'Idempotency-Key': value });
const fileOf = async (name: string) => JSON.parse(await readFile(join(app.dataDir, name), 'utf8')) as { records: unknown[]; idempotency: { key: string }[] };

describe('Idempotency-Key', () => {
  it('when a contact POST is retried with the same key and body, then the first answer comes back and nothing is written again', async () => {
    const first = await postJson(app.url + API.contact, inquiry(), key('contact-1'));
    const retry = await postJson(app.url + API.contact, inquiry(), key('contact-1'));

    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect((await fileOf('contact-inquiries.json')).records).toHaveLength(1);
  });

  it('when a booking is retried with the same key and body, then the same 201 and booking come back (not a 409)', async () => {
    const payload = consultation('2026-06-09', '09:15');

    const first = await postJson(app.url + API.consultationBook, payload, key('book-1'));
    const retry = await postJson(app.url + API.consultationBook, payload, key('book-1'));

    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect((await fileOf('consultation-bookings.json')).records).toEqual([{ ...first.body.booking, mail: declared('booking-confirmed', 'staff-booking-made'), clientAddressKey: expect.any(String) }]);
  });

  it('when the retry differs only in key order, whitespace the schema trims or unknown fields, then it is the same request', async () => {
    const { clientName, ...rest } = consultation('2026-06-09', '09:30');
    await postJson(app.url + API.consultationBook, { clientName, ...rest }, key('book-2'));

    const retry = await postJson(app.url + API.consultationBook, { ...rest, clientName: ` ${String(clientName)} `, trackingId: 7 }, key('book-2'));

    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
  });

  it('when the same key comes with a different body, then 422 and nothing is written', async () => {
    await postJson(app.url + API.contact, inquiry(), key('contact-2'));

    const other = await postJson(app.url + API.contact, inquiry({ message: 'A different question' }), key('contact-2'));

    expect(other.status).toBe(422);
    expect(other.body.message).toMatch(/Idempotency-Key/);
    expect((await fileOf('contact-inquiries.json')).records).toHaveLength(1);
  });

  it('when the same key is sent five times at once, then all five get the one answer and one record exists', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => postJson(app.url + API.contact, inquiry(), key('burst'))));

    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    expect((await fileOf('contact-inquiries.json')).records).toHaveLength(1);
  });

  it('when a refused booking is retried with the same key, then it is judged again, not replayed as a success', async () => {
    await postJson(app.url + API.consultationBook, consultation('2026-06-09', '10:00', { clientEmail: 'first@example.com' }));

    const first = await postJson(app.url + API.consultationBook, consultation('2026-06-09', '10:00'), key('late'));
    const retry = await postJson(app.url + API.consultationBook, consultation('2026-06-09', '10:00'), key('late'));

    expect([first.status, retry.status]).toEqual([409, 409]);
    expect(retry.body).toEqual(first.body);
  });

  it('when a key is 7 days old less a minute, then it is still honoured', async () => {
    await postJson(app.url + API.contact, inquiry(), key('week-old'));
    app.clock.advance(IDEMPOTENCY_TTL_MS - MINUTE);
    await postJson(app.url + API.contact, inquiry({ firstName: 'Other' })); // a write that would prune expired keys

    const retry = await postJson(app.url + API.contact, inquiry(), key('week-old'));

    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect((await fileOf('contact-inquiries.json')).records).toHaveLength(2);
  });

  it('when a key is older than 7 days and a later write prunes it, then it is gone and the same key is a new request', async () => {
    await postJson(app.url + API.contact, inquiry(), key('expired'));
    app.clock.advance(IDEMPOTENCY_TTL_MS + HOUR);
    await postJson(app.url + API.contact, inquiry({ firstName: 'Other' }));

    const keysAfterPrune = (await fileOf('contact-inquiries.json')).idempotency.map((entry) => entry.key);
    const again = await postJson(app.url + API.contact, inquiry(), key('expired'));

    expect(keysAfterPrune).not.toContain('expired');
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    expect((await fileOf('contact-inquiries.json')).records).toHaveLength(3);
  });

  it('when a retry arrives during a steady stream of other writes, then it is answered while the stream goes on', async () => {
    const first = await postJson(app.url + API.contact, inquiry(), key('busy'));
    // The stream goes on until the retry is answered: a retry held back until writes stop is never answered.
    let streaming = true;
    let streamed = 0;
    let flowing!: () => void;
    const inFull = new Promise<void>((resolve) => (flowing = resolve));
    const writer = async () => {
      while (streaming) {
        await postJson(app.url + API.contact, inquiry({ firstName: 'Stream' }));
        if (++streamed === 32) flowing();
      }
    };
    const writers = Array.from({ length: 16 }, writer);
    await inFull;

    const streamedBefore = streamed;
    const retry = await postJson(app.url + API.contact, inquiry(), key('busy'));
    const streamedDuring = streamed - streamedBefore;
    streaming = false;
    await Promise.all(writers);

    expect(streamedDuring).toBeGreaterThan(0);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
  });

  it('when the server restarts, then a retry with a known key is still replayed and a different body still refused', async () => {
    const first = await postJson(app.url + API.consultationBook, consultation('2026-06-09', '11:00'), key('survives'));
    app = await app.restart();

    const retry = await postJson(app.url + API.consultationBook, consultation('2026-06-09', '11:00'), key('survives'));
    const other = await postJson(app.url + API.consultationBook, consultation('2026-06-09', '11:15'), key('survives'));

    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(other.status).toBe(422);
    expect((await fileOf('consultation-bookings.json')).records).toHaveLength(1);
  });
});
