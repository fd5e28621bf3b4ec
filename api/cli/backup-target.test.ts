import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ageKeyPair, backupScript, entriesOf } from '../test-support/backup-cli';
import { removeDir, tempDataDir } from '../test-support/temp-dir';

// Where `npm run backup -- FILE` may write: never into the data folder, however FILE's path reaches it.
vi.setConfig({ testTimeout: 60_000 });

let work: string;
let dataDir: string;
let recipient: string;
beforeAll(async () => {
  work = await tempDataDir('backup-target');
  dataDir = join(work, 'data');
  await mkdir(dataDir, { mode: 0o700 });
  await writeFile(join(dataDir, 'users.json'), '{"records":[],"idempotency":[]}', { mode: 0o600 });
  await symlink(dataDir, join(work, 'into-data'));
  await symlink(join(dataDir, 'gone.tar.age'), join(work, 'dangling.tar.age'));
  recipient = (await ageKeyPair()).recipient;
});
afterAll(() => removeDir(work));

describe('npm run backup, where FILE goes', () => {
  it('when FILE’s folder is a link into the data folder, then the backup is refused with one line and writes nothing', async () => {
    const file = join(work, 'into-data', 'backup.tar.age');

    const run = await backupScript('backup', dataDir, [file, '--recipient', recipient]);

    expect(run).toMatchObject({ code: 1, stderr: `${file} is inside the data folder ${dataDir}: write the backup somewhere else.\n` });
    expect(await entriesOf(dataDir)).toEqual(['users.json']);
  });

  it('when FILE is a link, even one that leads nowhere, then it already exists and is left as it is', async () => {
    const file = join(work, 'dangling.tar.age');

    const run = await backupScript('backup', dataDir, [file, '--recipient', recipient]);

    expect(run).toMatchObject({ code: 1, stderr: `${file} already exists: choose a new name (a backup never overwrites a file).\n` });
    expect(await entriesOf(dataDir)).toEqual(['users.json']);
  });
});
