/// <reference types="node" />
import 'fake-indexeddb/auto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * The worker's outbox module evaluated as Firefox and Safari evaluate it: a service-worker scope
 * whose registration has no `sync`, where Workbox's Queue replays at once, inside its constructor.
 * Deliveries go over real HTTP to a server on this machine.
 */
const scope = globalThis as unknown as { self: unknown; location: URL; registration: object; addEventListener: () => void };
scope.self = globalThis;
scope.location = new URL('http://127.0.0.1/sw.js');
scope.registration = {}; // no Background Sync
scope.addEventListener = () => undefined;

let server: Server;
let port = 0;
const received: string[] = [];
/** What the server answers next: 201, or a status that means "not now". */
let answer = 201;
/** Per request, when a test needs it: the status and headers for a body. */
let answerFor: ((body: string) => { status: number; headers?: Record<string, string> } | undefined) | undefined;

function listen(onPort: number): Promise<Server> {
  const http = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const special = answerFor?.(body);
      const status = special?.status ?? answer;
      if (status !== 201) {
        response.writeHead(status, { 'Content-Type': 'application/json', ...special?.headers }).end('{"success":false,"message":"Not now: please call us."}');
        return;
      }
      received.push(body);
      response.writeHead(201, { 'Content-Type': 'application/json' }).end('{"success":true,"message":"Thanks"}');
    });
  });
  return new Promise((resolve) => http.listen(onPort, '127.0.0.1', () => resolve(http)));
}

const importWorkerOutbox = async () => {
  vi.resetModules();
  return import('./outbox');
};

beforeAll(async () => {
  // A port that nothing listens on yet: the server is "unreachable" until the test starts it.
  const probe = await listen(0);
  port = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
});

afterAll(async () => {
  if (server) await new Promise((resolve) => server.close(resolve));
});

describe('the outbox in a browser without Background Sync', () => {
  it('evaluates without throwing, keeps a submission made while the server is unreachable, and sends it once when the worker next starts', async () => {
    const first = await importWorkerOutbox();
    expect(await first.entries()).toEqual([]);

    const request = new Request(`http://127.0.0.1:${port}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'key-1' },
      body: JSON.stringify({ message: 'kept while offline' }),
    });
    const answer = await first.sendOrQueue(request);
    expect(answer.status).toBe(202);
    expect(await answer.json()).toEqual({ queued: true, id: 'key-1' });
    expect((await first.entries()).map((entry) => entry.status)).toEqual(['waiting']);

    server = await listen(port);
    // A new worker start: the constructor's replay delivers what waits, with no page asking.
    const second = await importWorkerOutbox();
    await vi.waitFor(async () => expect((await second.entries()).map((entry) => entry.status)).toEqual(['sent']), { timeout: 5000 });
    expect(received).toEqual([JSON.stringify({ message: 'kept while offline' })]);

    // Asking again (page open, 'online', the page's timer) sends nothing twice.
    await second.replayQuietly();
    expect(received).toHaveLength(1);
  });

  it('when the server is full (507) or busy (503, 429), then a waiting submission stays waiting and goes out once it can', async () => {
    const outbox = await importWorkerOutbox();
    await new Promise((resolve) => server.close(resolve));
    const request = new Request(`http://127.0.0.1:${port}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'key-2' },
      body: JSON.stringify({ message: 'sent when there is room' }),
    });
    expect((await outbox.sendOrQueue(request)).status).toBe(202);

    server = await listen(port);
    for (const status of [507, 503, 429]) {
      answer = status;
      await outbox.replayQuietly();
      expect((await outbox.entries()).find((entry) => entry.id === 'key-2')?.status).toBe('waiting');
    }
    answer = 201;
    await outbox.replayQuietly();
    expect((await outbox.entries()).find((entry) => entry.id === 'key-2')?.status).toBe('sent');
    expect(received.filter((body) => body.includes('sent when there is room'))).toHaveLength(1);
  });

  it('when the server says "not now" to one submission, then the others still go; a 429 that asks to wait a day is a refusal with its reason', async () => {
    const outbox = await importWorkerOutbox();
    await new Promise((resolve) => server.close(resolve));
    const post = (key: string, message: string) =>
      outbox.sendOrQueue(
        new Request(`http://127.0.0.1:${port}/api/contact`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
          body: JSON.stringify({ message }),
        }),
      );
    expect((await post('busy-1', 'busy one')).status).toBe(202);
    expect((await post('capped-1', 'capped one')).status).toBe(202);
    expect((await post('fine-1', 'fine one')).status).toBe(202);

    server = await listen(port);
    answer = 201;
    answerFor = (body) => {
      if (body.includes('busy one')) return { status: 503 };
      if (body.includes('capped one')) return { status: 429, headers: { 'Retry-After': '86400' } };
      return undefined;
    };
    await outbox.replayQuietly();
    const status = (id: string) => outbox.entries().then((entries) => entries.find((entry) => entry.id === id));
    expect((await status('busy-1'))?.status).toBe('waiting');
    expect(await status('capped-1')).toMatchObject({ status: 'failed', message: 'Not now: please call us.' });
    expect((await status('fine-1'))?.status).toBe('sent');
    answerFor = undefined;
  });
});

