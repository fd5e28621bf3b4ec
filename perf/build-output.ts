import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '..');
/** The build folder: DIST_DIR as in `npm run build`, default `dist`. */
const distDir = resolve(root, process.env.DIST_DIR || 'dist');
export const clientDir = join(distDir, 'client');

const SOURCES = ['web', 'sw', 'api/contract', 'api/resources/guides', 'manifest.webmanifest', 'vite.config.ts', 'package.json', 'build/build.ts', 'build/chunking.ts', 'build/compress.ts', 'build/prerender-plugin.ts', 'build/route-chunks.ts', 'build/staff-build.ts'];

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

/** Builds into DIST_DIR when the build is missing or older than its sources (as `npm start` does for dist). */
export function buildIfNeeded(): void {
  const page = join(clientDir, 'index.html');
  const builtAt = existsSync(page) ? statSync(page).mtimeMs : 0;
  if (!SOURCES.some((source) => newest(join(root, source)) > builtAt)) return;
  console.log(`Building the site into ${distDir}…`);
  execSync('npm run build', { cwd: root, stdio: 'inherit', env: { ...process.env, DIST_DIR: distDir } });
}
