/** Writes .br and .gz beside every text file of the web build, so the server sends them without compressing per request. */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(html|js|mjs|css|svg|json|webmanifest|txt|xml)$/;

/** Compresses the text files under `root`; how many it compressed (files under 512 bytes are left as they are). */
export function compressBuild(root: string): number {
  let count = 0;
  const walk = (folder: string): void => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (TEXT.test(name) && compress(path)) count++;
    }
  };
  walk(root);
  return count;
}

function compress(path: string): boolean {
  const raw = readFileSync(path);
  if (raw.length < 512) return false;
  writeFileSync(`${path}.br`, brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }));
  writeFileSync(`${path}.gz`, gzipSync(raw, { level: 9 }));
  return true;
}
