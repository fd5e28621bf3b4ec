/**
 * `npm start`: builds the site when the build is missing or older than its sources, then runs the
 * server, all as compiled JavaScript under plain Node (build/compiled.mjs has brought the
 * server's bundle up to date before this runs).
 */
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { checkoutRoot } from './checkout';
import { siteBuildIsStale } from './site-sources';

const root = checkoutRoot();
if (siteBuildIsStale(root, resolve(root, process.env.DIST_DIR || 'dist', 'client'))) {
  console.log('Building the site…');
  execFileSync(process.execPath, [join(root, 'build/compiled.mjs'), 'build'], { cwd: root, stdio: 'inherit' });
}
await import('../api/server');
