/**
 * `npm run build`: the SSR bundle, then the client build (which prerenders pages and builds the
 * service worker), then the staff app into client/staff/ (docs/decisions/020), then precompression.
 * It runs compiled, as `npm start` does (build/compiled.mjs), which has brought the server's
 * bundle up to date first: one build holds the site and the server that serves it.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { checkoutRoot } from './checkout';
import { compressBuild } from './compress';

const root = checkoutRoot();
const env = { ...process.env, NODE_ENV: 'production', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' };
// Vite's own command through Node, without npx's start-up.
const vite = (...args: string[]) => execFileSync(process.execPath, [resolve(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', ...args], { cwd: root, stdio: 'inherit', env });

vite('--ssr', 'entry-server.tsx');
vite();
vite('--mode', 'staff');
const client = resolve(root, process.env.DIST_DIR || 'dist', 'client');
console.log(`compressed ${compressBuild(client)} files in ${client}`);
