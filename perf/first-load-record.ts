import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ViteManifest } from '../build/route-chunks';

/**
 * Each route's first-load files as last recorded (perf/first-load.json): the file's name
 * without its hash → its size before compression. The size budget compares the build with it, so
 * that any route that grows fails loudly, not only one that passes 105 KB (decision 030). Sizes before
 * compression, because they move only when the code does: a hash is always eight characters, but
 * brotli sizes move by tens of bytes on every route whenever any page's hash changes.
 */
export type FirstLoadRecord = Record<string, Record<string, number>>;

/**
 * A first-load file's size as recorded: its bytes, with every styled component's id counted as six
 * characters. The ids are hashes of the source file's path, written in base 36 without leading
 * zeros. The build hashes the path from the project's folder (build/stable-styled-ids.ts); the
 * count keeps a record made before that, or by a build that hashed another path, comparable.
 */
export function recordedSize(code: string): number {
  return Buffer.byteLength(code.replace(/componentId:`sc-[0-9a-z]+-/g, 'componentId:`sc-000000-'));
}

export const RECORD_FILE = join(import.meta.dirname, 'first-load.json');
export const RECORD_COMMAND = 'npx tsx perf/size.ts --record';

/** '_shell-BjgKHNS8.js' → '_shell.js'; the keys of entries and pages ('routes/home.tsx') have no hash. */
const withoutHash = (key: string) => key.replace(/-[\w-]{8}\.js$/, '.js');

/** A build's record: for each route, the manifest key of each first-load file, without its hash, and that file's size. */
export function firstLoadRecord(manifest: ViteManifest, routes: { route: string; files: string[] }[], sizeOf: (file: string) => number): FirstLoadRecord {
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, withoutHash(key)]));
  return Object.fromEntries(routes.map(({ route, files }) => [route, Object.fromEntries(files.map((file) => [keyOf.get(file) ?? withoutHash(file), sizeOf(file)]))]));
}

const total = (files: Record<string, number>) => Object.values(files).reduce((sum, bytes) => sum + bytes, 0);

/**
 * How the build's first loads differ from the record, one line a route: `grew` when a route
 * loads more bytes or a file it did not, `stale` when it loads less (recorded again, growth from
 * there is caught too). Both empty when the build is as recorded.
 */
export function compareWithRecord(record: FirstLoadRecord, build: FirstLoadRecord): { grew: string[]; stale: string[] } {
  const grew: string[] = [];
  const stale: string[] = [];
  for (const route of new Set([...Object.keys(record), ...Object.keys(build)])) {
    const before = record[route];
    const now = build[route];
    if (!before) {
      stale.push(`${route}: not recorded (${total(now!)} B)`);
      continue;
    }
    if (!now) {
      stale.push(`${route}: recorded, but not in the build`);
      continue;
    }
    const changes = [...new Set([...Object.keys(before), ...Object.keys(now)])].flatMap((name) => {
      if (before[name] === now[name]) return [];
      if (before[name] === undefined) return [`${name} ${now[name]} B, new`];
      if (now[name] === undefined) return [`${name} gone`];
      const delta = now[name]! - before[name]!;
      return [`${name} ${delta > 0 ? '+' : ''}${delta} B`];
    });
    if (!changes.length) continue;
    const delta = total(now) - total(before);
    const line = `${route}: ${total(now)} B before compression, ${delta >= 0 ? `${delta} B more` : `${-delta} B less`} than recorded (${changes.join(', ')})`;
    const added = Object.keys(now).some((name) => before[name] === undefined);
    (delta > 0 || added ? grew : stale).push(line);
  }
  return { grew, stale };
}

export const readRecord = (): FirstLoadRecord => JSON.parse(readFileSync(RECORD_FILE, 'utf8')) as FirstLoadRecord;

export function writeRecord(record: FirstLoadRecord): void {
  writeFileSync(RECORD_FILE, `${JSON.stringify(record, null, 2)}\n`);
}
