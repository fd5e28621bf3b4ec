/** Writes .br and .gz beside every text file of the web build, so the server sends them without compressing per request. */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = resolve(import.meta.dirname, '..', process.env.DIST_DIR || 'dist', 'client');
const TEXT = /\.(html|js|mjs|css|svg|json|webmanifest|txt|xml)$/;
let count = 0;

function walk(folder: string): void {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (TEXT.test(name)) compress(path);
  }
}

function compress(path: string): void {
  const raw = readFileSync(path);
  if (raw.length < 512) return;
  writeFileSync(`${path}.br`, brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }));
  writeFileSync(`${path}.gz`, gzipSync(raw, { level: 9 }));
  count++;
}

walk(root);
console.log(`compressed ${count} files in ${root}`);
