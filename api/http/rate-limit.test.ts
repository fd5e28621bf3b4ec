import { afterEach, describe, expect, it } from 'vitest';
import { API, provider } from '#contract';
import { postJson, request } from '../test-support/http';
import { inquiry } from '../test-support/payloads';
import { startTestApp, type TestApp } from '../test-support/test-app';

let served: TestApp | undefined;
afterEach(async () => {
  await served?.destroy();
  served = undefined;
});

const postFrom = (url: string, address?: string) =>
  postJson(url + API.contact, { firstName: '' }, address ? { 'X-Forwarded-For': address } : {});

describe('POST rate limit', () => {
  it('when a client sends one POST more than the limit within a minute, then it gets 429 with Retry-After and the draft-8 headers', async () => {
    served = await startTestApp({ rateLimitPerMinute: 3 });
    const allowed = [];
    for (let i = 0; i < 3; i++) allowed.push(await postJson(served.url + API.contact, inquiry()));

    const refused = await postJson(served.url + API.contact, inquiry());

    expect(allowed.map(({ status }) => status)).toEqual([201, 201, 201]);
    expect(allowed[2]!.headers.get('ratelimit')).toMatch(/^"posts"; r=0; t=\d+$/);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: expect.stringMatching(/^We received too many requests from your network in the last minute\. Please wait \d+ seconds? and try again/) });
    expect(refused.body.message).toContain(provider.phone);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const [, reset] = /^"posts"; r=0; t=(\d+)$/.exec(refused.headers.get('ratelimit') ?? '') ?? [];
    expect(Math.abs(Number(reset) - retryAfter)).toBeLessThanOrEqual(1);
    expect(refused.headers.get('ratelimit-policy')).toMatch(/^"posts"; q=3; w=60; pk=:[A-Za-z0-9+/=]+:$/);
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });

  it('when a client is over the limit, then the refused POST stores nothing', async () => {
    served = await startTestApp({ rateLimitPerMinute: 1 });
    await postJson(served.url + API.contact, inquiry());

    const refused = await postJson(served.url + API.contact, inquiry({ email: 'second@example.com' }));

    expect(refused.status).toBe(429);
    expect(served.stores.inquiries.records.map(({ email }) => email)).toEqual(['maria.lopez@example.com']);
  });

  it('when a client is over the POST limit, then pages and slot lists are still answered', async () => {
    served = await startTestApp({ rateLimitPerMinute: 1 });
    await postFrom(served.url);
    expect((await postFrom(served.url)).status).toBe(429);

    const reads = await Promise.all(Array.from({ length: 30 }, () => request(served!.url + API.consultationSlots)));

    expect(reads.every(({ status }) => status === 200)).toBe(true);
    expect(reads[0]!.headers.has('ratelimit')).toBe(false);
  });

  it('when the limit is 0, then it is off', async () => {
    served = await startTestApp({ rateLimitPerMinute: 0 });

    const answers = await Promise.all(Array.from({ length: 60 }, () => postFrom(served!.url)));

    expect(answers.every(({ status }) => status === 400)).toBe(true);
    expect(answers[0]!.headers.has('ratelimit')).toBe(false);
  });

  it('when no limit is given to createApp, then the default of 20 a minute applies', async () => {
    served = await startTestApp({ rateLimitPerMinute: 'default' });

    const answers = await Promise.all(Array.from({ length: 21 }, () => postFrom(served!.url)));

    expect(answers.filter(({ status }) => status === 429)).toHaveLength(1);
    expect(answers[0]!.headers.get('ratelimit-policy')).toMatch(/q=20; w=60/);
  });
});

describe('client address behind a proxy', () => {
  it('when one proxy is trusted, then each forwarded client address has its own count', async () => {
    served = await startTestApp({ rateLimitPerMinute: 1, trustProxy: 1 });

    const first = await postFrom(served.url, '203.0.113.7');
    const other = await postFrom(served.url, '198.51.100.20');
    const firstAgain = await postFrom(served.url, '203.0.113.7');

    expect([first.status, other.status, firstAgain.status]).toEqual([400, 400, 429]);
  });

  it('when no proxy is trusted, then a forged X-Forwarded-For does not buy a fresh count', async () => {
    served = await startTestApp({ rateLimitPerMinute: 1 });

    const first = await postFrom(served.url, '203.0.113.7');
    const forged = await postFrom(served.url, '198.51.100.20');

    expect([first.status, forged.status]).toEqual([400, 429]);
  });
});
