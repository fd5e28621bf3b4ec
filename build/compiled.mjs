// The server and the command-line tools run as compiled JavaScript (decision 032):
// `node build/compiled.mjs <command> [arguments]` bundles the TypeScript entries below with esbuild
// into <DIST_DIR>/server/ when any file they import is newer than the last bundle (or there is none),
// then runs the command's bundle in this process with plain Node. `npm start`, `npm run build`,
// `npm run staff|backup|restore|preflight` are this; `compile` only brings the bundle up to date
// (the test suites do so once before they spawn it). tsx stays a development tool (npm run dev).
// Plain JavaScript, as build/dev.mjs: it must run before anything is compiled.
import { randomBytes } from 'node:crypto';
import { builtinModules } from 'node:module';
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = resolve(import.meta.dirname, '..');

/** Each command and the TypeScript it runs. */
const COMMANDS = {
  start: 'build/start.ts',
  server: 'api/server.ts',
  build: 'build/build.ts',
  staff: 'api/cli/staff.ts',
  backup: 'api/cli/backup.ts',
  restore: 'api/cli/restore.ts',
  preflight: 'api/cli/preflight.ts',
};

/** Where the bundles go: beside the site's build, so DIST_DIR moves both (parallel builds use their own). */
export const outDir = resolve(root, process.env.DIST_DIR || 'dist', 'server');
/** Written last: the files the bundle was made from, for the next run to compare their times with it. */
const INPUTS = 'inputs.json';

/**
 * The bundle keeps each module's own location: `import.meta.dirname` and `import.meta.url` say
 * where the source file is, as they did under tsx, so the files read beside a module (the
 * guides' HTML, api/resources/guides/) and the project root are found from the bundle too.
 */
const sourceLocations = {
  name: 'source-locations',
  setup(esbuild) {
    esbuild.onLoad({ filter: /\.tsx?$/ }, async ({ path }) => {
      const text = await readFile(path, 'utf8');
      if (!text.includes('import.meta.')) return undefined;
      const contents = text
        .replaceAll('import.meta.dirname', JSON.stringify(dirname(path)))
        .replaceAll('import.meta.filename', JSON.stringify(path))
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href));
      return { contents, loader: path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

/**
 * Packages stay in node_modules, imported by the absolute address Node itself resolves from the
 * project: a bundle in any DIST_DIR (e.g. /tmp/dist-check) finds the project's packages.
 */
const projectPackages = {
  name: 'project-packages',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./#]/ }, ({ path }) => {
      if (path.startsWith('node:') || builtinModules.includes(path)) return { path, external: true };
      return { path: import.meta.resolve(path), external: true };
    });
  },
};

/** What makes the bundle out of date, or null when it is not. */
function staleness() {
  let inputs;
  try {
    inputs = JSON.parse(readFileSync(join(outDir, INPUTS), 'utf8'));
  } catch {
    return 'no compiled server yet';
  }
  if (inputs.root !== root) return `the project moved (from ${inputs.root})`;
  const builtAt = statSync(join(outDir, INPUTS)).mtimeMs;
  // This file (how the bundle is made) and the lock file (which packages it imports, and from where) count too.
  for (const file of [relative(root, import.meta.filename), 'package-lock.json', ...inputs.files]) {
    const changed = statSync(join(root, file), { throwIfNoEntry: false });
    if (!changed) return `${file} is gone`;
    if (changed.mtimeMs > builtAt) return `${file} changed`;
  }
  return null;
}

/**
 * Bundles every command (shared code in chunks) into a folder of
 * its own, then puts it in place of the last: a command starting meanwhile finds the old bundle
 * whole, and two compilations at once each finish (the second to arrive is kept).
 */
async function compile() {
  const fresh = `${outDir}.${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    const result = await build({
      absWorkingDir: root,
      entryPoints: Object.fromEntries(Object.entries(COMMANDS).map(([command, file]) => [command, file])),
      outdir: fresh,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      sourcemap: 'linked',
      metafile: true,
      logLevel: 'warning',
      plugins: [sourceLocations, projectPackages],
    });
    const files = Object.keys(result.metafile.inputs);
    writeFileSync(join(fresh, INPUTS), JSON.stringify({ root, files }, null, 1));
    mkdirSync(dirname(outDir), { recursive: true });
    rmSync(outDir, { recursive: true, force: true });
    try {
      renameSync(fresh, outDir);
    } catch (error) {
      // Another compilation put its bundle in place first: as fresh as this one, it stays.
      if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
    }
  } finally {
    rmSync(fresh, { recursive: true, force: true });
  }
}

/** Compiles when the bundle is out of date; true when it did. */
export async function compileWhenStale() {
  const reason = staleness();
  if (!reason) return false;
  if (process.stderr.isTTY) console.error(`Compiling the server and the command-line tools (${reason})…`);
  await compile();
  return true;
}

const USAGE = `Usage: node build/compiled.mjs <${['compile', ...Object.keys(COMMANDS)].join('|')}> [arguments]`;

if (import.meta.filename === process.argv[1]) {
  const command = process.argv[2];
  if (command === 'compile') {
    await compileWhenStale();
  } else if (command && Object.hasOwn(COMMANDS, command)) {
    await compileWhenStale();
    // The command reads its own arguments from argv[2] on, as it did when run as a script itself.
    process.argv.splice(2, 1);
    process.setSourceMapsEnabled(true);
    await import(pathToFileURL(join(outDir, `${command}.js`)).href);
  } else {
    console.error(command ? `Unknown command "${command}".\n${USAGE}` : USAGE);
    process.exitCode = 2;
  }
}
