// The server and the command-line tools run as compiled JavaScript (decisions 032 and 043):
// `node build/compiled.mjs <command> [arguments]` bundles the TypeScript entries below with esbuild
// into <DIST_DIR>/server/ when any file they were made from is newer than the last bundle (or there is
// none), then runs the command's bundle in this process with plain Node. `npm start`, `npm run build`,
// `npm run staff|backup|restore|preflight|migrate-data` are this; `compile` only brings the bundle up to date
// (the test suites do so once before they spawn it). tsx stays a development tool (npm run dev).
// The bundle carries its packages and the files it reads, and names no folder of the checkout:
// dist/ copied anywhere runs with `node <dist>/server/server.js`.
// Plain JavaScript, as build/dev.mjs: it must run before anything is compiled.
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
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
  'migrate-data': 'api/cli/migrate-data.ts',
};

/** Where the bundles go: beside the site's build, so DIST_DIR moves both (parallel builds use their own). */
export const outDir = resolve(root, process.env.DIST_DIR || 'dist', 'server');
/** Written last: the files the bundle was made from, for the next run to compare their times with it. */
const INPUTS = 'inputs.json';
/** Which checkout made the bundle, without naming its folder (the bundle must not: decision 043). */
const checkout = createHash('sha256').update(root).digest('hex').slice(0, 16);

/**
 * The project's modules that find something by their own location (`import.meta`). Bundled, that
 * location is <DIST_DIR>/server/, where every entry and chunk is written; so what such a module reads
 * beside itself is copied there, to the same place relative to it ([from the checkout, into the bundle's folder]).
 */
const BESIDE = {
  // The guides' HTML and stylesheet: guides/<name>.
  'api/resources/guides.ts': [['api/resources/guides', 'guides']],
  // The schema's migrations: migrations/NNN-name.sql (docs/decisions/072).
  'api/pg/migrations.ts': [['api/pg/migrations', 'migrations']],
  // The site's build, ../client: beside the server's in <DIST_DIR>, nothing to copy.
  'api/config.ts': [],
};

/** A package's file (node_modules may be a link to another checkout's, as perf/reference-build.ts makes). */
const PACKAGE = /(^|\/)node_modules\//;

/** Any other module of ours that uses `import.meta` stops the build: it would look beside the bundle for what is not there. */
const ownLocations = {
  name: 'own-locations',
  setup(esbuild) {
    esbuild.onLoad({ filter: /\.tsx?$/ }, async ({ path }) => {
      const file = relative(root, path);
      if (PACKAGE.test(file)) return undefined;
      const text = await readFile(path, 'utf8');
      if (text.includes('import.meta.') && !Object.hasOwn(BESIDE, file)) {
        return { errors: [{ text: `${file} uses import.meta, which in the bundle names <DIST_DIR>/server/, not ${dirname(file)}/: list what it reads beside itself in BESIDE (build/compiled.mjs).` }] };
      }
      return { contents: text, loader: path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

/**
 * Packages are bundled, and the CommonJS ones among them (express, pino, nodemailer…) `require`
 * Node's own modules, which an ES module has no `require` for: each file gets one.
 */
const REQUIRE = "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);";

/** What makes the bundle out of date, or null when it is not. */
function staleness() {
  let inputs;
  try {
    inputs = JSON.parse(readFileSync(join(outDir, INPUTS), 'utf8'));
  } catch {
    return 'no compiled server yet';
  }
  if (inputs.checkout !== checkout) return 'it was made from another checkout';
  const builtAt = statSync(join(outDir, INPUTS)).mtimeMs;
  // This file (how the bundle is made) and the lock files (which packages it carries) count too.
  for (const file of [relative(root, import.meta.filename), 'package-lock.json', ...inputs.files]) {
    const changed = statSync(join(root, file), { throwIfNoEntry: false });
    if (!changed) return `${file} is gone`;
    if (changed.mtimeMs > builtAt) return `${file} changed`;
  }
  return null;
}

/** Every file and folder under `folder` (a folder's time changes when a file is added or removed). */
function tree(folder) {
  return [folder, ...readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? tree(join(folder, entry.name)) : [join(folder, entry.name)]))];
}

/**
 * Source maps name each source by its path in the project, from dist/server/ of the checkout
 * (sourceRoot ../../), wherever DIST_DIR is: stack traces read the same in every copy and name no
 * folder of the machine. Their text is not included: it is in the checkout.
 */
function relativeSourceMaps(folder) {
  for (const name of readdirSync(folder).filter((file) => file.endsWith('.map'))) {
    const map = JSON.parse(readFileSync(join(folder, name), 'utf8'));
    map.sourceRoot = '../../';
    map.sources = map.sources.map((source) => relative(root, resolve(folder, source)));
    writeFileSync(join(folder, name), JSON.stringify(map));
  }
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
      entryPoints: COMMANDS,
      outdir: fresh,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      // A package without `exports` gives its ES module build where it has one: the password dictionaries,
      // imported lazily, are chunks of their own, and a CommonJS module there came back with only `default`.
      mainFields: ['module', 'main'],
      sourcemap: 'linked',
      sourcesContent: false,
      banner: { js: REQUIRE },
      metafile: true,
      logLevel: 'warning',
      plugins: [ownLocations],
    });
    // Only Node's own modules may stay outside: a copy of dist/ has no node_modules to find a package in.
    const outside = new Set(Object.values(result.metafile.outputs).flatMap((output) => output.imports.filter((used) => used.external && !isBuiltin(used.path)).map((used) => used.path)));
    if (outside.size) throw new Error(`The bundle would import ${[...outside].join(', ')} from outside itself.`);
    relativeSourceMaps(fresh);
    const copied = Object.values(BESIDE).flat().flatMap(([from, to]) => {
      cpSync(join(root, from), join(fresh, to), { recursive: true });
      return tree(from);
    });
    // A package's files keep the times in its tarball; the lock files say when node_modules changed.
    const sources = Object.keys(result.metafile.inputs).filter((file) => !PACKAGE.test(file));
    const installed = existsSync(join(root, 'node_modules/.package-lock.json')) ? ['node_modules/.package-lock.json'] : [];
    writeFileSync(join(fresh, INPUTS), JSON.stringify({ checkout, files: [...sources, ...copied, ...installed] }, null, 1));
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
