/**
 * Renders the app icons from one SVG (run by hand after changing the logo: `npx tsx build/make-icons.ts`).
 * The PNGs are committed, so builds need no image tooling.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import sharp from 'sharp';

const out = resolve(import.meta.dirname, '../web/public/icons');
const TEAL = '#0b6b61';

/** A leaf over a plus: growth and care. `inset` shrinks the mark for maskable safe zones. */
function logo(size: number, { inset = 0, round = true, background = TEAL } = {}): string {
  const s = 512;
  const k = 1 - inset * 2;
  const mark = `
    <g transform="translate(${(s * (1 - k)) / 2} ${(s * (1 - k)) / 2}) scale(${k})">
      <path d="M256 92c-88 54-136 122-136 196 0 70 56 126 136 132 80-6 136-62 136-132 0-74-48-142-136-196z" fill="#ffffff"/>
      <rect x="236" y="196" width="40" height="176" rx="10" fill="${TEAL}"/>
      <rect x="168" y="264" width="176" height="40" rx="10" fill="${TEAL}"/>
    </g>`;
  const bg = round ? `<rect width="${s}" height="${s}" rx="112" fill="${background}"/>` : `<rect width="${s}" height="${s}" fill="${background}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${s} ${s}">${bg}${mark}</svg>`;
}

async function png(name: string, size: number, svg: string): Promise<void> {
  await sharp(Buffer.from(svg)).resize(size, size).png({ compressionLevel: 9, palette: true }).toFile(resolve(out, name));
}

await png('icon-192.png', 192, logo(192));
await png('icon-512.png', 512, logo(512));
await png('maskable-512.png', 512, logo(512, { inset: 0.12, round: false }));
await png('apple-touch-icon.png', 180, logo(180, { round: false }));
await png('shortcut-book-96.png', 96, logo(96));
writeFileSync(resolve(out, 'favicon.svg'), logo(32).replace(/\n\s*/g, ''));
// Shortcut icon for the guides: an open book.
await png(
  'shortcut-guides-96.png',
  96,
  `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="20" fill="${TEAL}"/><path d="M18 28c10-4 20-4 30 2v42c-10-6-20-6-30-2z M78 28c-10-4-20-4-30 2v42c10-6 20-6 30-2z" fill="#fff"/></svg>`,
);
console.log('icons written to', out);
