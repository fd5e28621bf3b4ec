import { watch } from 'node:fs';
import { chmod, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { API, provider } from '#contract';
import { StorageCeiling } from '../db/storage-ceiling';
import { postJson } from '../test-support/http';
import { consultation, inquiry } from '../test-support/payloads';
import { startTestApp, type TestApp } from '../test-support/test-app';

let app: TestApp | undefined;
afterEach(async () => {
  await app?.destroy();
  app = undefined;
});

/** Past the ceiling at once: a file of its size in the data folder. */
async function fill(dataDir: string, megabytes: number) {
  await writeFile(join(dataDir, 'ballast.bin'), Buffer.alloc(Math.ceil(megabytes * 1024 * 1024)));
}

describe('the data folder ceiling (DATA_MAX_MB)', () => {
  it('when the folder reaches the ceiling, then bookings and inquiries get 507 with a human message, and pages, slot lists and a restart still work', async () => {
    app = await startTestApp({ dataMaxMb: 0.25 });
    expect((await postJson(app.url + API.contact, inquiry())).status).toBe(201);

    await fill(app.dataDir, 0.3);
    await app.stores.inquiries.flush();
    // A measurement serves for two seconds by the app's clock: until then the ballast is not seen.
    expect((await postJson(app.url + API.contact, inquiry({ message: 'measured before' }))).status).toBe(201);
    // Past them, one check starts a new measurement, and the next request finds the folder full.
    app.clock.advance(2_100);
    await postJson(app.url + API.contact, inquiry());
    const refused = await postJson(app.url + API.contact, inquiry({ message: 'second' }));
    expect(refused.status).toBe(507);
    expect(refused.body).toEqual({ message: expect.stringContaining(`Please call us at ${provider.phone}`) });
    const slots = (await (await fetch(app.url + API.consultationSlots)).json()) as { date: string; time: string; available: boolean }[];
    const free = slots.find((slot) => slot.available)!;
    expect((await postJson(app.url + API.consultationBook, consultation(free.date, free.time))).status).toBe(507);
    expect((await fetch(app.url + API.coordinatorSlots)).status).toBe(200);

    const health = await fetch(`${app.url}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ ok: false, reason: expect.stringContaining('size limit') });

    // A server restarted on a full folder starts, and keeps refusing.
    app = await app.restart();
    expect((await postJson(app.url + API.contact, inquiry())).status).toBe(507);
    expect(app.serverErrors).toEqual([]);
  });

  it('when the folder is below the ceiling and writable, then /healthz answers 200 {"ok":true}; unwritable, 503 with the reason', async () => {
    app = await startTestApp({ dataMaxMb: 10 });
    const health = await fetch(`${app.url}/healthz`);
    expect(health.status).toBe(200);
    expect(health.headers.get('cache-control')).toBe('no-store');
    expect(await health.json()).toEqual({ ok: true });

    if (process.getuid?.() === 0) return; // root writes through any mode: the unwritable case cannot be made here
    await chmod(app.dataDir, 0o500);
    // The check above stands for five seconds by the app's clock.
    app.clock.advance(5_000);
    try {
      const failing = await fetch(`${app.url}/healthz`);
      expect(failing.status).toBe(503);
      expect(await failing.json()).toEqual({ ok: false, reason: 'The data folder cannot be written.' });
    } finally {
      await chmod(app.dataDir, 0o700);
    }
  });

  it('when /healthz is asked again within five seconds, then it answers from its last write check; after them, it writes again', async () => {
    app = await startTestApp({ dataMaxMb: 10 });
    const written = new Set<string>();
    let marked = () => undefined as void;
    const watcher = watch(app.dataDir, (_event, name) => {
      if (name?.startsWith('.healthz-')) written.add(name);
      if (name === 'marker') marked();
    });
    /** Every write check's file made so far has been seen: inotify reports in order, and the marker comes after them. */
    const seenSoFar = async () => {
      const seen = new Promise<void>((resolve) => (marked = resolve));
      await writeFile(join(app!.dataDir, 'marker'), String(Math.random()));
      await seen;
      return written.size;
    };
    try {
      const first = await Promise.all(Array.from({ length: 20 }, () => fetch(`${app!.url}/healthz`).then((response) => response.status)));
      const afterFirst = await seenSoFar();
      app.clock.advance(4_000);
      const again = await Promise.all(Array.from({ length: 20 }, () => fetch(`${app!.url}/healthz`).then((response) => response.status)));
      const afterAgain = await seenSoFar();
      app.clock.advance(1_100);
      const later = await fetch(`${app.url}/healthz`);
      const afterLater = await seenSoFar();

      expect(new Set([...first, ...again, later.status])).toEqual(new Set([200]));
      expect([afterFirst, afterAgain, afterLater]).toEqual([1, 1, 2]);
    } finally {
      watcher.close();
    }
  });

  it('when /healthz is asked many times a second, then it is never rate limited', async () => {
    app = await startTestApp({ dataMaxMb: 10 });
    const answers = await Promise.all(Array.from({ length: 60 }, () => fetch(`${app!.url}/healthz`).then((response) => response.status)));
    expect(new Set(answers)).toEqual(new Set([200]));
  });

  it('when the ceiling is measured, then it counts every file below the folder', async () => {
    app = await startTestApp();
    await fill(app.dataDir, 0.5);
    const ceiling = await StorageCeiling.open(app.dataDir, 1);
    expect(ceiling.used).toBeGreaterThanOrEqual(0.5 * 1024 * 1024);
    expect(ceiling.full).toBe(false);
    expect((await StorageCeiling.open(app.dataDir, 0)).full).toBe(false);
  });
});
