import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { API } from '#contract';
import { MANAGE_API } from '#contract/manage';
import { capturedLogger } from '../test-support/captured-logger';
import { postJson, request } from '../test-support/http';
import { consultation, inquiry } from '../test-support/payloads';
import { tempDataDir } from '../test-support/temp-dir';
import { SLOT_DATE, startTestApp, type TestApp } from '../test-support/test-app';

let served: TestApp | undefined;
afterEach(async () => {
  await served?.destroy();
  served = undefined;
});

/** A request's line is written when its answer has finished, which can be just after the client has it. */
async function until<T>(read: () => T | undefined): Promise<T> {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; ) {
    const value = read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the expected log line never came');
}

const PERSONAL = {
  firstName: 'Philippa',
  lastName: 'Quartermaine',
  email: 'philippa.q@private-mail.example',
  phone: '(555) 867-5309',
  message: 'Stage 3 sacral pressure injury, discharged Tuesday',
};

describe('request logs', () => {
  it('when a contact form with personal data is posted, then one line names the request and none of the data', async () => {
    const log = capturedLogger();
    served = await startTestApp({ logger: log.logger });

    const answer = await postJson(`${served.url}${API.contact}?email=${encodeURIComponent(PERSONAL.email)}`, inquiry(PERSONAL), {
      Cookie: 'session=secret-cookie-value',
      Authorization: 'Bearer secret-token-value',
    });
    const booking = await postJson(served.url + API.consultationBook, consultation(SLOT_DATE, '10:00', { clientName: PERSONAL.firstName, clientEmail: PERSONAL.email, clientPhone: PERSONAL.phone }));
    const refused = await postJson(served.url + API.contact, { ...PERSONAL, email: `${PERSONAL.email}@@` });
    await until(() => (log.lines().length >= 3 ? true : undefined));

    expect([answer.status, booking.status, refused.status]).toEqual([201, 201, 400]);
    const [line] = log.lines();
    expect(line).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { id: answer.headers.get('x-request-id'), method: 'POST', path: '/api/contact' },
      res: { statusCode: 201 },
      responseTime: expect.any(Number),
    });
    expect(Object.keys(line!.req as object).sort()).toEqual(['id', 'method', 'path']);
    expect(Object.keys(line!.res as object)).toEqual(['statusCode']);
    const text = log.text();
    for (const value of [...Object.values(PERSONAL), 'philippa.q', '867-5309', 'secret-cookie-value', 'secret-token-value', '127.0.0.1']) {
      expect(text).not.toContain(value);
    }
    expect(text).not.toContain('?');
  });

  it("when a manage link's token is in the query or, typed by hand, in the path, then no line carries it", async () => {
    const log = capturedLogger();
    served = await startTestApp({ logger: log.logger });
    const token = `c.3f2a9c1e-8b7d-4e6f-a5c4-1b2d3e4f5a6b.${'S'.repeat(43)}`;

    await request(`${served.url}${MANAGE_API.booking}?token=${token}`);
    await request(`${served.url}/api/booking;token=${token}`);
    await request(`${served.url}/booking/manage%3Ftoken%3D${token}`);
    await request(`${served.url}/booking/manage%253Ftoken%253D${token}`);
    await request(`${served.url}/booking/manage%3FTOKEN%3d${token.replaceAll('.', '%2E')}`);
    await request(`${served.url}/booking/manage%3F%74oken%3D${token}`);
    const paths = await until(() => {
      const lines = log.lines().filter((line) => line.req);
      return lines.length >= 6 ? lines.map((line) => (line.req as { path: string }).path) : undefined;
    });

    expect(paths).toEqual([
      '/api/booking',
      '/api/booking;token=[redacted]',
      '/booking/manage?token=[redacted]',
      '/booking/manage?token=[redacted]',
      '/booking/manage?token=[redacted]',
      '/booking/manage?token=[redacted]',
    ]);
    expect(log.text()).not.toContain('S'.repeat(43));
    expect(log.text()).not.toContain('3f2a9c1e');
  });

  it('when a request brings a sane X-Request-Id, then it is kept and echoed; an odd one is replaced', async () => {
    const log = capturedLogger();
    served = await startTestApp({ logger: log.logger });

    const sane = await request(served.url + API.coordinatorSlots, { headers: { 'X-Request-Id': 'edge-7f3a.42:b' } });
    const odd = await request(served.url + API.coordinatorSlots, { headers: { 'X-Request-Id': '<script>alert(1)</script>' } });
    const lines = await until(() => (log.lines().length >= 2 ? log.lines() : undefined));

    expect(sane.headers.get('x-request-id')).toBe('edge-7f3a.42:b');
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(lines.map((line) => (line.req as { id: string }).id)).toEqual([sane.headers.get('x-request-id'), odd.headers.get('x-request-id')]);
    expect(log.text()).not.toContain('script');
  });

  it('when a request fails on the server, then the error is logged once with its stack and the answer holds no internals', async () => {
    const log = capturedLogger();
    served = await startTestApp({ logger: log.logger });
    served.stores.inquiries.insertOnce = () => {
      throw Object.assign(new Error('disk is full'), { code: 'ENOSPC', payload: { email: PERSONAL.email } });
    };

    const answer = await postJson(served.url + API.contact, inquiry(PERSONAL));
    const lines = await until(() => (log.lines().length >= 2 ? log.lines() : undefined));

    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ message: 'Something went wrong on our side. Please try again in a moment.' });
    expect(answer.text).not.toMatch(/disk is full|ENOSPC|at /);
    const withStack = lines.filter((line) => JSON.stringify(line).includes('disk is full'));
    expect(withStack).toHaveLength(1);
    expect(withStack[0]).toMatchObject({
      level: 50,
      req: { id: answer.headers.get('x-request-id'), path: '/api/contact' },
      err: { type: 'Error', message: 'disk is full', code: 'ENOSPC', stack: expect.stringContaining('logging.test.ts') },
    });
    const completed = lines.find((line) => (line.res as { statusCode?: number } | undefined)?.statusCode === 500);
    expect(completed).toMatchObject({ level: 50, req: { id: answer.headers.get('x-request-id') } });
    expect(completed).not.toHaveProperty('err');
    expect(log.text()).not.toContain(PERSONAL.email);
  });

  it('when a client is refused for sending too many POSTs, then the line is a warning', async () => {
    const log = capturedLogger();
    served = await startTestApp({ logger: log.logger, rateLimitPerMinute: 1 });

    await postJson(served.url + API.contact, {});
    const refused = await postJson(served.url + API.contact, {});
    const lines = await until(() => (log.lines().length >= 2 ? log.lines() : undefined));

    expect(refused.status).toBe(429);
    expect(lines[1]).toMatchObject({ level: 40, res: { statusCode: 429 } });
  });

  it('when LOG_LEVEL is warn, then a success writes nothing, a 429 a warning, and a server failure its error and one failed line', async () => {
    const log = capturedLogger('warn');
    served = await startTestApp({ logger: log.logger, rateLimitPerMinute: 1 });
    served.stores.inquiries.insertOnce = () => {
      throw new Error('database exploded');
    };

    const read = await request(served.url + API.consultationSlots);
    const failed = await postJson(served.url + API.contact, inquiry());
    const refused = await postJson(served.url + API.contact, inquiry());
    const lines = await until(() => (log.lines().length >= 3 ? log.lines() : undefined));

    expect([read.status, failed.status, refused.status]).toEqual([200, 500, 429]);
    expect(lines.map((line) => [line.level, line.msg, (line.res as { statusCode?: number } | undefined)?.statusCode])).toEqual([
      [50, 'request failed', undefined],
      [50, 'request failed with status 500', 500],
      [40, 'request completed', 429],
    ]);
    expect(lines[1]).toMatchObject({ req: { id: failed.headers.get('x-request-id'), method: 'POST', path: '/api/contact' }, responseTime: expect.any(Number) });
    expect(lines[1]).not.toHaveProperty('err');
  });

  it('when the data folder is full, then a 507 is a warning; a health check is a debug line even when it fails', async () => {
    const log = capturedLogger('debug');
    const dataDir = await tempDataDir('logging');
    await writeFile(join(dataDir, 'ballast.bin'), Buffer.alloc(512 * 1024));
    served = await startTestApp({ logger: log.logger, dataDir, dataMaxMb: 0.25 });

    const refused = await postJson(served.url + API.contact, inquiry());
    const health = await request(`${served.url}/healthz`);
    const lines = await until(() => (log.lines().length >= 2 ? log.lines() : undefined));

    expect([refused.status, health.status]).toEqual([507, 503]);
    expect(lines.map((line) => [line.level, (line.req as { path: string }).path, (line.res as { statusCode: number }).statusCode])).toEqual([
      [40, '/api/contact', 507],
      [20, '/healthz', 503],
    ]);
  });
});
