import { execSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { siteBuildIsStale } from '../build/site-sources';

export const root = resolve(import.meta.dirname, '..');
/** The build folder: DIST_DIR as in `npm run build`, default `dist`. */
const distDir = resolve(root, process.env.DIST_DIR || 'dist');
export const clientDir = join(distDir, 'client');

/** Builds into DIST_DIR when the build is missing or older than its sources (as `npm start` does). */
export function buildIfNeeded(): void {
  if (!siteBuildIsStale(root, clientDir)) return;
  console.log(`Building the site into ${distDir}…`);
  execSync('npm run build', { cwd: root, stdio: 'inherit', env: { ...process.env, DIST_DIR: distDir } });
}
