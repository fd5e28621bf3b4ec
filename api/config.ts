import { resolve } from 'node:path';
import { DEFAULT_BOOKINGS_PER_ADDRESS_PER_DAY } from './bookings/address-quota';
import { provider } from './contract';
import { DEFAULT_STAFF_IDLE_MINUTES } from './contract/staff';
import { DEFAULT_DATA_MAX_MB } from './db/storage-ceiling';
import { LOG_LEVELS, type LogLevel } from './http/logging';
import { DEFAULT_RATE_LIMIT_PER_MINUTE } from './http/rate-limit';

export interface Config {
  port: number;
  dataDir: string;
  timeZone: string;
  /** POSTs per client address per minute; 0 turns the limit off. */
  rateLimitPerMinute: number;
  /** New bookings per client address per rolling 24 hours, both kinds together; 0 turns the cap off. */
  bookingsPerAddressPerDay: number;
  /** Number of reverse proxies in front of the server (Express "trust proxy"), false for none. */
  trustProxy: number | false;
  webRoot: string;
  logLevel: LogLevel;
  /** The data folder's ceiling in MiB: at it, bookings and inquiries are refused (507); 0 for none. */
  dataMaxMb: number;
  /** The site's public address; https makes the staff cookies Secure and `__Host-` named. */
  publicUrl: string;
  /** Minutes without a request after which a staff session ends. */
  staffIdleMinutes: number;
  /** The server's secret (APP_SECRET); undefined to use the one generated into the data folder. */
  appSecret: string | undefined;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = integer(env.PORT, 3000, 'PORT');
  return {
    port,
    dataDir: resolve(env.DATA_DIR || './data'),
    timeZone: checkedTimeZone(env.CLINIC_TZ || provider.timeZone),
    rateLimitPerMinute: integer(env.RATE_LIMIT_PER_MINUTE, DEFAULT_RATE_LIMIT_PER_MINUTE, 'RATE_LIMIT_PER_MINUTE'),
    bookingsPerAddressPerDay: integer(env.BOOKINGS_PER_ADDRESS_PER_DAY, DEFAULT_BOOKINGS_PER_ADDRESS_PER_DAY, 'BOOKINGS_PER_ADDRESS_PER_DAY'),
    trustProxy: env.TRUST_PROXY ? integer(env.TRUST_PROXY, 0, 'TRUST_PROXY') || false : false,
    webRoot: resolve(env.WEB_ROOT || './dist/client'),
    logLevel: logLevel(env.LOG_LEVEL),
    dataMaxMb: integer(env.DATA_MAX_MB, DEFAULT_DATA_MAX_MB, 'DATA_MAX_MB'),
    publicUrl: publicUrl(env.PUBLIC_URL, port),
    staffIdleMinutes: idleMinutes(env.STAFF_IDLE_MINUTES),
    appSecret: env.APP_SECRET || undefined,
  };
}

/** Longest idle time allowed: a working day's absolute limit (12 hours) makes anything longer meaningless. */
const MAX_IDLE_MINUTES = 12 * 60;

function idleMinutes(value: string | undefined): number {
  const minutes = integer(value, DEFAULT_STAFF_IDLE_MINUTES, 'STAFF_IDLE_MINUTES');
  if (minutes < 1 || minutes > MAX_IDLE_MINUTES) throw new Error(`STAFF_IDLE_MINUTES must be between 1 and ${MAX_IDLE_MINUTES}, got "${value}".`);
  return minutes;
}

function publicUrl(value: string | undefined, port: number): string {
  if (!value) return `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_URL must be a full address such as https://www.example.com, got "${value}".`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`PUBLIC_URL must start with https:// or http://, got "${value}".`);
  return url.origin;
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

export function checkedTimeZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
  } catch {
    throw new Error(`CLINIC_TZ "${timeZone}" is not a time zone this system knows (e.g. America/New_York).`);
  }
  return timeZone;
}
