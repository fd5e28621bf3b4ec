import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the site's build is made from: its code and content, and the build's own configuration and plugins. */
const SOURCES = [
  'web',
  'sw',
  'api/contract',
  'api/resources',
  'manifest.webmanifest',
  'vite.config.ts',
  'build/checks',
  ...['build', 'compress', 'prerender-plugin', 'route-chunks', 'seo-files', 'chunking', 'web-manifest', 'staff-build'].map((name) => `build/${name}.ts`),
  'package.json',
];

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

/** True when the site built into `clientDir` is missing or older than a file it is made from (`npm start` and the measuring tools build then). */
export function siteBuildIsStale(root: string, clientDir: string): boolean {
  const page = join(clientDir, 'index.html');
  const builtAt = existsSync(page) ? statSync(page).mtimeMs : 0;
  return SOURCES.some((source) => newest(join(root, source)) > builtAt);
}
