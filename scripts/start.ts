/** `npm start`: builds the site when the build is missing or older than its sources, then runs the server. */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const built = join(root, 'dist/client/index.html');
const sources = ['web', 'sw', 'api/contract', 'api/resources', 'manifest.webmanifest', 'vite.config.ts', 'scripts/prerender-plugin.ts', 'package.json'];

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
if (sources.some((source) => newest(join(root, source)) > builtAt)) {
  console.log('Building the site…');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
await import('../api/server');
