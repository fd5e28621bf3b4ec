/// <reference types="node" />
/**
 * For the outbox tests: the worker's outbox module evaluated as Firefox and Safari evaluate it
 * (a service-worker scope whose registration has no `sync`, where Workbox's Queue replays at
 * once, inside its constructor), with IndexedDB from fake-indexeddb and deliveries over real
 * HTTP to a server on this machine that answers as each test says.
 */
import 'fake-indexeddb/auto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { vi } from 'vitest';

const scope = globalThis as unknown as { self: unknown; location: URL; registration: object; addEventListener: () => void };
scope.self = globalThis;
scope.location = new URL('http://127.0.0.1/sw.js');
scope.registration = {}; // no Background Sync
scope.addEventListener = () => undefined;

/** An answer other than 201 {success: true}; `message` is the server's reason. */
export interface Answer {
  status: number;
  message?: string;
  headers?: Record<string, string>;
}

/** The site's API as the outbox meets it: reachable or not, answering 201 unless told otherwise. */
export class PostServer {
  port = 0;
  /** Bodies accepted (201), in order, and the Idempotency-Key each came with. */
  readonly received: { body: string; key: string | undefined }[] = [];
  /** The same, as bytes with their content type: a referral's multipart body is compared byte for byte. */
  readonly receivedBytes: { bytes: Buffer; key: string | undefined; contentType: string | undefined }[] = [];
  /** What the server answers a body; undefined for 201. It may take its time (a delivery under way). */
  answer: (body: string) => Answer | undefined | Promise<Answer | undefined> = () => undefined;
  private server: Server | null = null;

  /** Finds a free port and leaves it closed: the server is unreachable until `start`. */
  async reserve(): Promise<void> {
    const probe = await this.listen(0);
    this.port = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
  }

  async start(): Promise<void> {
    this.server = await this.listen(this.port);
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise((resolve) => server.close(resolve));
  }

  /** A POST to /api/contact as the page sends it; from a Spanish page with `language: 'es'` and its Content-Language (web/lib/submit.ts). */
  submission(key: string, message: string, lang: 'en' | 'es' = 'en'): Request {
    const spanish = lang === 'es';
    return new Request(`http://127.0.0.1:${this.port}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key, ...(spanish ? { 'Content-Language': 'es' } : {}) },
      body: JSON.stringify({ message, ...(spanish ? { language: 'es' } : {}) }),
    });
  }

  bodiesWith(text: string): string[] {
    return this.received.map(({ body }) => body).filter((body) => body.includes(text));
  }

  private listen(port: number): Promise<Server> {
    const http = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const bytes = Buffer.concat(chunks);
        void this.reply(bytes.toString('utf8'), request.headers, response, bytes);
      });
    });
    return new Promise((resolve) => http.listen(port, '127.0.0.1', () => resolve(http)));
  }

  private async reply(body: string, headers: IncomingHttpHeaders, response: import('node:http').ServerResponse, bytes: Buffer): Promise<void> {
    const special = await this.answer(body);
    if (special) {
      const message = special.message ?? 'Not now: please call us.';
      response.writeHead(special.status, { 'Content-Type': 'application/json', ...special.headers }).end(JSON.stringify({ success: false, message }));
      return;
    }
    this.received.push({ body, key: headers['idempotency-key'] as string | undefined });
    this.receivedBytes.push({ bytes, key: headers['idempotency-key'] as string | undefined, contentType: headers['content-type'] });
    response.writeHead(201, { 'Content-Type': 'application/json' }).end('{"success":true,"message":"Thanks"}');
  }
}

/** A fresh evaluation of the worker's outbox module, as when the browser starts the worker again. */
export async function startWorkerOutbox() {
  vi.resetModules();
  return import('../outbox');
}
