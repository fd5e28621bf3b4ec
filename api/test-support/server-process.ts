import { type ChildProcess, spawn } from 'node:child_process';
import { compiledArgs, projectRoot } from './compiled';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far (its JSON log lines). */
  output(): string;
  /** Resolves once the output holds a match for `pattern` (at once if it already does). */
  outputMatching(pattern: RegExp): Promise<void>;
  /** Sends `signal` and resolves once the process has gone. */
  stop(signal: NodeJS.Signals): Promise<void>;
}

/**
 * Runs the real server, compiled as `npm start` runs it, in its own Node process on a free port.
 * The bundle itself is started, not `npm start`, so the process we signal is the server, not a
 * launcher whose child would outlive a SIGKILL.
 */
export async function startServerProcess(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const child = spawn(process.execPath, compiledArgs('server'), {
    cwd: projectRoot,
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      RATE_LIMIT_PER_MINUTE: '0',
      BOOKINGS_PER_ADDRESS_PER_DAY: '0',
      LOG_LEVEL: 'info',
      // A test that is about the drain sets it; the rest stop at once.
      DRAIN_SECONDS: '0',
      WEB_ROOT: `${dataDir}/no-web-build`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  const waiters: { pattern: RegExp; found: () => void }[] = [];
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`server did not start in 20 s:\n${output}`)), 20_000);
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(error);
    };
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      for (const waiter of waiters.filter(({ pattern }) => pattern.test(output))) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.found();
      }
      const port = /http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${port}`);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => fail(new Error(`server exited with ${code} before listening:\n${output}`)));
  });
  return {
    url,
    child,
    output: () => output,
    outputMatching: (pattern) => (pattern.test(output) ? Promise.resolve() : new Promise((found) => waiters.push({ pattern, found }))),
    stop: async (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
