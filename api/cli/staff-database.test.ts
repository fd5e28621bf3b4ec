import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { STAFF_API } from '#contract/staff';
import { RecordLog } from '../pg/record-log';
import { SECRET_FILE } from '../secrets/app-secret';
import { databaseSharedState } from '../shared-state';
import { databaseCli } from '../test-support/database-cli';
import { postgresFixtures } from '../test-support/postgres-fixtures';
import { STAFF_PASSWORD, StaffClient } from '../test-support/staff';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { removeDir, tempDataDir } from '../test-support/temp-dir';
import { testClock } from '../test-support/test-clock';

// `npm run staff` with DATABASE_URL: the compiled command against a real PostgreSQL, and app servers on the same database.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });
const { afterTest, database } = postgresFixtures('staff_cli');

/** A database, the secret its servers share, and a way to run the command and start servers on it. */
async function site() {
  const db = await database();
  const dataDir = await tempDataDir('staff-db');
  afterTest(() => removeDir(dataDir));
  const appSecret = randomBytes(48).toString('base64url');
  // The test app reads its secret from the data folder; the command gets the same one as APP_SECRET, as every server would.
  await writeFile(join(dataDir, SECRET_FILE), `${appSecret}\n`, { mode: 0o600 });
  const env = { DATABASE_URL: db.url, APP_SECRET: appSecret, DATA_DIR: dataDir };
  return {
    db,
    env,
    staff: (args: string[], input = '', overrides: Record<string, string> = {}) => databaseCli('staff', args, { ...env, ...overrides }, input),
    /** An app server on the database, its clock at the real time (the command's accounts are dated by it). */
    async server(): Promise<TestApp> {
      const app = await startTestApp({
        dataDir,
        now: testClock(new Date().toISOString()),
        records: () => new RecordLog(db.connect()),
        sharedState: (clock, secret) => databaseSharedState(db.connect(), clock, secret),
      });
      afterTest(() => app.close());
      return app;
    },
  };
}

const add = (run: ReturnType<typeof site> extends Promise<infer S> ? S : never, username: string) => run.staff(['add', username, '--password-stdin'], `${STAFF_PASSWORD}\n`);

describe('npm run staff with DATABASE_URL', () => {
  it('when an account is added before any server started, then it signs in on a server of that database, list shows it enrolled, and its audit entry holds the account id only', async () => {
    const run = await site();
    const added = await add(run, 'nurse.lee');
    const app = await run.server();
    const client = new StaffClient(app);
    const signedIn = await client.signInFully('nurse.lee');
    const listed = await run.staff(['list']);
    const verified = await run.staff(['verify-audit']);
    const trail = await run.db.connect()<{ body: { action: string; recordIds: string[] } }[]>`SELECT body FROM records WHERE collection = 'audit' ORDER BY position`;

    expect(added.stderr).toBe('');
    expect(added.code).toBe(0);
    expect(added.stdout).toMatch(/^Added nurse\.lee\./);
    expect(signedIn.status).toBe(200);
    expect(listed.stdout).toMatch(/nurse\.lee\s+enrolled\s+active/);
    expect(verified.code).toBe(0);
    expect(verified.stdout).toMatch(/in the database: .*\n\nThe audit trail is whole\./);
    const entry = trail.find((row) => row.body.action === 'account-added')!.body;
    expect(entry).toMatchObject({ actor: 'cli', address: 'local', outcome: 'ok', recordIds: [expect.any(String)] });
    expect(JSON.stringify(entry)).not.toContain('nurse.lee');
  });

  it('when an account signed in on a server is disabled, or another has its password reset, then their live sessions there end at once', async () => {
    const run = await site();
    await add(run, 'nurse.lee');
    await add(run, 'nurse.ortiz');
    const app = await run.server();
    const lee = new StaffClient(app);
    const ortiz = new StaffClient(app);
    await lee.signInFully('nurse.lee');
    await ortiz.signInFully('nurse.ortiz');
    const before = [(await lee.get(STAFF_API.session)).status, (await ortiz.get(STAFF_API.session)).status];

    const disabled = await run.staff(['disable', 'nurse.lee']);
    const reset = await run.staff(['reset-password', 'nurse.ortiz', '--password-stdin'], 'a brand new harbour password\n');
    const after = [(await lee.get(STAFF_API.session)).status, (await ortiz.get(STAFF_API.session)).status];
    const leeAgain = await new StaffClient(app).signIn('nurse.lee');
    const listed = await run.staff(['list']);

    expect([disabled.code, reset.code]).toEqual([0, 0]);
    expect(disabled.stdout).toMatch(/Disabled nurse\.lee/);
    expect(before).toEqual([200, 200]);
    expect(after).toEqual([401, 401]);
    expect(leeAgain.status).toBe(401);
    expect(listed.stdout).toMatch(/nurse\.lee\s+enrolled\s+disabled/);
    expect(listed.stdout).toMatch(/nurse\.ortiz\s+not enrolled\s+active/);
  });

  it('when APP_SECRET is missing, or is not the servers\' secret, then the command says so and changes nothing', async () => {
    const run = await site();
    await add(run, 'nurse.lee');
    const unset = await add({ ...run, staff: (args, input) => run.staff(args, input, { APP_SECRET: '' }) }, 'nurse.ortiz');
    const other = await run.staff(['add', 'nurse.ortiz', '--password-stdin'], `${STAFF_PASSWORD}\n`, { APP_SECRET: randomBytes(48).toString('base64url') });
    const listed = await run.staff(['list']);

    expect(unset.code).toBe(1);
    expect(unset.stderr).toMatch(/APP_SECRET is not set/);
    expect(other.code).toBe(1);
    expect(other.stderr).toMatch(/another APP_SECRET/);
    expect(listed.stdout).not.toMatch(/nurse\.ortiz/);
  });

  it('when a purge is asked for with --dry-run, then it counts on the database and removes nothing', async () => {
    const run = await site();
    await add(run, 'nurse.lee');
    const counted = await run.staff(['purge', '--dry-run']);

    expect(counted.stderr).toBe('');
    expect(counted.code).toBe(0);
    expect(counted.stdout).toBe('Nothing has passed its keeping time: a purge now would delete nothing.\n');
  });
});
