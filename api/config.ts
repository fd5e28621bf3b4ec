import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isAgeRecipient, recipientProblem } from './backup/age-keys';
import type { BackupConfig } from './backup/automatic-backups';
import { isWithin } from './backup/real-path';
import { DEFAULT_BACKUP_KEEP } from './backup/backup-names';
import { DEFAULT_BOOKINGS_PER_ADDRESS_PER_DAY } from './bookings/address-quota';
import { provider } from '#contract';
import { DEFAULT_STAFF_ENROL_HOURS, DEFAULT_STAFF_IDLE_MINUTES } from '#contract/staff';
import { DEFAULT_DATA_MAX_MB } from './db/storage-ceiling';
import { DEFAULT_DOCUMENTS_MAX_MB } from './referrals/document.store';
import { DEFAULT_REFERRAL_MB_PER_ADDRESS_PER_DAY } from './referrals/byte-allowance';
import { LOG_LEVELS, type LogLevel } from './http/logging';
import { checkDatabaseUrl } from './pg/database-url';
import type { MailConfig } from './mail/mail-setup';
import { DEFAULT_RATE_LIMIT_PER_MINUTE } from './http/rate-limit';

export interface Config {
  port: number;
  /** The address to listen on (HOST): undefined for every address of the machine; `127.0.0.1` behind a proxy on the same machine. */
  host: string | undefined;
  dataDir: string;
  timeZone: string;
  /** POSTs per client address per minute; 0 turns the limit off. */
  rateLimitPerMinute: number;
  /** New bookings per client address per rolling 24 hours, both kinds together; 0 turns the cap off. */
  bookingsPerAddressPerDay: number;
  /** Number of reverse proxies in front of the server (Express "trust proxy"), false for none. */
  trustProxy: number | false;
  /** Seconds between SIGTERM and closing the listener, while /healthz answers 503 and requests are still served (docs/decisions/070). */
  drainSeconds: number;
  webRoot: string;
  logLevel: LogLevel;
  /** The data folder's ceiling in MiB: at it, bookings and inquiries are refused (507); 0 for none. */
  dataMaxMb: number;
  /** The referrals' documents' own ceiling in MiB, apart from `dataMaxMb`: at it, documents are refused (507) and referrals without them still taken; 0 for none. */
  documentsMaxMb: number;
  /** MiB of referral documents one client address may send in a rolling day; 0 for no cap. */
  referralMbPerAddressPerDay: number;
  /** The site's public origin ('https://www.example.com', no trailing slash): canonical links, the sitemap, structured data; https makes the staff cookies Secure and `__Host-` named. */
  publicUrl: string;
  /** Whether PUBLIC_URL was given: then the staff area accepts changes from its origin only, never one built from `Host`. */
  publicUrlSet: boolean;
  /** Minutes without a request after which a staff session ends. */
  staffIdleMinutes: number;
  /** Hours an account may wait for its first sign-in (enrolment) after its password was set; then it needs `reset-password`. */
  staffEnrolHours: number;
  /** The server's secret (APP_SECRET); undefined to use the one generated into the data folder. */
  appSecret: string | undefined;
  /** DATABASE_URL, for the commands that already work with PostgreSQL (backup, restore); the server refuses it (docs/decisions/072). */
  databaseUrl?: string;
  /** Months inquiries are kept after they arrive and bookings after their visit; then the server deletes them. */
  retentionMonths: number;
  mail: MailConfig;
  /** Automatic daily backups, or undefined when BACKUP_DIR and BACKUP_RECIPIENT are unset. */
  backup: BackupConfig | undefined;
}

export const DEFAULT_REMINDER_LEAD_HOURS = 24;

/**
 * The site's build beside the server's: compiled, the server runs from <dist>/server/ (every bundle
 * and chunk sits there, build/compiled.mjs), so a dist/ copied anywhere serves its own <dist>/client;
 * from the sources (npm run dev, the tests) it is the checkout's dist/client. docs/decisions/043.
 */
const DEFAULT_WEB_ROOT = fileURLToPath(new URL(import.meta.url.endsWith('.ts') ? '../dist/client' : '../client', import.meta.url));

/** `databaseUrl`: the caller works with PostgreSQL already (npm run backup/restore), so DATABASE_URL is read, not refused. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, { databaseUrl = false }: { databaseUrl?: boolean } = {}): Config {
  const port = integer(env.PORT, 3000, 'PORT');
  const dataDir = resolve(env.DATA_DIR || './data');
  const trustProxy = env.TRUST_PROXY ? integer(env.TRUST_PROXY, 0, 'TRUST_PROXY') || false : false;
  if (!databaseUrl) refuseDatabaseUrl(env.DATABASE_URL);
  else if (env.DATABASE_URL) checkDatabaseUrl(env.DATABASE_URL);
  return {
    ...(databaseUrl && env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    port,
    host: listenHost(env.HOST),
    dataDir,
    timeZone: checkedTimeZone(env.CLINIC_TZ || provider.timeZone),
    rateLimitPerMinute: integer(env.RATE_LIMIT_PER_MINUTE, DEFAULT_RATE_LIMIT_PER_MINUTE, 'RATE_LIMIT_PER_MINUTE'),
    bookingsPerAddressPerDay: integer(env.BOOKINGS_PER_ADDRESS_PER_DAY, DEFAULT_BOOKINGS_PER_ADDRESS_PER_DAY, 'BOOKINGS_PER_ADDRESS_PER_DAY'),
    trustProxy,
    drainSeconds: drainSeconds(env.DRAIN_SECONDS, trustProxy),
    webRoot: env.WEB_ROOT ? resolve(env.WEB_ROOT) : DEFAULT_WEB_ROOT,
    logLevel: logLevel(env.LOG_LEVEL),
    dataMaxMb: integer(env.DATA_MAX_MB, DEFAULT_DATA_MAX_MB, 'DATA_MAX_MB'),
    documentsMaxMb: integer(env.DOCUMENTS_MAX_MB, DEFAULT_DOCUMENTS_MAX_MB, 'DOCUMENTS_MAX_MB'),
    referralMbPerAddressPerDay: integer(env.REFERRAL_MB_PER_ADDRESS_PER_DAY, DEFAULT_REFERRAL_MB_PER_ADDRESS_PER_DAY, 'REFERRAL_MB_PER_ADDRESS_PER_DAY'),
    publicUrl: publicOrigin(env.PUBLIC_URL, port),
    publicUrlSet: Boolean(env.PUBLIC_URL),
    staffIdleMinutes: idleMinutes(env.STAFF_IDLE_MINUTES),
    staffEnrolHours: enrolHours(env.STAFF_ENROL_HOURS),
    appSecret: env.APP_SECRET || undefined,
    retentionMonths: retentionMonths(env.RETENTION_MONTHS),
    mail: {
      smtpUrl: smtpUrl(env.SMTP_URL),
      from: mailbox(env.MAIL_FROM, `"${provider.brandName}" <${provider.email}>`, 'MAIL_FROM'),
      staffEmail: mailbox(env.STAFF_EMAIL, provider.email, 'STAFF_EMAIL'),
      reminderLeadHours: hours(env.REMINDER_LEAD_HOURS, DEFAULT_REMINDER_LEAD_HOURS, 'REMINDER_LEAD_HOURS'),
    },
    backup: backup(env, dataDir),
  };
}

function backup(env: NodeJS.ProcessEnv, dataDir: string): BackupConfig | undefined {
  const keep = integer(env.BACKUP_KEEP, DEFAULT_BACKUP_KEEP, 'BACKUP_KEEP');
  if (keep < 1) throw new Error(`BACKUP_KEEP must be a whole number of at least 1, got "${env.BACKUP_KEEP}".`);
  const { BACKUP_DIR: folder, BACKUP_RECIPIENT: recipient } = env;
  if (!folder && !recipient) return undefined;
  if (!folder || !recipient) {
    throw new Error(`BACKUP_DIR and BACKUP_RECIPIENT go together: set both for automatic backups (a folder, and the age public key they are encrypted to), or neither. Only ${folder ? 'BACKUP_DIR' : 'BACKUP_RECIPIENT'} is set.`);
  }
  if (!isAgeRecipient(recipient.trim())) throw new Error(`BACKUP_RECIPIENT: ${recipientProblem(recipient)}`);
  const dir = resolve(folder);
  // Where the links lead: a BACKUP_DIR linked into the data folder is in it.
  if (isWithin(dataDir, dir)) {
    throw new Error(`BACKUP_DIR (${dir}) must be outside the data folder (${dataDir}): each backup would hold the ones before it.`);
  }
  return { dir, recipient: recipient.trim(), keep };
}

/** Longer than a load balancer's health interval (deploy/Caddyfile checks every 2 s), so it has seen the 503 before the listener closes. */
export const DEFAULT_DRAIN_SECONDS = 5;
const MAX_DRAIN_SECONDS = 120;

/** Behind a proxy, the default drain; with none in front, nobody reads /healthz to route around the server, so no wait. */
function drainSeconds(value: string | undefined, trustProxy: number | false): number {
  const fallback = trustProxy ? DEFAULT_DRAIN_SECONDS : 0;
  if (value === undefined || value === '') return fallback;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds < 0 || seconds > MAX_DRAIN_SECONDS) {
    throw new Error(`DRAIN_SECONDS must be a number of seconds from 0 to ${MAX_DRAIN_SECONDS} (fractions allowed), got "${value}".`);
  }
  return seconds;
}

/**
 * PostgreSQL mode is being built (api/pg/): until every store has its PostgreSQL side, a server given
 * DATABASE_URL would keep its data in DATA_DIR while its operator believes it is in the database.
 * So it refuses to start, and says why (docs/decisions/072).
 */
function refuseDatabaseUrl(value: string | undefined): void {
  if (!value) return;
  checkDatabaseUrl(value);
  throw new Error('DATABASE_URL is set, but this version cannot keep its data in PostgreSQL yet: it keeps everything in DATA_DIR. Unset DATABASE_URL to start on the data folder.');
}

/** An IP address (`127.0.0.1`, `::1`, `10.0.0.5`) or a host name this machine has (`localhost`). */
function listenHost(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const host = value.trim().replace(/^\[(.*)\]$/, '$1');
  if (isIP(host) || /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i.test(host)) return host;
  throw new Error(`HOST must be an address of this machine to listen on, such as 127.0.0.1 (behind a proxy on this machine) or ::1, got "${value}".`);
}

/** Longest idle time allowed: a working day's absolute limit (12 hours) makes anything longer meaningless. */
const MAX_IDLE_MINUTES = 12 * 60;

function idleMinutes(value: string | undefined): number {
  const minutes = integer(value, DEFAULT_STAFF_IDLE_MINUTES, 'STAFF_IDLE_MINUTES');
  if (minutes < 1 || minutes > MAX_IDLE_MINUTES) throw new Error(`STAFF_IDLE_MINUTES must be between 1 and ${MAX_IDLE_MINUTES}, got "${value}".`);
  return minutes;
}

/** Ten years at most: anything longer is not a retention period but a promise never to delete. */
const MAX_RETENTION_MONTHS = 120;

function retentionMonths(value: string | undefined): number {
  const months = integer(value, provider.privacy.retentionMonths, 'RETENTION_MONTHS');
  if (months < 1 || months > MAX_RETENTION_MONTHS) throw new Error(`RETENTION_MONTHS must be between 1 and ${MAX_RETENTION_MONTHS}, got "${value}".`);
  return months;
}

/** A week at most: an admin-issued password that nobody used for longer is better issued again. */
const MAX_ENROL_HOURS = 7 * 24;

function enrolHours(value: string | undefined): number {
  const hoursGiven = integer(value, DEFAULT_STAFF_ENROL_HOURS, 'STAFF_ENROL_HOURS');
  if (hoursGiven < 1 || hoursGiven > MAX_ENROL_HOURS) throw new Error(`STAFF_ENROL_HOURS must be a whole number of hours from 1 to ${MAX_ENROL_HOURS}, got "${value}".`);
  return hoursGiven;
}

/** PUBLIC_URL as an origin: http(s), a host, no path, query, fragment or credentials; `http://localhost:$PORT` when unset. */
function publicOrigin(value: string | undefined, port: number): string {
  if (!value) return `http://localhost:${port}`;
  const problem = `PUBLIC_URL must be the site's address as visitors type it, http:// or https:// and a host with no path (e.g. https://www.example.com), got "${value}".`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(problem);
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password && !/[?#]/.test(value);
  if (!['http:', 'https:'].includes(url.protocol) || !bare) throw new Error(problem);
  return url.origin;
}

function smtpUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let protocol: string;
  try {
    protocol = new URL(value).protocol;
  } catch {
    // Never echoed: the URL carries the mail account's password.
    throw new Error('SMTP_URL must be a URL such as smtps://user:password@mail.example.org:465 (special characters in the password percent-encoded).');
  }
  if (protocol !== 'smtp:' && protocol !== 'smtps:') throw new Error(`SMTP_URL must start with smtp:// or smtps://, not ${protocol}//.`);
  return value;
}

/** An address, or a display name with one: `care@example.org` or `"Clinic" <care@example.org>`. */
function mailbox(value: string | undefined, fallback: string, name: string): string {
  if (!value) return fallback;
  const address = /<([^<>]+)>\s*$/.exec(value)?.[1] ?? value;
  if (!/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(address.trim())) throw new Error(`${name} must be an e-mail address (e.g. care@example.org), got "${value}".`);
  return value.trim();
}

function hours(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0 || number > 24 * 14) throw new Error(`${name} must be a number of hours from 0 to 336 (fractions allowed), got "${value}".`);
  return number;
}

function logLevel(value: string | undefined): LogLevel {
  if (!value) return 'info';
  const level = value.toLowerCase() as LogLevel;
  if (!LOG_LEVELS.includes(level)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${value}".`);
  return level;
}

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) throw new Error(`${name} must be a whole number, got "${value}".`);
  return number;
}

function checkedTimeZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
  } catch {
    throw new Error(`CLINIC_TZ "${timeZone}" is not a time zone this system knows (e.g. America/New_York).`);
  }
  return timeZone;
}
