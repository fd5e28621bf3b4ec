import { spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { generateIdentity, identityToRecipient } from 'age-encryption';
import type { CliRun } from './staff-cli';
import { compiledArgs, projectRoot } from './compiled';

/**
 * `npm run backup -- <args>` or `npm run restore -- <args>` as a child process (compiled, as npm
 * runs it), `input` piped to it; APP_SECRET only when `env` gives it.
 */
export function backupScript(script: 'backup' | 'restore', dataDir: string, args: string[], input = '', env: Record<string, string> = {}): Promise<CliRun> {
  return new Promise((resolve) => {
    const { APP_SECRET: _unset, ...inherited } = process.env;
    const child = spawn(process.execPath, compiledArgs(script, args), { cwd: projectRoot, env: { ...inherited, DATA_DIR: dataDir, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

/** The command in a real terminal (util-linux `script` gives it a pseudo-terminal), typing each answer once its prompt shows. */
export function backupScriptInTerminal(script: 'backup' | 'restore', dataDir: string, args: string[], answers: string[]): Promise<CliRun> {
  return new Promise((resolve) => {
    const command = [process.execPath, ...compiledArgs(script, args)].join(' ');
    const child = spawn('script', ['-qec', command, '/dev/null'], { cwd: projectRoot, env: { ...process.env, DATA_DIR: dataDir } });
    let stdout = '';
    let prompts = 0;
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const shown = (stdout.match(/Passphrase: |The same passphrase again: /g) ?? []).length;
      while (prompts < shown && prompts < answers.length) child.stdin.write(`${answers[prompts++]}\r`);
    });
    child.on('close', (code) => resolve({ code, stdout, stderr: '' }));
  });
}

/** A new age key pair, as `age-keygen` makes one: the key file's text and its public key. */
export async function ageKeyPair(): Promise<{ identity: string; recipient: string; keyFile: string }> {
  const identity = await generateIdentity();
  const recipient = await identityToRecipient(identity);
  return { identity, recipient, keyFile: `# created: ${new Date().toISOString()}\n# public key: ${recipient}\n${identity}\n` };
}

/** A folder's entries, or null when it does not exist: what a refused restore must leave. */
export const entriesOf = (folder: string): Promise<string[] | null> => readdir(folder).catch(() => null);
