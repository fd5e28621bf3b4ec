import type { Sql } from 'postgres';

/**
 * The jobs that one server of a database runs at a time (docs/decisions/078), each with the second
 * half of its advisory lock. The first half, JOB_LOCK, sets these apart from the per-key locks of
 * the shared state (two-key locks share no space with the migrations' one-key lock).
 */
export const JOB_KEYS = { 'retention-purge': 1, 'automatic-backup': 2 } as const;
export type JobName = keyof typeof JOB_KEYS;

const JOB_LOCK = 0x6a_6f_62; // "job"

export type JobOutcome<T> = { ran: true; value: T } | { ran: false };

/** Runs a job only while this server holds its lock; another server holding it means this round is skipped. */
export interface JobLock {
  run<T>(name: JobName, job: () => Promise<T>): Promise<JobOutcome<T>>;
}

/** One process on one data folder (its lock file already keeps a second server out): every job runs. */
export const everyJobRuns: JobLock = {
  async run(_name, job) {
    return { ran: true, value: await job() };
  },
};

export interface DatabaseJobLockOptions {
  /** Told when a round is skipped because another server holds the job (logged at debug level: it is the normal case). */
  skipped?: (name: JobName) => void;
}

/**
 * Several servers on one database: a job runs on a connection of its own (`sql.reserve()`) that
 * holds a session-level `pg_try_advisory_lock` for as long as it runs, never waiting for it. A
 * server killed mid-job loses its connection, and PostgreSQL frees the lock with it; a job that
 * ends, well or not, unlocks before its connection goes back to the pool.
 */
export function databaseJobLock(sql: Sql, { skipped = () => undefined }: DatabaseJobLockOptions = {}): JobLock {
  return {
    async run(name, job) {
      const key = JOB_KEYS[name];
      const reserved = await sql.reserve();
      try {
        const [row] = await reserved<{ locked: boolean }[]>`SELECT pg_try_advisory_lock(${JOB_LOCK}, ${key}) AS locked`;
        if (!row?.locked) {
          skipped(name);
          return { ran: false };
        }
        try {
          return { ran: true, value: await job() };
        } finally {
          // A connection lost meanwhile (the database restarted) took the lock with it: nothing to unlock.
          await reserved`SELECT pg_advisory_unlock(${JOB_LOCK}, ${key})`.catch(() => undefined);
        }
      } finally {
        reserved.release();
      }
    },
  };
}
