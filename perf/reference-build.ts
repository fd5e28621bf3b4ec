import { execFileSync, execSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { root } from './build-output';

export interface ReferenceBuild {
  /** What the tables call it: the ref as given, or the folder's name. */
  label: string;
  /** The project folder its server runs from. */
  projectDir: string;
  /** Its built site (the server's WEB_ROOT). */
  clientDir: string;
  /** Removes what was made for it (its build, and the extracted tree of a git ref). */
  remove(): void;
}

/**
 * The audit's reference (AUDIT_REFERENCE): another checkout of the project (a folder), or a
 * commit of this repository (a branch, tag or hash, extracted with `git archive` into a temporary
 * folder that uses this checkout's packages). Either is built into a temporary DIST_DIR with its
 * own `npm run build`, so both builds are served the same way, each by its own server. Throws
 * a human error when `spec` is neither.
 */
export function prepareReference(spec: string): ReferenceBuild {
  const made: string[] = [];
  const remove = () => {
    for (const dir of made) rmSync(dir, { recursive: true, force: true });
  };
  try {
    let projectDir: string;
    if (existsSync(spec) && statSync(spec).isDirectory()) {
      projectDir = resolve(spec);
      if (!existsSync(join(projectDir, 'api/server.ts')) || !existsSync(join(projectDir, 'package.json'))) {
        throw new Error(`AUDIT_REFERENCE: ${projectDir} is not a checkout of this project (no api/server.ts or package.json).`);
      }
      if (!existsSync(join(projectDir, 'node_modules'))) throw new Error(`AUDIT_REFERENCE: ${projectDir} has no node_modules: run npm install there first.`);
    } else {
      const commit = gitCommit(spec);
      projectDir = mkdtempSync(join(tmpdir(), 'woundcare-reference-'));
      made.push(projectDir);
      execSync(`git archive --format=tar ${commit} | tar -x -C ${JSON.stringify(projectDir)}`, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
      symlinkSync(join(root, 'node_modules'), join(projectDir, 'node_modules'));
    }
    const distDir = mkdtempSync(join(tmpdir(), 'woundcare-reference-dist-'));
    made.push(distDir);
    console.log(`Building the reference (${spec}) into ${distDir}…`);
    execSync('npm run build', { cwd: projectDir, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DIST_DIR: distDir } });
    return { label: spec, projectDir, clientDir: join(distDir, 'client'), remove };
  } catch (error) {
    remove();
    throw error;
  }
}

function gitCommit(ref: string): string {
  // A ref, never an option: git would read "--output=…" as one.
  if (ref.startsWith('-')) throw new Error(`AUDIT_REFERENCE: "${ref}" is neither a folder nor a git ref of this repository.`);
  try {
    return execFileSync('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    throw new Error(`AUDIT_REFERENCE: "${ref}" is neither a folder nor a git ref of this repository.`);
  }
}
