import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createHttpServer, type HttpServerOptions } from './http-server';

const IDLE_MS = 300;

let server: Server | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => {
    server?.close(() => resolve());
    server?.closeAllConnections();
  });
  server = undefined;
});

/** Answers with the number of body bytes it read. */
function countBytes(req: IncomingMessage, res: ServerResponse): void {
  let bytes = 0;
  req.on('data', (chunk: Buffer) => (bytes += chunk.length));
  req.on('end', () => res.end(String(bytes)));
}

async function start(options: HttpServerOptions = { idleMs: IDLE_MS }): Promise<number> {
  server = createHttpServer(countBytes, options);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

interface Connection {
  socket: Socket;
  /** Milliseconds from connecting until the server closed the socket. */
  closed: Promise<number>;
  /** Resolves with the next complete answer's body. */
  nextAnswer(): Promise<string>;
}

function open(port: number): Promise<Connection> {
  const socket = connect(port, '127.0.0.1');
  const opened = Date.now();
  const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now() - opened)));
  let received = '';
  let waiting: ((body: string) => void) | undefined;
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString();
    const headEnd = received.indexOf('\r\n\r\n') + 4;
    const length = /\r\ncontent-length: (\d+)\r\n/i.exec(received.slice(0, headEnd))?.[1];
    if (headEnd < 4 || length === undefined || !waiting) return;
    const end = headEnd + Number(length);
    if (received.length < end) return;
    const body = received.slice(headEnd, end);
    received = received.slice(end);
    waiting(body);
    waiting = undefined;
  });
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.once('connect', () =>
      resolve({ socket, closed, nextAnswer: () => new Promise<string>((answer) => (waiting = answer)) }),
    );
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('idle connections', () => {
  it('when 50 connections send nothing at all, then the server closes each one once the idle limit has passed', async () => {
    const port = await start();
    const connections = await Promise.all(Array.from({ length: 50 }, () => open(port)));

    const closedAfter = await Promise.all(connections.map(({ closed }) => Promise.race([closed, sleep(5_000).then(() => Infinity)])));

    expect(Math.min(...closedAfter)).toBeGreaterThanOrEqual(IDLE_MS - 50);
    expect(Math.max(...closedAfter)).toBeLessThan(3_000);
  });

  it('when a connection asks for something before the idle limit, then it is answered and may ask again on the same connection', async () => {
    const port = await start();
    const { socket, nextAnswer } = await open(port);

    await sleep(IDLE_MS / 2);
    const first = nextAnswer();
    socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const second = first.then(() => {
      const next = nextAnswer();
      socket.write('POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5\r\n\r\nhello');
      return next;
    });

    expect(await first).toBe('0');
    expect(await second).toBe('5');
    expect(socket.destroyed).toBe(false);
    socket.destroy();
  });

  it('when a kept-alive connection sits silent after its answer, then it is closed too', async () => {
    const port = await start();
    const { socket, closed, nextAnswer } = await open(port);
    const answer = nextAnswer();
    socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await answer;

    const closedAfter = await Promise.race([closed, sleep(5_000).then(() => Infinity)]);

    expect(closedAfter).toBeLessThan(3_000);
  });

  it('when an upload is slow but steady, longer in all than the idle limit, then it is read to the end and answered', async () => {
    const port = await start();
    const { socket, nextAnswer } = await open(port);
    const answer = nextAnswer();
    const chunks = 12;
    socket.write(`POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: ${chunks}\r\n\r\n`);

    for (let i = 0; i < chunks; i++) {
      await sleep(IDLE_MS / 3);
      socket.write('x');
    }

    expect(await answer).toBe(String(chunks));
    socket.destroy();
  });

  it('when an upload stops sending halfway for longer than the idle limit, then the connection is closed', async () => {
    const port = await start();
    const { socket, closed } = await open(port);
    socket.write('POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 10\r\n\r\nhalf');

    const closedAfter = await Promise.race([closed, sleep(5_000).then(() => Infinity)]);

    expect(closedAfter).toBeLessThan(3_000);
  });

  it('when a connection sends nothing within the first-byte limit, then it is closed without an answer, while one that has begun a request is left to the other limits', async () => {
    const port = await start({ idleMs: 5_000, firstByteMs: IDLE_MS });
    const silent = await open(port);
    let silentGot = '';
    silent.socket.on('data', (chunk: Buffer) => (silentGot += chunk.toString()));
    const begun = await open(port);
    begun.socket.write('GET / HTTP/1.1\r\nHost: local');

    const closedAfter = await Promise.race([silent.closed, sleep(3_000).then(() => Infinity)]);
    await sleep(IDLE_MS * 2);

    expect(closedAfter).toBeGreaterThanOrEqual(IDLE_MS - 50);
    expect(closedAfter).toBeLessThan(2_000);
    expect(silentGot).toBe('');
    expect(begun.socket.destroyed).toBe(false);
    begun.socket.destroy();
  });

  it('when no idle limit is given, then a silent connection gets 30 s and a kept-alive one Node\'s usual 5 s', async () => {
    await start({});

    expect(server!.timeout).toBe(30_000);
    expect(server!.keepAliveTimeout).toBe(5_000);
    expect(server!.headersTimeout).toBe(20_000);
    expect(server!.requestTimeout).toBe(30_000);
  });
});
