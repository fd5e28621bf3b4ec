import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as forward, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Page, request as http } from '@playwright/test';
import { provider } from '#contract';
import { formatDateLongEs, formatTimeEs } from '#contract/dates/days.es';
import { withTty } from '#contract/phone';
import { PORT } from '../playwright.config';
import { contact } from '../web/i18n/contact.es';
import { inquiry } from '../web/i18n/inquiry.es';
import { offline } from '../web/i18n/offline.es';
import { shell as es } from '../web/i18n/shell.es';
import { pickFreeSlot, uniqueEmail } from './support/booking-helpers';
import { expect, test, visitAndInstall } from './support/pwa-fixture';
import { TestServer } from './support/test-server';

// Every failure a visitor can meet on a Spanish page is in Spanish (decision 033), when no answer of
// ours comes too: a reverse proxy in front of the site (a small one here, in this process) that
// answers a POST with its own HTML page and a status, as nginx does with a 502 or a 413. Neither the
// page nor the offline worker ever shows that status text.
const SERVER_PORT = PORT + 43;
const PROXY_PORT = PORT + 44;

type Mode = 'pass' | 'bad-gateway' | 'too-large';
const PAGES: Record<Exclude<Mode, 'pass'>, [number, string]> = {
  'bad-gateway': [502, '<html><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>'],
  'too-large': [413, '<html><body><h1>413 Request Entity Too Large</h1><hr>nginx</body></html>'],
};

/** A reverse proxy to the site: every request passes, but a POST to the API gets the proxy's own page in a mode other than 'pass'. */
function startProxy(target: number, mode: { now: Mode }): Promise<Server> {
  const proxy = createServer((req, res) => {
    if (mode.now !== 'pass' && req.method === 'POST' && req.url?.startsWith('/api/')) {
      const [status, page] = PAGES[mode.now];
      req.resume();
      res.writeHead(status, { 'Content-Type': 'text/html' }).end(page);
      return;
    }
    const upstream = forward({ host: '127.0.0.1', port: target, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  return new Promise((resolve) => proxy.listen(PROXY_PORT, '127.0.0.1', () => resolve(proxy)));
}

// One server and one proxy on fixed ports: the file's tests run in one worker, one after the other.
test.describe.configure({ mode: 'default' });

const mode: { now: Mode } = { now: 'pass' };
const ORIGIN = `http://localhost:${PROXY_PORT}`;
let work = '';
let server: TestServer;
let proxy: Server;

test.beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'woundcare-proxy-'));
  server = new TestServer(SERVER_PORT, join(work, 'data'), { PUBLIC_URL: ORIGIN });
  await server.start();
  proxy = await startProxy(SERVER_PORT, mode);
});
test.afterAll(async () => {
  if (proxy) await new Promise((resolve) => proxy.close(resolve));
  await server?.stop();
  rmSync(work, { recursive: true, force: true });
});
test.afterEach(() => {
  mode.now = 'pass';
});

/** No status, status text or proxy words anywhere the visitor can read. */
async function expectNoStatusText(page: Page): Promise<void> {
  await expect(page.locator('body')).not.toContainText(/\b(502|413)\b|Bad Gateway|Entity Too Large|nginx/);
}

async function fillInquiry(page: Page): Promise<void> {
  await page.getByRole('tab', { name: contact.schedule.inquiry }).click();
  const panel = page.getByRole('tabpanel', { name: contact.schedule.inquiry });
  await panel.getByLabel(inquiry.firstName, { exact: true }).fill('Rosa');
  await panel.getByLabel(inquiry.lastName, { exact: true }).fill('Díaz');
  await panel.getByLabel(inquiry.email, { exact: true }).fill(uniqueEmail('proxy'));
  await panel.getByLabel(inquiry.phone, { exact: true }).fill('555 010 4455');
  await expect(panel.getByRole('button', { name: inquiry.submit })).toBeEnabled();
}

test.describe('failures on Spanish pages', () => {
  test('when a proxy answers a Spanish inquiry or booking with its own 502 page, then each failure is said in Spanish in the page’s own words, never the status', async ({ profile }) => {
    const { page } = profile;
    await page.goto(`${ORIGIN}/es/contact`);
    await fillInquiry(page);
    mode.now = 'bad-gateway';
    await page.getByRole('tabpanel', { name: contact.schedule.inquiry }).getByRole('button', { name: inquiry.submit }).click();
    const region = page.getByRole('region', { name: es.toaster.region });
    await expect(region.getByText(es.toasts.inquiryFailed.fallback)).toBeVisible();
    await expect(page.getByText(es.toasts.inquiryFailed.fallback)).toHaveCount(2);
    await expectNoStatusText(page);

    mode.now = 'pass';
    const api = await http.newContext({ baseURL: ORIGIN });
    const slot = await pickFreeSlot(api, 'consultation');
    await api.dispose();
    await page.goto(`${ORIGIN}/es/consultation`);
    for (let step = 0; step < 3 && !(await page.getByLabel(formatDateLongEs(slot.date), { exact: true }).count()); step++) {
      await page.getByRole('button', { name: 'Mes siguiente' }).click();
    }
    await page.getByLabel(formatDateLongEs(slot.date), { exact: true }).click();
    await page.getByRole('button', { name: formatTimeEs(slot.time), exact: true }).click();
    await page.getByLabel('Nombre completo').fill('Rosa Díaz');
    await page.getByLabel('Correo electrónico').fill(uniqueEmail('proxy-booking'));
    await page.getByLabel('Número de teléfono').fill('555 010 4455');
    await page.getByLabel('Tipo de consulta').selectOption('video');
    mode.now = 'bad-gateway';
    await page.getByRole('button', { name: 'Reservar consulta gratuita' }).click();
    await expect(page.getByRole('region', { name: es.toaster.region }).getByText(es.toasts.bookingFailed.notSent)).toBeVisible();
    await expect(page.getByText(es.toasts.bookingFailed.title).first()).toBeVisible();
    await expectNoStatusText(page);
  });

  test('when an inquiry saved offline on a Spanish page is refused by a proxy with only a status, then the worker says so in Spanish, in the toast and in the outbox', async ({ profile }) => {
    const { page, context } = profile;
    await visitAndInstall(page, `${ORIGIN}/es/contact`);
    await page.reload();
    await fillInquiry(page);
    await context.setOffline(true);
    await page.getByRole('tabpanel', { name: contact.schedule.inquiry }).getByRole('button', { name: inquiry.submit }).click();
    await expect(page.getByText(inquiry.queued)).toBeVisible();

    mode.now = 'too-large';
    await context.setOffline(false);
    const refused = `No pudimos enviar esto. Inténtelo otra vez, o llámenos al ${withTty(provider.phone)}.`;
    await expect(page.getByRole('region', { name: es.toaster.region }).getByText(refused)).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: new RegExp(offline.outbox.button) }).click();
    const panel = page.getByRole('dialog', { name: offline.outbox.title });
    await expect(panel.getByText(offline.outbox.status.failed)).toBeVisible();
    await expect(panel.getByText(refused)).toBeVisible();
    await expectNoStatusText(page);
  });
});
