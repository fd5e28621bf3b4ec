import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { root } from './build-output';

export interface ChildServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Runs a TypeScript server file in its own Node process from the project folder `cwd` (a
 * reference's, or this one), waits until `readyPath` answers, and stops it with SIGTERM. A
 * benchmark's client then never shares a CPU thread with the server it measures.
 */
export async function startChildServer(file: string, port: number, env: Record<string, string>, { readyPath = '/', cwd = root } = {}): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', file], { cwd, env: { ...process.env, NODE_ENV: 'production', PORT: String(port), ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  const exited = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  for (const deadline = Date.now() + 60_000; ; await new Promise((done) => setTimeout(done, 200))) {
    if (child.exitCode !== null) throw new Error(`${file} exited with code ${child.exitCode} before answering`);
    const response = await fetch(url + readyPath).catch(() => undefined);
    await response?.arrayBuffer();
    if (response?.ok) return { url, stop };
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${file} did not answer ${readyPath} on port ${port} within 60 s`);
    }
  }
}
