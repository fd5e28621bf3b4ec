/**
 * Takes the manifest's install screenshots from a running production server
 * (run by hand after visual changes: `npx tsx build/make-screenshots.ts http://localhost:3000`).
 */
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';

const origin = process.argv[2] ?? 'http://localhost:3000';
const out = resolve(import.meta.dirname, '../web/public/screenshots');
const shots = [
  { name: 'narrow', path: '/', width: 540, height: 960 },
  { name: 'wide', path: '/consultation', width: 1280, height: 800 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
for (const shot of shots) {
  const page = await browser.newPage({ viewport: { width: shot.width, height: shot.height }, serviceWorkers: 'block' });
  await page.goto(origin + shot.path, { waitUntil: 'networkidle' });
  const png = await page.screenshot();
  await sharp(png).webp({ quality: 70 }).toFile(resolve(out, `${shot.name}.webp`));
  await page.close();
}
await browser.close();
console.log('screenshots written to', out);
