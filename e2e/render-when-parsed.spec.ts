import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';

/**
 * Decision 039: a public page is first painted once it is parsed to the end, so that its controls
 * work from that first frame. Here the page's HTML reaches Chromium in two parts through a small
 * relay in front of the test server, which sends the second part only when the test says. The same
 * page with its render-holding link taken out paints on the first part, so the check can tell a
 * link that holds from one that does not (as `#root`'s did not: Chromium lets rendering go once the
 * named element is in the document). Each step waits for an event; what is compared is the order of
 * the paint and the second part's arrival, on the page's own clock.
 */
const HOLD = /<link rel="expect" href="#parsed" blocking="render">/;

interface Relay {
  server: Server;
  url: string;
  /** Sends the rest of the page's HTML (the part from `<main` on). */
  sendSecondPart: () => void;
}

async function relay(origin: string, { withoutHold }: { withoutHold: boolean }): Promise<Relay> {
  let sendSecondPart!: () => void;
  const secondPart = new Promise<void>((resolve) => (sendSecondPart = resolve));
  const server = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(origin + request.url, { headers: { 'accept-language': 'en' } });
      const headers = Object.fromEntries([...upstream.headers].filter(([name]) => !['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name)));
      response.writeHead(upstream.status, headers);
      const body = await upstream.text();
      if (!(upstream.headers.get('content-type') ?? '').startsWith('text/html')) return response.end(body);
      const html = withoutHold ? body.replace(HOLD, '') : body;
      const cut = html.indexOf('<main');
      response.write(html.slice(0, cut));
      await secondPart;
      response.end(html.slice(cut));
    })().catch((error: unknown) => {
      response.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, sendSecondPart };
}

/**
 * Opens `url` and waits until the first part is parsed and ready to paint: its header is in the
 * document, the rest is not, and its stylesheets have loaded. Polled on a timer, not on animation
 * frames, which a page held from rendering does not have.
 */
async function openFirstPart(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(
    () =>
      document.readyState === 'loading' &&
      document.querySelector('header') !== null &&
      document.querySelector('main') === null &&
      Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).every((link) => link.sheet !== null),
    undefined,
    { polling: 50 },
  );
}

/** Waits for the page's first contentful paint, then reads it with when the HTML ended and was parsed. */
async function paintAndParse(page: Page): Promise<{ paint: number; parsed: number; secondPart: number }> {
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, { polling: 50 });
  await page.waitForFunction(() => document.readyState !== 'loading', undefined, { polling: 50 });
  return page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return { paint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime, parsed: navigation.domInteractive, secondPart: navigation.responseEnd };
  });
}

test('when a page’s HTML arrives in two parts, then it is first painted only once the second is in and parsed; without its render-holding link it paints on the first', async ({ page, context, baseURL }) => {
  const held = await relay(baseURL!, { withoutHold: false });
  const unheld = await relay(baseURL!, { withoutHold: true });
  const other = await context.newPage();
  try {
    // The page with its link has its first part, parsed. Then the same page without the link, in
    // another tab, gets its first part and paints it. Only then does either get the rest: the page
    // with the link has had all that time to paint its first part, and must not have.
    await openFirstPart(page, `${held.url}/contact`);
    await openFirstPart(other, `${unheld.url}/contact`);
    await other.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, { polling: 50 });
    held.sendSecondPart();
    unheld.sendSecondPart();

    const withLink = await paintAndParse(page);
    const withoutLink = await paintAndParse(other);

    expect(withLink.paint).toBeGreaterThanOrEqual(withLink.secondPart);
    expect(withLink.paint).toBeGreaterThanOrEqual(withLink.parsed);
    expect(withoutLink.paint).toBeLessThan(withoutLink.secondPart);
  } finally {
    held.sendSecondPart();
    unheld.sendSecondPart();
    await other.close();
    held.server.close();
    unheld.server.close();
  }
});
