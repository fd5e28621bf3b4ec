import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The checkout `npm start` and `npm run build` build from: the nearest folder, from the working
 * directory up, that holds the project (its package.json and build/compiled.mjs), as npm finds a
 * package's folder. They run compiled from <DIST_DIR>/server/, which may be anywhere and names no
 * checkout (docs/decisions/043), so their own location cannot tell. Outside one, nothing can be
 * built: it says so and ends the process.
 */
export function checkoutRoot(from = process.cwd()): string {
  for (let folder = from; ; folder = dirname(folder)) {
    if (existsSync(join(folder, 'package.json')) && existsSync(join(folder, 'build', 'compiled.mjs'))) return folder;
    if (dirname(folder) === folder) break;
  }
  console.error(`${from} is not in the project's folder: npm start and npm run build build the site from a checkout. A copied dist/ runs its server with: node <dist>/server/server.js`);
  return process.exit(1);
}
