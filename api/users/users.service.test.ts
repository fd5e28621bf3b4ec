import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AuditStore } from '../audit/audit.store';
import { AppSecret } from '../secrets/app-secret';
import { ConflictError, InvalidInputError, NotFoundError } from '../domain-errors';
import { CLI, STAFF_PASSWORD, TEST_COST } from '../test-support/staff';
import { removeDir, tempDataDir } from '../test-support/temp-dir';
import { testClock } from '../test-support/test-clock';
import { verifyPassword } from './password';
import { type Accounts, createAccounts } from './users.service';
import { UsersStore } from './users.store';
import { filesIn } from '../db/record-source';

let dataDir: string;
let users: UsersStore;
let audit: AuditStore;
let accounts: Accounts;
const ended: string[] = [];
const clock = testClock('2026-06-08T16:00:00Z');

beforeEach(async () => {
  dataDir = await tempDataDir('users');
  users = await UsersStore.open(filesIn(dataDir));
  audit = await AuditStore.open(filesIn(dataDir), AppSecret.fromString('a test secret that is long enough to be accepted'));
  ended.length = 0;
  accounts = createAccounts({ users, audit, clock, cost: TEST_COST, endSessions: (id) => void ended.push(id) });
});
afterEach(() => removeDir(dataDir));

describe('staff accounts', () => {
  it('when an account is added, then the file holds its created event with a scrypt hash, never the password', async () => {
    const summary = await accounts.add('coordinator', STAFF_PASSWORD, CLI);

    const text = await readFile(join(dataDir, 'users.json'), 'utf8');
    const [created] = (JSON.parse(text) as { records: Record<string, unknown>[] }).records;
    expect(summary).toEqual({ username: 'coordinator', twoFactor: 'not enrolled', status: 'active', createdAt: '2026-06-08T16:00:00.000Z' });
    expect(created).toEqual({
      id: expect.any(String),
      userId: expect.any(String),
      createdAt: '2026-06-08T16:00:00.000Z',
      event: 'created',
      username: 'coordinator',
      hash: expect.stringMatching(/^\$scrypt\$ln=10,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/),
    });
    expect(text).not.toContain(STAFF_PASSWORD);
    expect(await verifyPassword(STAFF_PASSWORD, users.find('coordinator')!.passwordHash)).toBe(true);
  });

  it('when a username is taken in any letter case, then adding it again is a conflict and nothing is stored', async () => {
    await accounts.add('coordinator', STAFF_PASSWORD, CLI);

    const again = accounts.add('Coordinator', 'another good passphrase here', CLI);

    await expect(again).rejects.toBeInstanceOf(ConflictError);
    await expect(again).rejects.toThrow('The username "coordinator" is already taken. Please choose another.');
    expect(users.list()).toHaveLength(1);
  });

  it('when two adds of one username race, then exactly one succeeds', async () => {
    const results = await Promise.allSettled([accounts.add('twin', STAFF_PASSWORD, CLI), accounts.add('TWIN', STAFF_PASSWORD, CLI)]);

    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(users.list()).toHaveLength(1);
  });

  it.each([
    ['short', 'violet-tre1', /at least 12 characters/],
    ['common', 'qwerty123456', /list of commonly used passwords/],
    ['guessable', 'Password1234!', /too easy to guess/],
    ['the username in it', 'coordinator2026', /too easy to guess/],
    ['a repeated character', 'aaaaaaaaaaaaaaaa', /too easy to guess/],
    ['too long', 'x'.repeat(201), /at most 200 characters/],
  ])('when the password is %s, then the account is refused with why and nothing is stored', async (_case, password, message) => {
    await expect(accounts.add('coordinator', password, CLI)).rejects.toThrow(message);
    expect(users.list()).toEqual([]);
  });

  it.each(['a', 'has space', '-dash-first', 'x'.repeat(51), 'émile'])('when the username is %j, then it is refused as invalid', async (username) => {
    await expect(accounts.add(username, STAFF_PASSWORD, CLI)).rejects.toBeInstanceOf(InvalidInputError);
  });

  it('when a password is reset, then the new one works, the old one does not, two-factor is reset and sessions end', async () => {
    await accounts.add('coordinator', STAFF_PASSWORD, CLI);
    const user = users.find('coordinator')!;
    await users.append({ payload: null, now: clock.now() }, () => ({
      id: 'e1',
      userId: user.id,
      createdAt: new Date(clock.now()).toISOString(),
      event: 'two-factor-enrolled',
      sealedSecret: 'v1.x.y.z',
      recoveryCodes: [],
      counter: 1,
    }));

    const summary = await accounts.resetPassword('COORDINATOR', 'fresh orchard lantern nine', CLI);

    const after = users.find('coordinator')!;
    expect(summary.twoFactor).toBe('not enrolled');
    expect(after.twoFactor).toBeNull();
    expect(await verifyPassword('fresh orchard lantern nine', after.passwordHash)).toBe(true);
    expect(await verifyPassword(STAFF_PASSWORD, after.passwordHash)).toBe(false);
    expect(ended).toEqual([user.id]);
  });

  it('when an account is disabled, then it is listed as disabled, its sessions end, and it can be neither reset nor disabled again', async () => {
    await accounts.add('coordinator', STAFF_PASSWORD, CLI);

    await accounts.disable('coordinator', CLI);

    expect(accounts.list()).toEqual([expect.objectContaining({ username: 'coordinator', status: 'disabled' })]);
    expect(ended).toEqual([users.find('coordinator')!.id]);
    await expect(accounts.resetPassword('coordinator', 'fresh orchard lantern nine', CLI)).rejects.toThrow(/is disabled and stays so/);
    await expect(accounts.disable('coordinator', CLI)).rejects.toThrow(/already disabled/);
    await expect(accounts.add('coordinator', STAFF_PASSWORD, CLI)).rejects.toThrow(/taken \(by a disabled account\)/);
  });

  it('when an unknown account is reset or disabled, then it is not found', async () => {
    await expect(accounts.resetPassword('nobody', STAFF_PASSWORD, CLI)).rejects.toBeInstanceOf(NotFoundError);
    await expect(accounts.disable('nobody', CLI)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('when accounts change, then each change is audited with the account id only, refusals too', async () => {
    await accounts.add('coordinator', STAFF_PASSWORD, CLI);
    await accounts.disable('coordinator', CLI);
    await accounts.add('coordinator', STAFF_PASSWORD, CLI).catch(() => undefined);

    const id = users.find('coordinator')!.id;
    expect(audit.all.map(({ actor, action, recordIds, address, outcome }) => ({ actor, action, recordIds, address, outcome }))).toEqual([
      { actor: 'cli', action: 'account-added', recordIds: [id], address: 'local', outcome: 'ok' },
      { actor: 'cli', action: 'account-disabled', recordIds: [id], address: 'local', outcome: 'ok' },
      { actor: 'cli', action: 'account-added', recordIds: [], address: 'local', outcome: 'refused' },
    ]);
  });

  it('when the store is reopened, then accounts and their state are folded back from the events', async () => {
    await accounts.add('coordinator', STAFF_PASSWORD, CLI);
    await accounts.add('nurse.lee', 'fresh orchard lantern nine', CLI);
    await accounts.disable('nurse.lee', CLI);

    const reopened = await UsersStore.open(filesIn(dataDir));

    expect(reopened.list().map((user) => [user.username, user.disabled])).toEqual([
      ['coordinator', false],
      ['nurse.lee', true],
    ]);
  });

  it('when the file holds a row in the first version\'s shape, then the account is read and needs a new password', async () => {
    await users.flush();
    const { writeFile } = await import('node:fs/promises');
    await writeFile(join(dataDir, 'users.json'), JSON.stringify({ records: [{ id: 'u1', username: 'old.admin', password: 'scrypt$abc$def' }], idempotency: [] }));

    const reopened = await UsersStore.open(filesIn(dataDir));

    expect(reopened.find('OLD.ADMIN')).toMatchObject({ id: 'u1', username: 'old.admin' });
    expect(await verifyPassword(STAFF_PASSWORD, reopened.find('old.admin')!.passwordHash)).toBe(false);
  });
});
