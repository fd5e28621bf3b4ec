/**
 * `npm start`: builds the site when the build is missing or older than its sources, then runs the
 * server, all as compiled JavaScript under plain Node (build/compiled.mjs has brought the
 * server's bundle up to date before this runs).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { checkoutRoot } from './checkout';

const root = checkoutRoot();
const built = resolve(root, process.env.DIST_DIR || 'dist', 'client', 'index.html');
/** What the site's build is made from: its code and content, and the build's own configuration and plugins. */
const sources = [
  'web',
  'sw',
  'api/contract',
  'api/resources',
  'manifest.webmanifest',
  'vite.config.ts',
  ...['build', 'compress', 'prerender-plugin', 'route-chunks', 'seo-files', 'chunking', 'web-manifest', 'staff-build'].map((name) => `build/${name}.ts`),
  'package.json',
];

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
if (sources.some((source) => newest(join(root, source)) > builtAt)) {
  console.log('Building the site…');
  execFileSync(process.execPath, [join(root, 'build/compiled.mjs'), 'build'], { cwd: root, stdio: 'inherit' });
}
await import('../api/server');
