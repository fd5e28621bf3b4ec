import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import express from 'express';
import { MemoryStore, type Options, type Store } from 'express-rate-limit';
import { afterAll, describe, expect, it } from 'vitest';
import { sharedStateDatabase } from '../test-support/shared-state';
import { postRateLimit } from './rate-limit';
import { PgRateLimitStore } from './rate-limit.pg';

const database = sharedStateDatabase('ratelimit');
const stores: Store[] = [];
afterAll(async () => {
  for (const store of stores) await store.shutdown?.();
});

/** One hit, as counted then (express-rate-limit's memory store hands back its own record, which later hits change). */
const hit = async (store: Store, key: string) => ({ ...(await store.increment(key)) });

/** A store as express-rate-limit hands it its window. */
function ready(store: Store, windowMs: number): Store {
  stores.push(store);
  void store.init?.({ windowMs } as Options);
  return store;
}

const implementations: [string, (windowMs: number) => Store][] = [
  ["express-rate-limit's own, in memory", (windowMs) => ready(new MemoryStore(), windowMs)],
  ['in PostgreSQL', (windowMs) => ready(new PgRateLimitStore(database.sql), windowMs)],
];

describe.each(implementations)('the POST rate limit counts %s', (_name, make) => {
  it('when a client posts, then its hits count up in one window, apart from other clients; a give-back and a reset lower them', async () => {
    const store = make(60_000);
    const before = Date.now();
    const hits = [await hit(store, '192.0.2.7'), await hit(store, '192.0.2.7'), await hit(store, '192.0.2.7')];
    await store.increment('198.51.100.1');
    await store.decrement('192.0.2.7');

    expect(hits.map(({ totalHits }) => totalHits)).toEqual([1, 2, 3]);
    expect(new Set(hits.map(({ resetTime }) => resetTime!.getTime())).size).toBe(1);
    expect(hits[0]!.resetTime!.getTime()).toBeGreaterThanOrEqual(before + 60_000);
    expect((await store.get!('192.0.2.7'))?.totalHits).toBe(2);
    expect((await store.get!('198.51.100.1'))?.totalHits).toBe(1);
    await store.resetKey('192.0.2.7');
    expect(await store.get!('192.0.2.7')).toBeUndefined();
    expect((await store.increment('192.0.2.7')).totalHits).toBe(1);
  });

  it('when the window has passed, then the client starts again from one hit, in a new window', async () => {
    const store = make(300);
    await store.increment('192.0.2.7');
    const second = await hit(store, '192.0.2.7');
    // Waits for the moment the window ends, then hits again.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, second.resetTime!.getTime() - Date.now()) + 5));

    const next = await hit(store, '192.0.2.7');

    expect(second.totalHits).toBe(2);
    expect(next.totalHits).toBe(1);
    expect(next.resetTime!.getTime()).toBeGreaterThan(second.resetTime!.getTime());
  });
});

/** A server with only the POST limit in front of an answer, as a second app server would have it. */
async function appServer(store: Store, perMinute: number): Promise<{ url: string; server: Server }> {
  const app = express();
  const log = { error: () => undefined, warn: () => undefined };
  app.use(postRateLimit(perMinute, log, store)!);
  app.post('/form', (_req, res) => void res.status(201).json({ ok: true }));
  app.use(((error: { status?: number }, _req, res, _next) => void res.status(error.status ?? 500).json({})) as express.ErrorRequestHandler);
  const server = createServer(app).listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/form`, server };
}

describe('the POST rate limit shared by two servers in PostgreSQL', () => {
  it('when a hundred hits on one client reach two servers at once, then each is counted exactly once', async () => {
    const servers = [ready(new PgRateLimitStore(database.server()), 60_000), ready(new PgRateLimitStore(database.server()), 60_000)];

    const hits = await Promise.all(Array.from({ length: 100 }, (_, index) => hit(servers[index % 2]!, '192.0.2.7')));

    expect(hits.map(({ totalHits }) => totalHits).sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, index) => index + 1));
    expect((await servers[0]!.get!('192.0.2.7'))?.totalHits).toBe(100);
  });

  it('when one client posts to two servers behind one proxy, then it gets the limit once, not once per server', async () => {
    const one = await appServer(new PgRateLimitStore(database.server()), 5);
    const two = await appServer(new PgRateLimitStore(database.server()), 5);
    try {
      const answers = await Promise.all(Array.from({ length: 12 }, (_, index) => fetch([one, two][index % 2]!.url, { method: 'POST' })));
      const statuses = answers.map(({ status }) => status);

      expect(statuses.filter((status) => status === 201)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    } finally {
      one.server.close();
      two.server.close();
    }
  });
});
