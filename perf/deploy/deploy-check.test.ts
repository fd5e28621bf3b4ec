import { createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { removeDir, tempWebRoot } from '../../api/test-support/temp-dir';
import { runDeployCheck } from './deploy-check';

const page = (title: string) => `<!doctype html><html lang="en"><title>${title}</title><h1>${title}</h1></html>`;

/** Ports nothing listens on now, taken by the OS (each held until all four are chosen, so they differ). */
async function freePorts(count: number): Promise<number[]> {
  const held = await Promise.all(
    Array.from({ length: count }, () => new Promise<ReturnType<typeof createServer>>((resolve) => {
      const server = createServer();
      server.listen(0, '127.0.0.1', () => resolve(server));
    })),
  );
  const ports = held.map((server) => (server.address() as { port: number }).port);
  await Promise.all(held.map((server) => new Promise((closed) => server.close(closed))));
  return ports;
}

let webRoot: string | undefined;
afterAll(async () => {
  if (webRoot) await removeDir(webRoot);
});

describe('npm run deploy:check', () => {
  it('when Caddy runs deploy/Caddyfile in front of two servers, then HSTS comes once, http redirects, cookies are __Host-, the client address counts and a forged one does not, a rolling restart fails no read or write, one time has as many winners as nurses on each server, and a kill -9 loses no acknowledged record or e-mail', async () => {
    webRoot = await tempWebRoot({ 'index.html': page('Home'), 'services/index.html': page('Services'), '404.html': page('Not found') });
    const [https, http, first, second] = await freePorts(4);
    const lines: string[] = [];

    const report = await runDeployCheck({ ports: { https: https!, http: http!, app: [first!, second!] }, webRoot, pages: ['/', '/services'], seconds: 2, log: (line) => lines.push(line) });

    expect(report.proofs.filter((proof) => !proof.ok)).toEqual([]);
    expect(report.proofs).toHaveLength(4);
    expect(report.load).toMatchObject({ failed: 0, failures: {} });
    expect(report.load.drains).toEqual([expect.objectContaining({ routedAfter: 0 }), expect.objectContaining({ routedAfter: 0 })]);
    expect(report.load.drains.every(({ checks503 }) => checks503 >= 2)).toBe(true);
    expect(report.load.requests).toBeGreaterThan(100);
    expect(report.writes).toMatchObject({ failed: 0, failures: {} });
    expect(report.writes.acknowledged).toBeGreaterThan(0);
    expect(report.race.verdicts.map(({ winners, refused }) => [winners, refused])).toEqual([[2, 23], [2, 23]]);
    expect(report.kill.counts.bookings + report.kill.counts.inquiries).toBeGreaterThan(10);
    expect([report.kill.bookings, report.kill.inquiries].map(({ missing, twice }) => [missing, twice])).toEqual([[[], []], [[], []]]);
    expect(report.kill.mail).toMatchObject({ without: [], twoMessages: [] });
    expect(report.ok).toBe(true);
    expect(lines[0]).toMatch(/^Two app servers, each on a data folder of its own/);
    expect(lines.filter((line) => /serving through Caddy again$/.test(line))).toHaveLength(2);
  }, 180_000);
});
