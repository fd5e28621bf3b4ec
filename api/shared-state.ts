import type { Store } from 'express-rate-limit';
import type { Sql } from 'postgres';
import type { Clock } from './clock';
import { PgRateLimitStore } from './http/rate-limit.pg';
import type { AppSecret } from './secrets/app-secret';
import type { PendingSignIns } from './sign-in/pending-sign-ins';
import { MemoryPendingSignIns } from './sign-in/pending-sign-ins.memory';
import { PgPendingSignIns } from './sign-in/pending-sign-ins.pg';
import type { StaffSessions } from './sign-in/sessions';
import { MemoryStaffSessions } from './sign-in/sessions.memory';
import { PgStaffSessions } from './sign-in/sessions.pg';
import type { SignInThrottle } from './sign-in/sign-in-throttle';
import { MemorySignInThrottle } from './sign-in/sign-in-throttle.memory';
import { PgSignInThrottle } from './sign-in/sign-in-throttle.pg';
import { enrolmentSecret } from './sign-in/totp';

/** The state every server of a database must share (docs/decisions/073), chosen once by the composition root. */
export interface SharedState {
  sessions: StaffSessions;
  pending: PendingSignIns;
  throttle: SignInThrottle;
  /** The POST rate limit's counts; express-rate-limit's own memory store when absent. */
  rateLimitStore?: Store;
}

/** One server on its data folder: everything in this process's memory, as before PostgreSQL mode. */
export function memorySharedState(clock: Clock, staffIdleMinutes?: number): SharedState {
  return { sessions: new MemoryStaffSessions(clock, staffIdleMinutes), pending: new MemoryPendingSignIns(clock), throttle: new MemorySignInThrottle(clock) };
}

/** Servers of one database: everything in its tables (api/pg/migrations/002-shared-state.sql), which `migrate` has made. */
export function databaseSharedState(sql: Sql, clock: Clock, secret: AppSecret, staffIdleMinutes?: number): SharedState {
  const enrolKey = secret.key('totp-enrol');
  return {
    sessions: new PgStaffSessions(sql, clock, staffIdleMinutes),
    pending: new PgPendingSignIns(sql, clock, (userId, passwordVersion) => enrolmentSecret(enrolKey, userId, passwordVersion)),
    throttle: new PgSignInThrottle(sql, clock),
    rateLimitStore: new PgRateLimitStore(sql, 'posts:', clock),
  };
}
