import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';

/**
 * Decision 039: a public page is first painted once it is parsed to the end, so that its controls
 * work from that first frame (decision 039). Here the page's HTML reaches Chromium in two parts, the
 * second well after the first, through a small relay in front of the test server; the page must not
 * paint before its second part is in. The same page with its render-holding link taken out paints
 * on the first part, so the check can tell a link that holds from one that does not (as `#root`'s
 * did not: Chromium lets rendering go once the named element is in the document).
 */
const HOLD = /<link rel="expect" href="#parsed" blocking="render">/;
const GAP_MS = 800;

async function relay(origin: string, { withoutHold }: { withoutHold: boolean }): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(origin + request.url, { headers: { 'accept-language': 'en' } });
      const headers = Object.fromEntries([...upstream.headers].filter(([name]) => !['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name)));
      response.writeHead(upstream.status, headers);
      const body = await upstream.text();
      if (!(upstream.headers.get('content-type') ?? '').startsWith('text/html')) return response.end(body);
      const html = withoutHold ? body.replace(HOLD, '') : body;
      // The first part runs to the middle of the page's content; the rest comes GAP_MS later.
      const cut = html.indexOf('<main');
      response.write(html.slice(0, cut));
      setTimeout(() => response.end(html.slice(cut)), GAP_MS);
    })().catch((error: unknown) => {
      response.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function paintAndParse(page: Page, url: string): Promise<{ paint: number; parsed: number; secondPart: number }> {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  return page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return { paint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime, parsed: navigation.domInteractive, secondPart: navigation.responseEnd };
  });
}

test('when a page’s HTML arrives in two parts, then it is first painted only once the second is in and parsed; without its render-holding link it paints on the first', async ({ page, baseURL }) => {
  const held = await relay(baseURL!, { withoutHold: false });
  const unheld = await relay(baseURL!, { withoutHold: true });
  try {
    const withLink = await paintAndParse(page, `${held.url}/contact`);
    expect(withLink.secondPart).toBeGreaterThan(GAP_MS - 100);
    expect(withLink.paint).toBeGreaterThanOrEqual(withLink.parsed);
    expect(withLink.paint).toBeGreaterThanOrEqual(withLink.secondPart);

    const withoutLink = await paintAndParse(page, `${unheld.url}/contact`);
    expect(withoutLink.paint).toBeLessThan(withoutLink.secondPart);
  } finally {
    held.server.close();
    unheld.server.close();
  }
});
