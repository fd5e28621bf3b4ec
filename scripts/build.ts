/**
 * `npm run build`: the SSR bundle, then the client build (which prerenders pages and builds the
 * service worker), then the staff app into client/staff/ (docs/decisions/017), then precompression.
 */
import { execSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const env = { ...process.env, NODE_ENV: 'production', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' };
const run = (command: string) => execSync(command, { cwd: root, stdio: 'inherit', env });

run('npx vite build --ssr entry-server.tsx --logLevel warn');
run('npx vite build --logLevel warn');
run('npx vite build --mode staff --logLevel warn');
run('npx tsx scripts/compress.ts');
