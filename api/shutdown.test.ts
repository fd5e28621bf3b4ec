import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import type { Socket } from 'node:net';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { API } from '#contract';
import { compiledArgs, projectRoot as ROOT } from './test-support/compiled';
import { consultation, inquiry } from './test-support/payloads';
import { removeDir, tempDataDir } from './test-support/temp-dir';

interface RunningServer {
  child: ChildProcess;
  port: number;
  dataDir: string;
  /** Resolves with the first log line whose message matches. */
  logLine(pattern: RegExp): Promise<Record<string, unknown>>;
  exited: Promise<{ code: number | null; at: number }>;
}

/** How long Node keeps an idle kept-alive connection open (its default keepAliveTimeout, the server's too): an exit that waited for it came after this. */
const NODE_KEEP_ALIVE_MS = 5_000;

let running: RunningServer | undefined;
afterEach(async () => {
  if (running && running.child.exitCode === null) running.child.kill('SIGKILL');
  if (running) await removeDir(running.dataDir);
  running = undefined;
});

/** The real server (api/server.ts, compiled as npm start runs it) in its own process, on a free port and a temp data folder. */
async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = await tempDataDir('shutdown');
  const child = spawn(process.execPath, compiledArgs('server'), {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, WEB_ROOT: join(dataDir, 'no-build'), RATE_LIMIT_PER_MINUTE: '0', BOOKINGS_PER_ADDRESS_PER_DAY: '0', LOG_LEVEL: 'info', DRAIN_SECONDS: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: Record<string, unknown>[] = [];
  const waiters: [RegExp, (line: Record<string, unknown>) => void][] = [];
  createInterface({ input: child.stdout! }).on('line', (text) => {
    const line = JSON.parse(text) as Record<string, unknown>;
    lines.push(line);
    for (const [pattern, resolveLine] of waiters) if (pattern.test(String(line.msg))) resolveLine(line);
  });
  const logLine = (pattern: RegExp) =>
    new Promise<Record<string, unknown>>((resolveLine) => {
      const seen = lines.find((line) => pattern.test(String(line.msg)));
      if (seen) resolveLine(seen);
      else waiters.push([pattern, resolveLine]);
    });
  const exited = once(child, 'exit').then(([code]) => ({ code: code as number | null, at: Date.now() }));
  const started = await logLine(/^Site and API on/);
  running = { child, port: started.port as number, dataDir, logLine, exited };
  return running;
}

/**
 * A POST whose headers and first half of the body are sent now (`sent` resolves once they are handed
 * to the connection); `finish()` sends the rest.
 */
function slowPost(port: number, agent: http.Agent, path: string, payload: unknown) {
  const body = Buffer.from(JSON.stringify(payload));
  const req = http.request({ port, host: '127.0.0.1', agent, path, method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': body.length } });
  const answer = new Promise<{ status: number; connection: string | undefined; body: string }>((resolveAnswer, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolveAnswer({ status: res.statusCode!, connection: res.headers.connection, body: text }));
    });
    req.on('error', reject);
  });
  const sent = new Promise<void>((resolveSent) => req.write(body.subarray(0, body.length >> 1), () => resolveSent()));
  return { answer, sent, finish: () => req.end(body.subarray(body.length >> 1)) };
}

/** Opens a fresh connection (never a pooled one) and says whether the server answered. */
const newConnection = async (port: number, path: string = API.consultationSlots) => {
  const answer = await fresh(port, path);
  return answer.status ? 'answered' : answer.error;
};

/** A GET on a connection of its own: its status, Connection header and body, or the connection's error code. */
const fresh = (port: number, path: string) =>
  new Promise<{ status?: number; connection?: string; body?: string; error?: string }>((settle) => {
    http
      .get({ port, host: '127.0.0.1', path, agent: false }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => settle({ status: res.statusCode, connection: res.headers.connection, body }));
      })
      .on('error', (error: NodeJS.ErrnoException) => settle({ error: error.code ?? error.message }));
  });

/** A GET on `agent`'s kept-alive connection, answered; resolves with that connection, now idle, and when its answer came. */
const idleConnection = (port: number, agent: http.Agent) =>
  new Promise<{ socket: Socket; answeredAt: number }>((settle, reject) => {
    const req = http.get({ port, host: '127.0.0.1', path: API.coordinatorSlots, agent }, (res) => {
      res.resume();
      res.on('end', () => settle({ socket: req.socket!, answeredAt: Date.now() }));
    });
    req.on('error', reject);
  });

const getJson = async (url: string) => (await fetch(url)).json() as Promise<{ date: string; time: string; available: boolean }[]>;

describe('stopping the server with SIGTERM', () => {
  it('when requests are in flight, then they finish with 201, their records are on disk, new connections are refused and the process exits 0', async () => {
    const server = await startServer();
    const base = `http://127.0.0.1:${server.port}`;
    const free = (await getJson(base + API.consultationSlots)).filter((slot) => slot.available).slice(0, 4);
    const agent = new http.Agent({ keepAlive: true });
    const posts = [
      ...Array.from({ length: 6 }, (_, i) => slowPost(server.port, agent, API.contact, inquiry({ firstName: `Sigterm${i}` }))),
      ...free.map((slot, i) => slowPost(server.port, agent, API.consultationBook, consultation(slot.date, slot.time, { clientEmail: `sigterm${i}@example.com` }))),
    ];
    // In flight means the server has read them: their halves are out, and a request on a connection
    // opened after them is answered (the server takes connections and reads what came first in order).
    // A fixed pause here was too short on a busy machine: the server stopped before it took some.
    await Promise.all(posts.map((post) => post.sent));
    expect(await newConnection(server.port)).toBe('answered');

    server.child.kill('SIGTERM');
    const stopping = await server.logLine(/^stopping/);
    const refused = await newConnection(server.port);
    for (const post of posts) post.finish();
    const answers = await Promise.all(posts.map((post) => post.answer));
    const answeredAt = Date.now();
    const { code, at: exitedAt } = await server.exited;

    expect(stopping.inFlight).toBe(posts.length);
    expect(refused).toBe('ECONNREFUSED');
    expect(answers.map(({ status }) => status)).toEqual(posts.map(() => 201));
    expect(answers.every(({ connection }) => connection === 'close')).toBe(true);
    expect(code).toBe(0);
    // Keep-alive connections were closed, not left to Node's keep-alive wait, which would have held the exit.
    expect(exitedAt - answeredAt).toBeLessThan(NODE_KEEP_ALIVE_MS);
    const inquiries = JSON.parse(await readFile(join(server.dataDir, 'contact-inquiries.json'), 'utf8')) as { records: { firstName: string }[] };
    const bookings = JSON.parse(await readFile(join(server.dataDir, 'consultation-bookings.json'), 'utf8')) as { records: { clientEmail: string }[] };
    expect(inquiries.records.map(({ firstName }) => firstName).sort()).toEqual(['Sigterm0', 'Sigterm1', 'Sigterm2', 'Sigterm3', 'Sigterm4', 'Sigterm5']);
    expect(bookings.records).toHaveLength(free.length);
    agent.destroy();
  });

  it('when the server is idle, then SIGTERM ends it at once with exit code 0', async () => {
    const server = await startServer();
    await fetch(`http://127.0.0.1:${server.port}${API.coordinatorSlots}`);
    const sentAt = Date.now();

    server.child.kill('SIGTERM');
    const { code, at } = await server.exited;

    expect(code).toBe(0);
    // The fetch's kept-alive connection was closed at once, not left to Node's keep-alive wait.
    expect(at - sentAt).toBeLessThan(NODE_KEEP_ALIVE_MS);
    await expect(server.logLine(/^stopped: every write is on disk/)).resolves.toBeDefined();
  });
});

describe('draining on SIGTERM (DRAIN_SECONDS)', () => {
  it('when SIGTERM comes with a drain period, then /healthz says 503 with its reason while new connections are served; then idle connections close, new ones are refused, the request in flight completes and the process exits 0', async () => {
    const server = await startServer({ DRAIN_SECONDS: '3' });
    const inFlight = slowPost(server.port, new http.Agent({ keepAlive: true }), API.contact, inquiry({ firstName: 'Drained' }));
    await inFlight.sent;
    // Read by the server: a connection opened after it is answered (the server takes connections in order).
    expect(await newConnection(server.port)).toBe('answered');
    const keptAlive = new http.Agent({ keepAlive: true });
    const idle = await idleConnection(server.port, keptAlive);
    const idleClosed = once(idle.socket, 'close').then(() => Date.now());

    server.child.kill('SIGTERM');
    await server.logLine(/^draining/);
    const health = await fresh(server.port, '/healthz');
    const servedWhileDraining = await fresh(server.port, API.consultationSlots);
    const stopping = await server.logLine(/^stopping/);
    const refused = await newConnection(server.port);
    const idleClosedAt = await idleClosed;
    inFlight.finish();
    const answer = await inFlight.answer;
    const { code } = await server.exited;

    expect(health.status).toBe(503);
    expect(JSON.parse(health.body!)).toEqual({ ok: false, reason: expect.stringMatching(/^This server is stopping/) });
    expect(health.connection).toBe('close');
    expect(servedWhileDraining).toMatchObject({ status: 200, connection: 'close' });
    expect(stopping).toMatchObject({ drained: true, inFlight: 1 });
    expect(refused).toBe('ECONNREFUSED');
    // Closed by the drain's end, before Node's own keep-alive wait would have closed it.
    expect(idleClosedAt - idle.answeredAt).toBeLessThan(NODE_KEEP_ALIVE_MS);
    expect(answer).toMatchObject({ status: 201, connection: 'close' });
    expect(code).toBe(0);
    const inquiries = JSON.parse(await readFile(join(server.dataDir, 'contact-inquiries.json'), 'utf8')) as { records: { firstName: string }[] };
    expect(inquiries.records.map(({ firstName }) => firstName)).toEqual(['Drained']);
    keptAlive.destroy();
  });

  it('when a second SIGTERM comes during the drain, then the server stops at once and exits 0', async () => {
    const server = await startServer({ DRAIN_SECONDS: '60' });

    server.child.kill('SIGTERM');
    await server.logLine(/^draining/);
    expect((await fresh(server.port, '/healthz')).status).toBe(503);
    server.child.kill('SIGTERM');
    const stopping = await server.logLine(/^stopping/);
    const { code } = await server.exited;

    expect(stopping).toMatchObject({ signal: 'SIGTERM', drained: true });
    expect(code).toBe(0);
  });
});
