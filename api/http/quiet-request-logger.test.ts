import type { AddressInfo } from 'node:net';
import express, { type RequestHandler } from 'express';
import type { Logger } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { errorHandler, HttpError } from './errors';
import { pinoRequestLogger, requestLogger } from './logging';
import { capturedLogger } from './test-server';

const closers: (() => void)[] = [];
afterEach(() => closers.splice(0).forEach((close) => close()));

/** The same small app with one request logger or the other, at LOG_LEVEL=warn. */
async function run(makeLogger: (logger: Logger) => RequestHandler): Promise<Record<string, unknown>[]> {
  const log = capturedLogger();
  log.logger.level = 'warn';
  const app = express();
  app.use(makeLogger(log.logger));
  app.get('/ok', (_req, res) => void res.json({ ok: true }));
  app.get('/busy', () => {
    throw new HttpError(429, 'Too many requests');
  });
  app.get('/boom', () => {
    throw new Error('database exploded');
  });
  app.use(((error, req, res, next) => errorHandler(req.log)(error, req, res, next)) as express.ErrorRequestHandler);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  closers.push(() => server.close());
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const ids: string[] = [];
  for (const [n, path] of ['/ok', '/busy', '/boom'].entries()) {
    const answer = await fetch(url + path, { headers: { 'X-Request-Id': `request-${n}` } });
    await answer.arrayBuffer();
    ids.push(answer.headers.get('x-request-id')!);
  }
  expect(ids).toEqual(['request-0', 'request-1', 'request-2']);
  await new Promise((resolve) => setTimeout(resolve, 50));
  // Times and the stack's positions differ between runs; everything else must be the same.
  return log.lines().map(({ time: _time, responseTime, err, ...line }) => ({
    ...line,
    responseTime: typeof responseTime,
    ...(err ? { err: { ...(err as object), stack: typeof (err as { stack?: unknown }).stack } } : {}),
  }));
}

describe('quiet request logger (LOG_LEVEL above info)', () => {
  it('when requests succeed, are refused with 429 or fail with 500, then it writes exactly the lines pino-http writes', async () => {
    const quiet = await run(requestLogger);
    const pino = await run(pinoRequestLogger);

    expect(quiet).toEqual(pino);
    expect(quiet.map((line) => [line.level, line.msg])).toEqual([
      [40, 'request completed'],
      [50, 'request failed'],
      [50, 'request failed with status 500'],
    ]);
    expect(quiet[2]).toMatchObject({ req: { id: 'request-2', method: 'GET', path: '/boom' }, res: { statusCode: 500 } });
  });
});
