import { execFileSync, execSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './build-output';

export interface ReferenceBuild {
  /** The ref as given, for the tables. */
  label: string;
  /** The project folder its server runs from. */
  projectDir: string;
  /** Its built site (the server's WEB_ROOT), when it was built. */
  clientDir: string;
  /** Removes its tree and its build. */
  remove(): void;
}

/**
 * A commit of this repository to measure beside this checkout (AUDIT_REFERENCE, BENCH_REFERENCE):
 * extracted with `git archive` into a temporary folder that uses this checkout's packages, and
 * with `build`, built there by its own `npm run build`, so both builds are made and served alike.
 * Throws a human error when `ref` is not a commit of this repository.
 */
export function prepareReference(ref: string, { build }: { build: boolean }): ReferenceBuild {
  const commit = gitCommit(ref);
  const projectDir = mkdtempSync(join(tmpdir(), 'woundcare-reference-'));
  const remove = () => rmSync(projectDir, { recursive: true, force: true });
  try {
    execSync(`git archive --format=tar ${commit} | tar -x -C ${JSON.stringify(projectDir)}`, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    symlinkSync(join(root, 'node_modules'), join(projectDir, 'node_modules'));
    if (build) {
      console.log(`Building the reference (${ref}) in ${projectDir}…`);
      execSync('npm run build', { cwd: projectDir, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DIST_DIR: 'dist' } });
    }
    return { label: ref, projectDir, clientDir: join(projectDir, 'dist/client'), remove };
  } catch (error) {
    remove();
    throw error;
  }
}

function gitCommit(ref: string): string {
  const notARef = new Error(`"${ref}" is not a git ref of this repository (a branch, tag or commit).`);
  // A ref, never an option: git would read "--output=…" as one.
  if (ref.startsWith('-')) throw notARef;
  try {
    return execFileSync('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    throw notARef;
  }
}
