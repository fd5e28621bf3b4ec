import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConflictError, InvalidInputError } from '../domain-errors';
import { removeDir, tempDataDir } from '../test-support/temp-dir';
import { hashPassword, UsersStore, verifyPassword } from './users.store';

let dataDir: string;
let users: UsersStore;
beforeEach(async () => {
  dataDir = await tempDataDir('users');
  users = await UsersStore.open(dataDir);
});
afterEach(() => removeDir(dataDir));

const PASSWORD = 'correct horse battery';

describe('users store', () => {
  it('when a user is created, then the file holds a scrypt hash and never the password', async () => {
    const user = await users.create({ username: 'nurse.admin', password: PASSWORD });

    const text = await readFile(join(dataDir, 'users.json'), 'utf8');
    const [stored] = (JSON.parse(text) as { records: { id: string; username: string; password: string }[] }).records;
    expect(user.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(stored).toEqual({ id: user.id, username: 'nurse.admin', password: expect.stringMatching(/^scrypt\$[\w-]{22}\$[\w-]{86}$/) });
    expect(text).not.toContain(PASSWORD);
  });

  it('when the same password is hashed twice, then the salts and hashes differ', async () => {
    expect(await hashPassword(PASSWORD)).not.toBe(await hashPassword(PASSWORD));
  });

  it('when a username is taken, in any letter case, then creating it again is a conflict', async () => {
    await users.create({ username: 'nurse.admin', password: PASSWORD });

    const again = users.create({ username: 'Nurse.Admin', password: 'another password' });

    await expect(again).rejects.toBeInstanceOf(ConflictError);
    await expect(again).rejects.toThrow('That username is already taken.');
  });

  it('when two creations of one username race, then exactly one succeeds', async () => {
    const results = await Promise.allSettled([
      users.create({ username: 'twin', password: PASSWORD }),
      users.create({ username: 'twin', password: PASSWORD }),
    ]);

    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it('when verifying, then the right password gives the user and a wrong one or an unknown user gives null', async () => {
    const user = await users.create({ username: 'nurse.admin', password: PASSWORD });

    expect(await users.verify('nurse.admin', PASSWORD)).toEqual(user);
    expect(await users.verify(' NURSE.admin ', PASSWORD)).toEqual(user);
    expect(await users.verify('nurse.admin', 'correct horse batterY')).toBeNull();
    expect(await users.verify('nobody', PASSWORD)).toBeNull();
  });

  it('when credentials break the schema, then creation is refused as invalid input naming the field and nothing is stored', async () => {
    const blank = users.create({ username: '  ', password: PASSWORD });
    const short = users.create({ username: 'short', password: 'seven77' });

    await expect(blank).rejects.toBeInstanceOf(InvalidInputError);
    await expect(blank).rejects.toMatchObject({ fields: { username: 'Username is required' } });
    await expect(short).rejects.toMatchObject({ fields: { password: 'Password must be at least 8 characters' } });
    expect(users.find('short')).toBeUndefined();
  });

  it('when a stored hash is malformed, then verification fails instead of throwing', async () => {
    expect(await verifyPassword(PASSWORD, 'plaintext')).toBe(false);
    expect(await verifyPassword(PASSWORD, 'scrypt$$')).toBe(false);
    expect(await verifyPassword(PASSWORD, 'md5$abc$def')).toBe(false);
  });

  it('when the store is reopened, then users can still sign in', async () => {
    await users.create({ username: 'nurse.admin', password: PASSWORD });

    const reopened = await UsersStore.open(dataDir);

    expect(await reopened.verify('nurse.admin', PASSWORD)).not.toBeNull();
  });
});
