import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '#contract';
import { postJson, request } from '../test-support/http';
import { consultation, inquiry } from '../test-support/payloads';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { DurableJsonFile } from './durable-json-file';

let app: TestApp;
beforeEach(async () => {
  app = await startTestApp({ now: '2026-06-08T16:00:00Z' });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await app.destroy();
});

/** The next write to any data file fails as a full disk would. */
const failNextWrite = () =>
  vi.spyOn(DurableJsonFile.prototype, 'write').mockRejectedValueOnce(Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' }));

const revalidate = (etag: string) => ({ headers: { 'If-None-Match': etag }, cache: 'no-cache' }) as const;

describe('a write that does not reach the disk', () => {
  it('when the booking write fails, then 500 without internals, the booking is undone and the slot can be booked again', async () => {
    failNextWrite();

    const failed = await postJson(app.url + API.consultationBook, consultation('2026-06-09', '09:15'), { 'Idempotency-Key': 'k1' });
    const slots = await request(app.url + API.consultationSlots);
    const retry = await postJson(app.url + API.consultationBook, consultation('2026-06-09', '09:15'), { 'Idempotency-Key': 'k1' });

    expect(failed.status).toBe(500);
    expect(failed.text).not.toMatch(/ENOSPC/);
    expect(app.serverErrors).toHaveLength(1);
    expect(slots.body).toContainEqual({ date: '2026-06-09', time: '09:15', available: true });
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    expect(app.stores.consultations.all).toHaveLength(1);
  });

  it('when a contact write fails, then the inquiry is not kept and the next one is written', async () => {
    failNextWrite();

    const failed = await postJson(app.url + API.contact, inquiry({ message: 'lost' }));
    const next = await postJson(app.url + API.contact, inquiry({ message: 'kept' }));
    app = await app.restart();

    expect([failed.status, next.status]).toEqual([500, 201]);
    expect(app.stores.inquiries.records.map((record) => record.message)).toEqual(['kept']);
  });

  it('when the server restarts in the same minute, then an ETag from before the restart never matches a different list', async () => {
    await postJson(app.url + API.consultationBook, consultation('2026-06-09', '09:00'));
    failNextWrite();
    await postJson(app.url + API.consultationBook, consultation('2026-06-09', '09:15'));
    const before = await request(app.url + API.consultationSlots);

    app = await app.restart();
    await postJson(app.url + API.consultationBook, consultation('2026-06-09', '10:00', { clientEmail: 'a@example.com' }));
    await postJson(app.url + API.consultationBook, consultation('2026-06-09', '10:15', { clientEmail: 'b@example.com' }));
    const after = await request(app.url + API.consultationSlots, revalidate(before.headers.get('etag')!));

    expect(after.status).toBe(200);
    expect(after.body).toContainEqual({ date: '2026-06-09', time: '10:00', available: false });
  });
});
