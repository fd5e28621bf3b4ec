import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { root } from './build-output';

export interface ChildServer {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Runs a TypeScript server file in its own Node process (as production runs it), waits until
 * `readyPath` answers, and stops it with SIGTERM. `cwd`: the project folder it runs from (another
 * checkout's, for the audit's reference build). The benchmark client never shares a CPU
 * thread with the server it measures.
 */
export async function startChildServer(file: string, port: number, env: Record<string, string>, readyPath = '/', cwd = root): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', file], {
    cwd,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = once(child, 'exit');
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${file} exited with code ${child.exitCode} before answering`);
    try {
      const response = await fetch(url + readyPath);
      await response.arrayBuffer();
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${file} did not answer ${readyPath} on port ${port} within 60 s`);
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  return {
    url,
    process: child,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
