/**
 * Test support for the hardening tests: the real app on a temp data folder with any of
 * createApp's options (rate limit, proxy, logger), listening on a free port, plus a
 * logger whose JSON lines the test can read back.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { createApp, type AppOptions } from '../app';
import { provider } from '../contract';
import { flushStores, openStores, type Stores } from '../stores';
import { removeDir, tempDataDir } from '../test-support/temp-dir';
import { testClock } from '../test-support/test-clock';
import { createLogger } from './logging';

/** A Monday at noon in New York: Tuesday 2026-06-09 holds free slots of both kinds. */
export const NOW = '2026-06-08T16:00:00Z';
export const SLOT_DATE = '2026-06-09';

export interface Served {
  url: string;
  dataDir: string;
  stores: Stores;
  close(): Promise<void>;
}

export async function serve(options: Partial<AppOptions> & { dataDir?: string } = {}): Promise<Served> {
  const { dataDir: folder, ...appOptions } = options;
  const dataDir = folder ?? (await tempDataDir('hardening'));
  const stores = appOptions.stores ?? (await openStores(dataDir));
  const app = createApp({ clock: testClock(NOW), timeZone: provider.timeZone, ...appOptions, stores });
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(0, '127.0.0.1', (error?: Error) => (error ? reject(error) : resolve(listening)));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    stores,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await flushStores(stores).catch(() => undefined);
      if (!folder) await removeDir(dataDir);
    },
  };
}

/** A pino logger writing into memory; `lines()` parses what it wrote so far. */
export function capturedLogger() {
  let text = '';
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  const logger = createLogger({ level: 'info', destination });
  return {
    logger,
    text: () => text,
    lines: () =>
      text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
