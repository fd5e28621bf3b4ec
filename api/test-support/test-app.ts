import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { Logger } from 'pino';
import { createApp } from '../app';
import { provider } from '../contract';
import type { ErrorLogger } from '../http/errors';
import { StorageCeiling } from '../db/storage-ceiling';
import { AppSecret } from '../secrets/app-secret';
import { StaffSessions } from '../staff/sessions';
import { flushStores, openStores, type Stores } from '../stores';
import { removeDir, tempDataDir } from './temp-dir';
import { type TestClock, testClock } from './test-clock';

export interface TestApp {
  /** `http://127.0.0.1:<port>`, with no trailing slash. */
  url: string;
  dataDir: string;
  clock: TestClock;
  stores: Stores;
  secret: AppSecret;
  /** The app's signed-in staff, to end an account's sessions as the account socket does. */
  staffSessions: StaffSessions;
  /** What the app logged as a server error (unless a `logger` was given); a test that expects none checks it stays empty. */
  serverErrors: object[];
  /** Stops listening and waits until every write is on disk; the data folder stays. */
  close(): Promise<void>;
  /** Closes, then opens new stores and a new app on the same folder and clock. */
  restart(): Promise<TestApp>;
  /** Closes and deletes the data folder. */
  destroy(): Promise<void>;
}

export interface TestAppOptions {
  /** The injected clock's start, an ISO instant; or a clock to share. */
  now?: string | TestClock;
  timeZone?: string;
  /** Reuse a folder (restart tests); a fresh temp folder otherwise. */
  dataDir?: string;
  webRoot?: string;
  /** The data folder's ceiling in MiB (fractions for tests); none when absent. */
  dataMaxMb?: number;
  /**
   * New bookings per client address per day; off (0) unless a test sets it, as suites book many
   * slots from 127.0.0.1. `'default'` leaves it to createApp, for tests of its default.
   */
  bookingsPerAddressPerDay?: number | 'default';
  /** POSTs per client address per minute; off (0) unless a test sets it, as suites post far more than a person. `'default'` as above. */
  rateLimitPerMinute?: number | 'default';
  /** Proxies to trust, so a test can send bookings from several addresses with X-Forwarded-For. */
  trustProxy?: number;
  /** A pino logger (see captured-logger.ts) for the request lines and server errors; `serverErrors` then stays empty. */
  logger?: Logger;
  /** PUBLIC_URL; https makes the staff cookies Secure and `__Host-` named. */
  publicUrl?: string;
  staffIdleMinutes?: number;
}

/** A fixed secret, so a restarted test app opens what it sealed before. */
export const TEST_SECRET = 'test-secret-for-woundcare-tests-only-0123456789';

/** A Monday at noon in New York, far from any daylight-saving change. */
export const DEFAULT_NOW = '2026-06-08T16:00:00Z';
/** The Tuesday after DEFAULT_NOW: it holds free slots of both kinds. */
export const SLOT_DATE = '2026-06-09';

/** Builds the real app with createApp on a temp data folder and listens on a free port. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = options.dataDir ?? (await tempDataDir());
  const clock = typeof options.now === 'object' ? options.now : testClock(options.now ?? DEFAULT_NOW);
  const timeZone = options.timeZone ?? provider.timeZone;
  const stores = await openStores(dataDir);
  const serverErrors: object[] = [];
  const errorLogger: ErrorLogger = { error: (details) => void serverErrors.push(details) };
  const storage = options.dataMaxMb === undefined ? undefined : await StorageCeiling.open(dataDir, options.dataMaxMb);
  const { webRoot, trustProxy, logger = errorLogger, rateLimitPerMinute = 0, bookingsPerAddressPerDay = 0 } = options;
  const secret = AppSecret.fromString(TEST_SECRET);
  const staffSessions = new StaffSessions(clock, options.staffIdleMinutes);
  const app = createApp({
    secret,
    publicUrl: options.publicUrl,
    staffSessions,
    stores,
    clock,
    timeZone,
    webRoot,
    logger,
    trustProxy,
    dataDir,
    storage,
    ...(rateLimitPerMinute === 'default' ? {} : { rateLimitPerMinute }),
    ...(bookingsPerAddressPerDay === 'default' ? {} : { bookingsPerAddressPerDay }),
  });
  const server = await listen(app);
  const { port } = server.address() as AddressInfo;

  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await new Promise<void>((resolve, reject) => {
      server.close((error) => (error ? reject(error) : resolve()));
      server.closeAllConnections();
    });
    await flushStores(stores);
  };

  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    clock,
    stores,
    secret,
    staffSessions,
    serverErrors,
    close,
    restart: async () => {
      await close();
      return startTestApp({ ...options, now: clock, dataDir });
    },
    destroy: async () => {
      await close();
      await removeDir(dataDir);
    },
  };
}

function listen(app: ReturnType<typeof createApp>): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(0, '127.0.0.1', (error?: Error) => (error ? reject(error) : resolve(server)));
  });
}
