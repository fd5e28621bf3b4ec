import { spawn } from 'node:child_process';
import { afterEach } from 'vitest';
import { STAFF_API } from '#contract/staff';
import { compiledArgs, projectRoot } from './compiled';
import { startServerProcess, type ServerProcess } from './server-process';
import { STAFF_PASSWORD, totpAt } from './staff';
import { removeDir, tempDataDir } from './temp-dir';

export { projectRoot } from './compiled';

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Fresh data folders, and servers running on them, for one test each: after the test the servers
 * stop, then the folders go. Call once at a test file's top level.
 */
export function cleanupAfterEach() {
  const steps: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const step of steps.splice(0).reverse()) await step();
  });
  const dataFolder = async () => {
    const dataDir = await tempDataDir('staff-cli');
    steps.push(() => removeDir(dataDir));
    return dataDir;
  };
  /** A data folder with the real server running on it, stopped after the test; `prepare` fills the folder before the start. */
  const running = async (prepare?: (dataDir: string) => Promise<void>): Promise<{ dataDir: string; server: ServerProcess }> => {
    const dataDir = await dataFolder();
    await prepare?.(dataDir);
    const server = await startServerProcess(dataDir);
    steps.push(() => server.stop('SIGTERM'));
    return { dataDir, server };
  };
  return { dataFolder, running };
}

function collect(child: ReturnType<typeof spawn>, resolve: (run: CliRun) => void, onStdout?: (text: string) => void) {
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    onStdout?.(stdout);
  });
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.on('close', (code) => resolve({ code, stdout, stderr }));
}

/** The real command line, compiled as `npm run staff --` runs it, with `input` piped to it. */
export function staffCli(dataDir: string, args: string[], input = ''): Promise<CliRun> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, compiledArgs('staff', args), { cwd: projectRoot, env: { ...process.env, DATA_DIR: dataDir } });
    collect(child, resolve);
    child.stdin.end(input);
  });
}

/** `npm run staff -- <args>` itself, through npm. */
export function staffThroughNpm(dataDir: string, args: string[]): Promise<CliRun> {
  return new Promise((resolve) => {
    collect(spawn('npm', ['run', '--silent', 'staff', '--', ...args], { cwd: projectRoot, env: { ...process.env, DATA_DIR: dataDir } }), resolve);
  });
}

/** The command line in a real terminal (util-linux `script` gives it a pseudo-terminal), typing each answer once its prompt shows. */
export function staffCliInTerminal(dataDir: string, args: string[], answers: string[]): Promise<CliRun> {
  return new Promise((resolve) => {
    const command = [process.execPath, ...compiledArgs('staff', args)].join(' ');
    const child = spawn('script', ['-qec', command, '/dev/null'], { cwd: projectRoot, env: { ...process.env, DATA_DIR: dataDir } });
    let prompts = 0;
    collect(child, resolve, (stdout) => {
      const shown = (stdout.match(/Password for .+?: |The same password again: /g) ?? []).length;
      while (prompts < shown && prompts < answers.length) child.stdin.write(`${answers[prompts++]}\r`);
    });
  });
}

export const addStaff = (dataDir: string, username: string, password = STAFF_PASSWORD) => staffCli(dataDir, ['add', username, '--password-stdin'], `${password}\n`);

/** Signs in against a real server with a real authenticator code; returns the session cookie. */
export async function signInFully(url: string, username: string, password: string): Promise<string> {
  const first = await fetch(url + STAFF_API.signIn, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: url }, body: JSON.stringify({ username, password }) });
  const { secret } = (await first.json()) as { secret: string };
  const pending = first.headers.getSetCookie()[0]!.split(';')[0]!;
  const code = await fetch(url + STAFF_API.signInCode, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: url, Cookie: pending },
    body: JSON.stringify({ code: totpAt(secret, Date.now()) }),
  });
  return code.headers.getSetCookie().find((line) => line.startsWith('staff-session='))!.split(';')[0]!;
}

export const sessionStatus = async (url: string, cookie: string) => (await fetch(url + STAFF_API.session, { headers: { Cookie: cookie } })).status;
