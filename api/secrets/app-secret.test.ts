import { stat, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeDir, tempDataDir } from '../test-support/temp-dir';
import { AppSecret, SECRET_FILE } from './app-secret';

let dataDir: string;
beforeEach(async () => {
  dataDir = await tempDataDir('secret');
});
afterEach(() => removeDir(dataDir));

describe('the app secret', () => {
  it('when APP_SECRET is unset, then one is generated into the data folder with mode 0600 and kept across starts', async () => {
    const first = await AppSecret.load(dataDir);
    const file = join(dataDir, SECRET_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim().length).toBeGreaterThanOrEqual(32);
    const second = await AppSecret.load(dataDir);
    expect(second.sign('manage-link', 'booking-1')).toBe(first.sign('manage-link', 'booking-1'));
  });

  it('when two starts race on an empty folder, then both end with the same secret', async () => {
    const [a, b] = await Promise.all([AppSecret.load(dataDir), AppSecret.load(dataDir)]);
    expect(a.sign('x', 'y')).toBe(b.sign('x', 'y'));
  });

  it('when APP_SECRET is set, then it is used and no file is written', async () => {
    const secret = await AppSecret.load(dataDir, 'a'.repeat(40));
    expect(secret.sign('x', 'y')).toBe(AppSecret.fromString('a'.repeat(40)).sign('x', 'y'));
    await expect(stat(join(dataDir, SECRET_FILE))).rejects.toThrow();
  });

  it('when APP_SECRET is too short, then start-up is refused with a message', async () => {
    await expect(AppSecret.load(dataDir, 'short')).rejects.toThrow(/at least 32 characters/);
  });

  it('when two purposes sign the same data, then their signatures differ', () => {
    const secret = AppSecret.fromString('b'.repeat(40));
    expect(secret.sign('manage-link', 'id')).not.toBe(secret.sign('client-address', 'id'));
  });
});
