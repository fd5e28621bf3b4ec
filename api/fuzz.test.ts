import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#contract';
import { bodyText, contentEncoding, contentType, idempotencyKey } from './test-support/fuzz-inputs';
import { flushStores } from './stores';
import { startTestApp, type TestApp } from './test-support/test-app';

/** Runs per POST endpoint; three endpoints make a few thousand requests in all. */
const RUNS = 1_000;

const STORED_FIELDS: Record<string, string[]> = {
  'contact-inquiries.json': ['id', 'createdAt', 'firstName', 'lastName', 'email', 'phone', 'serviceType', 'careLocation', 'message', 'consent', 'mail', 'mailWithheld'],
  'consultation-bookings.json': ['id', 'createdAt', 'date', 'time', 'type', 'clientName', 'clientEmail', 'clientPhone', 'notes', 'mail', 'mailWithheld', 'clientAddressKey'],
  'coordinator-bookings.json': ['id', 'createdAt', 'date', 'time', 'type', 'clientName', 'clientEmail', 'clientPhone', 'facilityName', 'notes', 'mail', 'mailWithheld', 'clientAddressKey'],
};
/** The messages a record declares (api/declared-mail/outgoing.ts): the server's own, never from the request. */
const MAIL_FIELDS = ['id', 'template', 'to'];
const IDEMPOTENCY_FIELDS = ['key', 'fingerprint', 'resourceId', 'createdAt'];
const prototypeNames = Object.getOwnPropertyNames(Object.prototype).sort();

let served: TestApp;

beforeAll(async () => {
  // Both limits off (the harness's default): thousands of requests come from one address, and the valid ones must reach the handlers.
  served = await startTestApp();
});
afterAll(async () => {
  await served.destroy();
});

async function post(path: string, body: string, type: string | undefined, encoding: string | undefined, key: string | undefined) {
  const headers: Record<string, string> = {};
  if (type !== undefined) headers['Content-Type'] = type;
  if (encoding !== undefined) headers['Content-Encoding'] = encoding;
  if (key !== undefined) headers['Idempotency-Key'] = key;
  // A byte body, so fetch adds no Content-Type of its own.
  const response = await fetch(served.url + path, { method: 'POST', headers, body: new Uint8Array(Buffer.from(body)) });
  return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() };
}

describe('fuzzing every POST endpoint', () => {
  it.each([API.contact, API.consultationBook, API.coordinatorBook])(
    'when %s gets thousands of malformed and hostile requests, then every answer is a JSON 2xx/4xx with a message',
    async (path) => {
      const seen = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(bodyText(path), contentType, contentEncoding, idempotencyKey, async (body, type, encoding, key) => {
          const answer = await post(path, body, type, encoding, key);
          seen.set(answer.status, (seen.get(answer.status) ?? 0) + 1);

          expect(answer.status).toBeLessThan(500);
          expect(answer.type).toMatch(/^application\/json/);
          const parsed = JSON.parse(answer.text) as { message?: unknown };
          expect(typeof parsed.message).toBe('string');
          expect((parsed.message as string).length).toBeGreaterThan(0);
        }),
        { numRuns: RUNS },
      );

      // The generators must reach every layer: the parsers (413, 415), validation (400), the
      // idempotency check (422) and the handlers, where some bodies are really stored (201).
      expect(seen.get(201) ?? 0).toBeGreaterThan(10);
      expect(seen.get(400) ?? 0).toBeGreaterThan(100);
      for (const status of [413, 415, 422]) expect(seen.get(status) ?? 0).toBeGreaterThan(0);
      expect(served.serverErrors).toEqual([]);
    },
    120_000,
  );

  it('when the fuzzing is over, then the stored files hold only known fields, all of them strings but the declared messages', async () => {
    await flushStores(served.stores);
    const files = (await readdir(served.dataDir)).filter((name) => name in STORED_FIELDS);

    expect(files.sort()).toEqual(Object.keys(STORED_FIELDS).sort());
    for (const name of files) {
      const { records, idempotency, ...rest } = JSON.parse(await readFile(join(served.dataDir, name), 'utf8')) as {
        records: Record<string, unknown>[];
        idempotency: Record<string, unknown>[];
      };
      expect(rest).toEqual({});
      expect(records.length).toBeGreaterThan(0);
      for (const record of records) {
        expect(STORED_FIELDS[name]).toEqual(expect.arrayContaining(Object.keys(record)));
        const { mail, ...fields } = record;
        for (const value of Object.values(fields)) expect(typeof value).toBe('string');
        expect(Array.isArray(mail)).toBe(true);
        for (const message of mail as Record<string, unknown>[]) expect(Object.keys(message).sort()).toEqual([...MAIL_FIELDS].sort());
      }
      for (const entry of idempotency) expect(Object.keys(entry).sort()).toEqual([...IDEMPOTENCY_FIELDS].sort());
    }
  });

  it('when the fuzzing is over, then no object prototype was polluted', () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeNames);
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
  });
});
