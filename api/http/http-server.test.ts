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

/** The server's side of a connection: whether its idle limit ran out ('timeout') before it was closed. */
interface Accepted {
  socket: Socket;
  timedOut: boolean;
  closed: Promise<void>;
}
/** The connections the server has taken, in the order it took them. */
let accepted: Accepted[] = [];
let acceptedOne: (() => void) | undefined;

async function start(options: HttpServerOptions = { idleMs: IDLE_MS }): Promise<number> {
  accepted = [];
  server = createHttpServer(countBytes, options);
  server.on('connection', (socket: Socket) => {
    const entry: Accepted = { socket, timedOut: false, closed: new Promise((resolve) => socket.once('close', () => resolve())) };
    socket.once('timeout', () => (entry.timedOut = true));
    accepted.push(entry);
    acceptedOne?.();
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** Resolves once the server has taken `count` connections. */
const acceptedCount = (count: number) =>
  new Promise<void>((resolve) => {
    acceptedOne = () => accepted.length >= count && resolve();
    acceptedOne();
  });

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

/** Node's own wait for the next request on a kept-alive connection (http-server.ts keeps it unless the idle limit is shorter). */
const NODE_KEEP_ALIVE_MS = 5_000;

describe('idle connections', () => {
  it('when 50 connections send nothing at all, then the server closes each one once the idle limit has passed', async () => {
    const port = await start();
    const connections = await Promise.all(Array.from({ length: 50 }, () => open(port)));

    const closedAfter = await Promise.all(connections.map(({ closed }) => closed));
    await Promise.all(accepted.map(({ closed }) => closed));

    // Not before the limit, and by it: the idle limit ran out on each (the first-byte limit, 10 s here, closes without one).
    expect(Math.min(...closedAfter)).toBeGreaterThanOrEqual(IDLE_MS - 50);
    expect(accepted.map(({ timedOut }) => timedOut)).toEqual(connections.map(() => true));
  });

  it('when a connection asks for something before the idle limit, then it is answered and may ask again on the same connection', async () => {
    const port = await start();
    const { socket, nextAnswer } = await open(port);

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
    expect(accepted).toHaveLength(1);
    socket.destroy();
  });

  it('when a kept-alive connection sits silent after its answer, then it is closed too, before Node’s own keep-alive wait would', async () => {
    const port = await start();
    const { socket, closed, nextAnswer } = await open(port);
    const answer = nextAnswer();
    socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await answer;

    const first = await Promise.race([closed.then(() => 'closed'), sleep(NODE_KEEP_ALIVE_MS).then(() => 'Node’s keep-alive wait')]);

    expect(first).toBe('closed');
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

  it('when an upload stops sending halfway for longer than the idle limit, then the connection is closed by that limit', async () => {
    const port = await start();
    const { socket, closed } = await open(port);
    socket.write('POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 10\r\n\r\nhalf');

    const closedAfter = await closed;
    await accepted[0]!.closed;

    expect(closedAfter).toBeGreaterThanOrEqual(IDLE_MS - 50);
    expect(accepted[0]!.timedOut).toBe(true);
  });

  it('when a connection sends nothing within the first-byte limit, then it is closed without an answer, while one that has begun a request is left to the other limits', async () => {
    const port = await start({ idleMs: 5_000, firstByteMs: IDLE_MS });
    // The one that has begun is taken first, so its first-byte check comes before the silent one's.
    const begun = await open(port);
    begun.socket.write('GET / HTTP/1.1\r\nHost: local');
    await acceptedCount(1);
    const silent = await open(port);
    let silentGot = '';
    silent.socket.on('data', (chunk: Buffer) => (silentGot += chunk.toString()));
    await acceptedCount(2);
    const [begunOnServer, silentOnServer] = accepted;

    const closedAfter = await silent.closed;
    await silentOnServer!.closed;

    expect(closedAfter).toBeGreaterThanOrEqual(IDLE_MS - 50);
    // Closed by the first-byte limit, not the idle one (5 s here), and with nothing written to it.
    expect(silentOnServer!.timedOut).toBe(false);
    expect(silentGot).toBe('');
    // The first-byte check of the one that had begun has run by now, and left it open.
    expect(begunOnServer!.socket.destroyed).toBe(false);
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
