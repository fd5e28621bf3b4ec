import { describe, expect, it } from 'vitest';
import { postgresFixtures } from '../test-support/postgres-fixtures';
import { databaseJobLock, everyJobRuns, type JobName } from './job-lock';

const fixtures = postgresFixtures('jobs');

/** A job that says when it has started and runs until it is let go. */
function heldJob<T>(value: T) {
  let started: () => void = () => undefined;
  let finish: () => void = () => undefined;
  const hasStarted = new Promise<void>((resolve) => (started = resolve));
  const finished = new Promise<void>((resolve) => (finish = resolve));
  return {
    hasStarted,
    finish,
    job: async () => {
      started();
      await finished;
      return value;
    },
  };
}

describe('one server at a time for the purge and the automatic backups', () => {
  it('when two servers start the same job at once, then one runs it and the other skips this round, told so; afterwards the job is free again', async () => {
    const { connect } = await fixtures.database();
    const skips: JobName[] = [];
    const first = databaseJobLock(connect());
    const second = databaseJobLock(connect(), { skipped: (name) => skips.push(name) });
    const held = heldJob('purged');

    const running = first.run('retention-purge', held.job);
    await held.hasStarted;
    const other = await second.run('retention-purge', async () => 'purged twice');
    held.finish();

    expect(other).toEqual({ ran: false });
    expect(skips).toEqual(['retention-purge']);
    expect(await running).toEqual({ ran: true, value: 'purged' });
    expect(await second.run('retention-purge', async () => 'next round')).toEqual({ ran: true, value: 'next round' });
  });

  it('when one server runs the purge, then another may still run its backup: each job has a lock of its own', async () => {
    const { connect } = await fixtures.database();
    const held = heldJob(1);
    const first = databaseJobLock(connect());

    const running = first.run('retention-purge', held.job);
    await held.hasStarted;
    const backup = await databaseJobLock(connect()).run('automatic-backup', async () => 'backed up');
    held.finish();

    expect(backup).toEqual({ ran: true, value: 'backed up' });
    expect(await running).toEqual({ ran: true, value: 1 });
  });

  it('when a job fails, then its error reaches the caller and the lock is free for the next round', async () => {
    const { connect } = await fixtures.database();
    const lock = databaseJobLock(connect());

    const failed = await lock.run('automatic-backup', async () => Promise.reject(new Error('disk full'))).catch((error: Error) => error.message);

    expect(failed).toBe('disk full');
    expect(await databaseJobLock(connect()).run('automatic-backup', async () => 'ran')).toEqual({ ran: true, value: 'ran' });
  });

  it('when the server holding a job is cut off (its connection terminated, as when it is killed), then the lock is free and another server runs the job', async () => {
    const { connect } = await fixtures.database();
    const admin = connect();
    const held = heldJob('cut off');
    const running = databaseJobLock(connect()).run('retention-purge', held.job);
    await held.hasStarted;
    const other = databaseJobLock(connect());
    expect(await other.run('retention-purge', async () => 'too early')).toEqual({ ran: false });

    const holders = await admin<{ pid: number }[]>`SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`;
    expect(holders).toHaveLength(1);
    await admin`SELECT pg_terminate_backend(${holders[0]!.pid})`;
    // Termination is asynchronous: the lock is free once PostgreSQL no longer lists it.
    while ((await admin`SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND pid = ${holders[0]!.pid}`).length) await admin`SELECT pg_sleep(0.01)`;

    expect(await other.run('retention-purge', async () => 'taken over')).toEqual({ ran: true, value: 'taken over' });
    held.finish();
    // The cut-off job ends as it would have; its unlock, on a connection that is gone, fails quietly.
    expect(await running).toEqual({ ran: true, value: 'cut off' });
  });

  it('when the server runs alone on its data folder, then every job runs', async () => {
    expect(await everyJobRuns.run('retention-purge', async () => 3)).toEqual({ ran: true, value: 3 });
  });
});
