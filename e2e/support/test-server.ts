import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, cpSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { compiledArgs } from '../../api/test-support/compiled';

/** The production build the browser tests run against. */
const BUILD = resolve(process.env.DIST_DIR || 'dist', 'client');

/**
 * A server of the project's own, on a port and data folder of the test's: it can be stopped,
 * as a facility's Wi-Fi drops, and started again on the same data.
 */
export class TestServer {
  private child: ChildProcess | null = null;
  readonly origin: string;

  constructor(
    readonly port: number,
    readonly dataDir: string,
    /** More settings for this server, e.g. SMTP_URL for a mail server of the test's. */
    private readonly env: Record<string, string> = {},
  ) {
    this.origin = `http://localhost:${port}`;
  }

  get running(): boolean {
    return this.child !== null;
  }

  async start(webRoot = BUILD): Promise<void> {
    if (this.child) throw new Error('server already running');
    if (await fetch(this.origin).then(() => true, () => false)) throw new Error(`port ${this.port} is already in use`);
    // The compiled server itself (not a launcher), as npm start runs it, so SIGTERM reaches the server.
    const child = spawn(process.execPath, compiledArgs('server'), {
      env: { ...process.env, PORT: String(this.port), WEB_ROOT: webRoot, DATA_DIR: this.dataDir, RATE_LIMIT_PER_MINUTE: '0', BOOKINGS_PER_ADDRESS_PER_DAY: '0', LOG_LEVEL: 'warn', ...this.env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    let exited: number | null = null;
    child.on('exit', (code) => (exited = code ?? -1));
    for (let tries = 0; tries < 150; tries++) {
      if (exited !== null) throw new Error(`server exited with ${exited}`);
      if (await fetch(`${this.origin}/api/consultation/slots`).then((r) => r.ok, () => false)) {
        this.child = child;
        return;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    child.kill('SIGKILL');
    throw new Error('server did not start');
  }

  stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    return new Promise((done) => {
      if (!child || child.exitCode !== null) return done();
      child.on('exit', () => done());
      child.kill('SIGTERM');
    });
  }

  /** Records in one collection file of this server's data folder. */
  records<T = Record<string, unknown>>(collection: string): T[] {
    return recordsIn<T>(this.dataDir, collection);
  }
}

export function recordsIn<T = Record<string, unknown>>(dataDir: string, collection: string): T[] {
  try {
    return (JSON.parse(readFileSync(join(dataDir, `${collection}.json`), 'utf8')) as { records: T[] }).records;
  } catch {
    return [];
  }
}

/** The mark on a message a test sends the page's service worker; only a second build answers it. */
export const BUILD_QUESTION = 'which-build';

/**
 * A second build of the site, as any redeploy produces: the same files with a changed service
 * worker, which answers a message marked BUILD_QUESTION with 'second', at once (the first build
 * does not know the mark).
 */
export function makeSecondBuild(folder: string): string {
  const second = join(folder, 'second-build');
  cpSync(BUILD, second, { recursive: true });
  appendFileSync(
    join(second, 'sw.js'),
    `\n// second build\nself.addEventListener('message', (event) => { if (event.data?.question === '${BUILD_QUESTION}') event.ports[0]?.postMessage('second'); });\n`,
  );
  for (const stale of ['sw.js.br', 'sw.js.gz']) rmSync(join(second, stale), { force: true });
  return second;
}

/**
 * Runs in the page: which build's worker controls it. The question rides on a message every build
 * answers on the same port, after an outbox operation ('seen' of nothing): a second build answers
 * 'second' at once, before that, so the first answer on the port tells which. One port, so its
 * answers come in the order they were sent (across two ports WebKit may swap them).
 */
export async function controllingBuild(question: string): Promise<string> {
  const worker = navigator.serviceWorker.controller;
  if (!worker) return 'none';
  return new Promise<string>((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = (event: MessageEvent) => resolve(event.data === 'second' ? 'second' : 'first');
    worker.postMessage({ type: 'outbox:seen', ids: [], question }, [port2]);
  });
}
