import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, provider, type Slot } from '#contract';
import { DurableJsonFile } from '../db/durable-json-file';
import { postJson, request } from '../test-support/http';
import { consultation, coordinatorVisit } from '../test-support/payloads';
import { type ServerProcess, startServerProcess } from '../test-support/server-process';
import { removeDir, tempDataDir } from '../test-support/temp-dir';
import { startTestApp, type TestApp, type TestAppOptions } from '../test-support/test-app';
import { HOUR } from '../test-support/test-clock';

let app: TestApp | undefined;
let served: TestApp | undefined;
let real: { server: ServerProcess; dataDir: string } | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await app?.destroy();
  await served?.destroy();
  await real?.server.stop('SIGTERM');
  if (real) await removeDir(real.dataDir);
  app = served = real = undefined;
});

const start = async (options: TestAppOptions) => (app = await startTestApp({ now: '2026-06-08T16:00:00Z', ...options }));

/** Consultation slots of Friday 2026-06-12 (still ahead after the clock moves a day), each under its own e-mail so the per-e-mail cap stays out of the way. */
const TIMES = ['09:00', '09:15', '09:30', '09:45', '10:00', '10:15', '10:30', '10:45', '11:00', '11:15', '11:30', '11:45'];
const bookConsultation = (url: string, i: number, headers: Record<string, string> = {}) =>
  postJson(url + API.consultationBook, consultation('2026-06-12', TIMES[i]!, { clientEmail: `person${i}@example.com` }), headers);
const from = (address: string) => ({ 'X-Forwarded-For': address });
const statusesOf = (answers: { status: number }[]) => answers.map(({ status }) => status);
const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((counts, s) => ({ ...counts, [s]: (counts[s] ?? 0) + 1 }), {});

describe('bookings per client address per day', () => {
  it('when one address makes a fifth booking in a day, then it gets 429 {success: false} naming the phone; consultations and coordinator visits count together', async () => {
    const { url } = await start({ bookingsPerAddressPerDay: 4 });
    const allowed = [
      await bookConsultation(url, 0),
      await bookConsultation(url, 1),
      await postJson(url + API.coordinatorBook, coordinatorVisit('2026-06-09', '09:00')),
      await postJson(url + API.coordinatorBook, coordinatorVisit('2026-06-09', '10:00', { clientEmail: 'other@sunrise-care.example' })),
    ];

    const consultationRefused = await bookConsultation(url, 2);
    const coordinatorRefused = await postJson(url + API.coordinatorBook, coordinatorVisit('2026-06-10', '09:00', { clientEmail: 'third@sunrise-care.example' }));

    expect(statusesOf(allowed)).toEqual([201, 201, 201, 201]);
    expect(statusesOf([consultationRefused, coordinatorRefused])).toEqual([429, 429]);
    expect(consultationRefused.body).toEqual({
      success: false,
      message: `We can take at most 4 online bookings a day from one network. Please call us at ${provider.phone} (TTY\u00a0711) to book more.`,
    });
    expect(app!.stores.consultations.all).toHaveLength(2);
    expect(app!.stores.coordinators.all).toHaveLength(2);
  });

  it('when one address sends 10 bookings at once, then exactly 4 are booked and 6 get 429', async () => {
    const { url } = await start({ bookingsPerAddressPerDay: 4 });

    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => bookConsultation(url, i)));

    expect(tally(statusesOf(answers))).toEqual({ 201: 4, 429: 6 });
    expect(app!.stores.consultations.all).toHaveLength(4);
    expect(app!.serverErrors).toEqual([]);
  });

  it('when an address is refused, then Retry-After is the time until its oldest booking is a day old; after that it may book one more', async () => {
    const { url, clock } = await start({ bookingsPerAddressPerDay: 2 });
    await bookConsultation(url, 0);
    clock.advance(3 * HOUR);
    await bookConsultation(url, 1);
    clock.advance(2 * HOUR);

    const refused = await bookConsultation(url, 2);
    clock.advance(19 * HOUR - 1_000);
    const justBefore = await bookConsultation(url, 3);
    clock.advance(1_000);
    const dayLater = await bookConsultation(url, 4);
    const next = await bookConsultation(url, 5);

    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(19 * 60 * 60));
    expect(justBefore.status).toBe(429);
    expect(justBefore.headers.get('retry-after')).toBe('1');
    expect(dayLater.status).toBe(201);
    expect(next.status).toBe(429);
    expect(Number(next.headers.get('retry-after'))).toBe(3 * 60 * 60);
  });

  it('when an idempotent booking is replayed, then the replay is answered and does not count', async () => {
    const { url } = await start({ bookingsPerAddressPerDay: 2 });
    const key = { 'Idempotency-Key': 'booking-0' };
    const first = await bookConsultation(url, 0, key);

    const replays = [await bookConsultation(url, 0, key), await bookConsultation(url, 0, key), await bookConsultation(url, 0, key)];
    const second = await bookConsultation(url, 1);
    const replayAtCap = await bookConsultation(url, 0, key);

    expect(first.status).toBe(201);
    expect(replays.map((replay) => [replay.status, replay.headers.get('idempotent-replayed')])).toEqual([
      [201, 'true'],
      [201, 'true'],
      [201, 'true'],
    ]);
    expect(second.status).toBe(201);
    expect(replayAtCap.status).toBe(201);
    expect((await bookConsultation(url, 2)).status).toBe(429);
  });

  it('when bookings are refused for another reason, then they do not count', async () => {
    const { url } = await start({ bookingsPerAddressPerDay: 2 });
    await bookConsultation(url, 0);

    const taken = [await bookConsultation(url, 0), await bookConsultation(url, 0), await bookConsultation(url, 0)];
    const second = await bookConsultation(url, 1);

    expect(statusesOf(taken)).toEqual([409, 409, 409]);
    expect(second.status).toBe(201);
  });

  it('when a booking write fails, then it does not count', async () => {
    const { url } = await start({ bookingsPerAddressPerDay: 1 });
    vi.spyOn(DurableJsonFile.prototype, 'write').mockRejectedValueOnce(Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' }));

    const failed = await bookConsultation(url, 0);
    const retried = await bookConsultation(url, 0);

    expect([failed.status, retried.status]).toEqual([500, 201]);
    expect(app!.serverErrors).toHaveLength(1);
  });

  it('when two addresses book, then each has its own count', async () => {
    const { url } = await start({ bookingsPerAddressPerDay: 2, trustProxy: 1 });

    const first = [await bookConsultation(url, 0, from('203.0.113.7')), await bookConsultation(url, 1, from('203.0.113.7'))];
    const refused = await bookConsultation(url, 2, from('203.0.113.7'));
    const other = [await bookConsultation(url, 3, from('198.51.100.20')), await bookConsultation(url, 4, from('198.51.100.20'))];

    expect(statusesOf([...first, refused, ...other])).toEqual([201, 201, 429, 201, 201]);
  });

  it('when IPv6 addresses share a /56 network, then they share one count', async () => {
    const { url } = await start({ bookingsPerAddressPerDay: 2, trustProxy: 1 });

    const answers = [
      await bookConsultation(url, 0, from('2001:db8:0:1::1')),
      await bookConsultation(url, 1, from('2001:db8:0:2::2')),
      await bookConsultation(url, 2, from('2001:db8:0:3::3')),
      await bookConsultation(url, 3, from('2001:db8:1:100::1')),
    ];

    expect(statusesOf(answers)).toEqual([201, 201, 429, 201]);
  });

  it('when the cap is set to 0, then one address may book 10 at once, where the default refuses 6', async () => {
    served = await startTestApp({ bookingsPerAddressPerDay: 0 });
    const capped = await startTestApp({ bookingsPerAddressPerDay: 'default' });

    const off = await Promise.all(Array.from({ length: 10 }, (_, i) => bookConsultation(served!.url, i)));
    const on = await Promise.all(Array.from({ length: 10 }, (_, i) => bookConsultation(capped.url, i)));
    await capped.destroy();

    expect(tally(statusesOf(off))).toEqual({ 201: 10 });
    expect(tally(statusesOf(on))).toEqual({ 201: 4, 429: 6 });
  });

  it('when the server restarts, then the day’s bookings still count, read from their stored network fingerprints (a keyed hash, never the address)', async () => {
    await start({ bookingsPerAddressPerDay: 1 });
    await bookConsultation(app!.url, 0);

    app = await app!.restart();
    const afterRestart = await bookConsultation(app.url, 1);

    expect(afterRestart.status).toBe(429);
    expect(JSON.stringify(app.stores.consultations.all)).not.toContain('127.0.0.1');
  });

  it('when createApp is given no cap and the POST rate limit is off, then the default of 4 a day still holds', async () => {
    served = await startTestApp({ bookingsPerAddressPerDay: 'default' });

    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await bookConsultation(served.url, i));

    expect(statusesOf(answers)).toEqual([201, 201, 201, 201, 429]);
  });
});

describe('the real server', () => {
  it('when it is started with BOOKINGS_PER_ADDRESS_PER_DAY=2, then the third booking from one address is 429', async () => {
    const dataDir = await tempDataDir('booking-limits');
    real = { dataDir, server: await startServerProcess(dataDir, { BOOKINGS_PER_ADDRESS_PER_DAY: '2' }) };
    const { url } = real.server;
    const free = (await request<Slot[]>(url + API.consultationSlots)).body.filter((slot) => slot.available).slice(0, 3);

    const answers = [];
    for (const [i, slot] of free.entries()) {
      answers.push(await postJson(url + API.consultationBook, consultation(slot.date, slot.time, { clientEmail: `real${i}@example.com` })));
    }

    expect(statusesOf(answers)).toEqual([201, 201, 429]);
    expect(Number(answers[2]!.headers.get('retry-after'))).toBeGreaterThan(23 * 60 * 60);
  });
});

describe('upcoming bookings per e-mail', () => {
  it('when one e-mail already holds two upcoming coordinator visits, then the third is 409', async () => {
    const { url } = await start({});
    const book = (date: string, time: string) => postJson(url + API.coordinatorBook, coordinatorVisit(date, time));

    const allowed = [await book('2026-06-09', '09:00'), await book('2026-06-10', '09:00')];
    const third = await book('2026-06-15', '09:00');

    expect(statusesOf(allowed)).toEqual([201, 201]);
    expect(third.status).toBe(409);
    expect(third.body).toEqual({ success: false, message: expect.stringContaining('already holds 2 upcoming bookings') });
  });

  it('when the same Gmail mailbox is written with dots, a +tag, googlemail.com or capitals, then it is one person', async () => {
    const { url } = await start({});
    const book = (time: string, clientEmail: string) => postJson(url + API.consultationBook, consultation('2026-06-09', time, { clientEmail }));

    const allowed = [await book('09:00', 'james.carter@gmail.com'), await book('09:15', 'JamesCarter+clinic@googlemail.com')];
    const refused = [await book('09:30', 'j.a.m.e.s.c.a.r.t.e.r@gmail.com'), await book('09:45', 'James.Carter+2@GMAIL.com')];

    expect(statusesOf(allowed)).toEqual([201, 201]);
    expect(statusesOf(refused)).toEqual([409, 409]);
  });

  it('when a +tag is added to an address of any domain, then it counts as the same person', async () => {
    const { url } = await start({});
    const book = (time: string, clientEmail: string) => postJson(url + API.consultationBook, consultation('2026-06-09', time, { clientEmail }));

    await book('09:00', 'linda@example.com');
    await book('09:15', 'linda+1@example.com');
    const tagged = await book('09:30', 'Linda+2@Example.com');
    const dotted = await book('09:45', 'lin.da@example.com');

    expect(tagged.status).toBe(409);
    expect(dotted.status).toBe(201);
  });
});
