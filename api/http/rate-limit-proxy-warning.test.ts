/**
 * The X-Forwarded-For warning is said once per process (a flag in api/http/rate-limit.ts), so each
 * test here starts apps from a fresh copy of the app's modules: the unit tests' forks keep their
 * loaded modules from one file to the next (vitest.config.ts), and an earlier file's forged header
 * may already have set the flag, which would hide the warning, or make 'nothing is said' pass
 * whatever the code does.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API } from '#contract';
import { postJson } from '../test-support/http';
import { capturedLogger } from '../test-support/captured-logger';
import type { TestApp } from '../test-support/test-app';

const ADDRESS = '203.0.113.7';

let startTestApp: typeof import('../test-support/test-app').startTestApp;
// One fresh copy for both tests: the first one's trusted proxy never sets the flag.
beforeAll(async () => {
  vi.resetModules();
  ({ startTestApp } = await import('../test-support/test-app'));
});

let served: TestApp[] = [];
afterEach(async () => {
  await Promise.all(served.map((one) => one.destroy()));
  served = [];
});

const postFrom = (url: string) => postJson(url + API.contact, { firstName: '' }, { 'X-Forwarded-For': ADDRESS });

describe('X-Forwarded-For while no proxy is trusted', () => {
  it('when a trusted proxy forwards client addresses, then nothing is said about the header', async () => {
    const log = capturedLogger();
    served.push(await startTestApp({ logger: log.logger, rateLimitPerMinute: 5, trustProxy: 1 }));

    for (let i = 0; i < 3; i++) await postFrom(served[0]!.url);

    expect(log.lines().filter(({ level }) => (level as number) >= 40)).toEqual([]);
  });

  it('when clients send X-Forwarded-For and no proxy is trusted, then one warning without a stack tells the operator to set TRUST_PROXY, once per process', async () => {
    const log = capturedLogger();
    served.push(await startTestApp({ logger: log.logger, rateLimitPerMinute: 5 }), await startTestApp({ logger: log.logger, rateLimitPerMinute: 5 }));

    const statuses = [];
    for (const { url } of served) for (let i = 0; i < 3; i++) statuses.push((await postFrom(url)).status);

    expect(statuses).toEqual([400, 400, 400, 400, 400, 400]);
    const warnings = log.lines().filter(({ level }) => (level as number) >= 40);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ level: 40, msg: expect.stringContaining('set TRUST_PROXY to the number of proxies in front of the server') });
    expect(warnings[0]).not.toHaveProperty('err');
    expect(log.text()).not.toContain('ERR_ERL_UNEXPECTED_X_FORWARDED_FOR');
    expect(log.text()).not.toContain(ADDRESS);
  });
});
