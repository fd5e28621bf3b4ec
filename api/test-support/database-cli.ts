import { spawn } from 'node:child_process';
import { type CompiledCommand, compiledArgs, projectRoot } from './compiled';
import type { CliRun } from './staff-cli';

/**
 * A command (`npm run staff|migrate-data -- <args>`, compiled as npm runs it) with DATABASE_URL and
 * whatever else `env` gives, `input` piped to it; no APP_SECRET or DATABASE_URL inherited from the
 * test's own environment.
 */
export function databaseCli(command: CompiledCommand, args: string[], env: Record<string, string>, input = ''): Promise<CliRun> {
  return new Promise((resolve) => {
    const { APP_SECRET: _secret, DATABASE_URL: _url, ...inherited } = process.env;
    const child = spawn(process.execPath, compiledArgs(command, args), { cwd: projectRoot, env: { ...inherited, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}
