import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import type { Logger } from 'pino';
import { type AppOptions, createApp } from '../app';
import type { BackupStatus } from '../backup/automatic-backups';
import { DEFAULT_REMINDER_LEAD_HOURS } from '../config';
import { provider } from '#contract';
import type { ServeCheck } from '../health/health.router';
import type { ErrorLogger } from '../http/errors';
import { StorageCeiling } from '../db/storage-ceiling';
import { createMailSender, type MailSetupOptions } from '../mail/mail-setup';
import type { MailSender } from '../mail/sender';
import { createDataLife, type DataLife } from '../retention/data-life.service';
import { AppSecret } from '../secrets/app-secret';
import type { StaffSessions } from '../sign-in/sessions';
import { memorySharedState, type SharedState } from '../shared-state';
import { flushStores, openStores, type Stores } from '../stores';
import type { ScryptCost } from '../users/password';
import { TEST_COST } from './staff';
import { removeDir, tempDataDir } from './temp-dir';
import { type TestClock, testClock } from './test-clock';

export interface TestApp {
  /** `http://127.0.0.1:<port>`, with no trailing slash. */
  url: string;
  /** PUBLIC_URL as the test set it, else `url`: the origin a browser of the site sends. */
  publicUrl: string;
  dataDir: string;
  clock: TestClock;
  stores: Stores;
  /** The server's secret (generated into the data folder, so it survives `restart()`). */
  secret: AppSecret;
  /** The mail sender, when the test asked for one (`mail`), started. */
  mail?: MailSender;
  /** Retention and deletion, as the server runs them (a test calls `purge()` after moving the clock). */
  life: DataLife;
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
  /** PUBLIC_URL; a fixed http example origin unless a test sets it (the app's own address is known only once it listens); https makes the staff cookies Secure and `__Host-` named. */
  publicUrl?: string;
  /** The data folder's ceiling in MiB (fractions for tests); none when absent. */
  dataMaxMb?: number;
  /** DOCUMENTS_MAX_MB (fractions for tests); the default when absent. */
  documentsMaxMb?: number;
  /** REFERRAL_MB_PER_ADDRESS_PER_DAY; off (0) unless a test sets it, as suites send many referrals from 127.0.0.1. */
  referralMbPerAddressPerDay?: number;
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
  staffIdleMinutes?: number;
  /** The state servers share (docs/decisions/073), made for this app's clock and secret; this process's memory when absent. */
  sharedState?: (clock: TestClock, secret: AppSecret) => SharedState;
  /** What GET /healthz checks, made for this app's clock; the data folder's check when absent. */
  canServe?: (clock: TestClock) => ServeCheck;
  /** RETENTION_MONTHS; the facts file's by default. */
  retentionMonths?: number;
  /** STAFF_ENROL_HOURS; the default (72) when absent. */
  staffEnrolHours?: number;
  /** Starts a mail sender: SMTP_URL (a test's own smtp-server) or a transport; .eml files in the data folder otherwise. */
  mail?: TestMailOptions;
  /** The environment's part of the go-live list; an unset environment's when absent. */
  goLive?: AppOptions['goLive'];
  /** How the automatic backups stand, for GET /api/staff/backups; "not configured" when absent. */
  backups?: BackupStatus;
  /**
   * scrypt's cost for passwords changed on the account screen: TEST_COST, so suites do not spend a
   * third of a second a hash, unless a test sets one; `'default'` leaves it to createApp (OWASP's,
   * what every server uses: account.http.test.ts checks it once).
   */
  passwordCost?: ScryptCost | 'default';
}

export interface TestMailOptions {
  smtpUrl?: string;
  transport?: MailSetupOptions['transport'];
  staffEmail?: string;
  reminderLeadHours?: number;
  timing?: MailSetupOptions['timing'];
  /** Where the sender logs (ids, templates and codes); a test reads it to check nothing personal is there. */
  logger?: MailSetupOptions['logger'];
}

export const TEST_MAIL_FROM = '"Evergreen Mobile Wound Care" <care@evergreenwoundcare.com>';
export const TEST_STAFF_EMAIL = 'staff@evergreen.example';

/** A Monday at noon in New York, far from any daylight-saving change. */
const DEFAULT_NOW = '2026-06-08T16:00:00Z';
/** The Tuesday after DEFAULT_NOW: it holds free slots of both kinds. */
export const SLOT_DATE = '2026-06-09';

/** Builds the real app with createApp on a temp data folder and listens on a free port. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = options.dataDir ?? (await tempDataDir());
  const clock = typeof options.now === 'object' ? options.now : testClock(options.now ?? DEFAULT_NOW);
  const timeZone = options.timeZone ?? provider.timeZone;
  const secret = await AppSecret.load(dataDir);
  const stores = await openStores(dataDir, secret, clock.now());
  const serverErrors: object[] = [];
  const errorLogger: ErrorLogger = { error: (details) => void serverErrors.push(details) };
  const storage = options.dataMaxMb === undefined ? undefined : await StorageCeiling.open(dataDir, options.dataMaxMb, undefined, clock);
  const { webRoot, trustProxy, logger = errorLogger, rateLimitPerMinute = 0, bookingsPerAddressPerDay = 0 } = options;
  // Listening first, so the app (and every link it writes) knows its own address.
  const server = await listen();
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const publicUrl = options.publicUrl ?? url;
  const mail = options.mail && startMail(options.mail, { dataDir, stores, clock, timeZone, secret, publicUrl, errors: serverErrors });
  const sharedState = options.sharedState?.(clock, secret) ?? memorySharedState(clock, options.staffIdleMinutes);
  const staffSessions = sharedState.sessions;
  const life = createDataLife({ stores, dataDir, clock, timeZone, retentionMonths: options.retentionMonths ?? provider.privacy.retentionMonths, mail });
  await life.resume();
  const app = createApp({
    life,
    secret,
    sharedState,
    stores,
    clock,
    timeZone,
    webRoot,
    publicUrl,
    // As PUBLIC_URL unset: the app's own address, and the staff area accepts the origin the browser reached it at.
    publicUrlSet: options.publicUrl !== undefined,
    staffEnrolHours: options.staffEnrolHours,
    logger,
    trustProxy,
    dataDir,
    storage,
    ...(options.canServe ? { canServe: options.canServe(clock) } : {}),
    documentsMaxMb: options.documentsMaxMb,
    referralMbPerAddressPerDay: options.referralMbPerAddressPerDay ?? 0,
    ...(rateLimitPerMinute === 'default' ? {} : { rateLimitPerMinute }),
    ...(bookingsPerAddressPerDay === 'default' ? {} : { bookingsPerAddressPerDay }),
    mail,
    goLive: options.goLive,
    backups: options.backups,
    ...(options.passwordCost === 'default' ? {} : { passwordCost: options.passwordCost ?? TEST_COST }),
  });
  server.on('request', app);
  mail?.start();

  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await new Promise<void>((resolve, reject) => {
      server.close((error) => (error ? reject(error) : resolve()));
      server.closeAllConnections();
    });
    await mail?.stop();
    await life.stop();
    await flushStores(stores);
  };

  return {
    url,
    publicUrl,
    dataDir,
    clock,
    stores,
    secret,
    staffSessions,
    mail,
    life,
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

function listen(): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

type MailContext = Pick<MailSetupOptions, 'dataDir' | 'stores' | 'clock' | 'timeZone' | 'secret' | 'publicUrl'> & { errors: object[] };

/** The sender as server.ts builds it; what it logs as an error counts as a server error. */
function startMail(options: TestMailOptions, { errors, ...context }: MailContext): MailSender {
  const quiet = { info: () => undefined, warn: () => undefined, error: (details: object) => void errors.push(details) };
  return createMailSender({
    ...context,
    config: {
      smtpUrl: options.smtpUrl,
      from: TEST_MAIL_FROM,
      staffEmail: options.staffEmail ?? TEST_STAFF_EMAIL,
      reminderLeadHours: options.reminderLeadHours ?? DEFAULT_REMINDER_LEAD_HOURS,
    },
    logger: options.logger ?? quiet,
    transport: options.transport,
    timing: options.timing,
  });
}
