import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';

/** The project's root, where `npm start` and `npm run <command>` run. */
export const projectRoot = resolve(import.meta.dirname, '../..');

/** What build/compiled.mjs builds: the server and the commands npm runs, as plain JavaScript. */
export type CompiledCommand = 'server' | 'staff' | 'backup' | 'restore' | 'preflight' | 'migrate-data';

/**
 * Node's arguments to run a compiled command as `npm start` or `npm run <command> --` does, with
 * `args` after it: the bundle itself, so the process a test signals is the command, not a launcher.
 * The bundle is brought up to date once per run (vitest's and Playwright's global set-up).
 */
export function compiledArgs(command: CompiledCommand, args: readonly string[] = []): string[] {
  return ['--enable-source-maps', resolve(projectRoot, process.env.DIST_DIR || 'dist', 'server', `${command}.js`), ...args];
}

/** Brings the compiled server and commands up to date (nothing to do when they are). */
export function compileServer(): void {
  execFileSync(process.execPath, [join(projectRoot, 'build/compiled.mjs'), 'compile'], { cwd: projectRoot, stdio: 'inherit' });
}
