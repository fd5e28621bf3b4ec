import { readdir } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { startServerProcess } from '../test-support/server-process';
import { removeDir, tempDataDir } from '../test-support/temp-dir';

let dataDir: string | undefined;
afterEach(async () => {
  if (dataDir) await removeDir(dataDir);
  dataDir = undefined;
});

describe('DATABASE_URL before PostgreSQL mode is complete', () => {
  it('when the server npm start runs is given DATABASE_URL, then it refuses to start, says why without the password, and writes nothing to its data folder', async () => {
    dataDir = await tempDataDir('not-yet');

    const started = startServerProcess(dataDir, { DATABASE_URL: 'postgres://care:s3cret-pw@127.0.0.1:1/evergreen' });

    const error = await started.then(() => new Error('it started'), (refused: Error) => refused);
    expect(error.message).toMatch(/^server exited with 1 before listening/);
    expect(error.message).toContain('DATABASE_URL is set, but this version cannot keep its data in PostgreSQL yet');
    expect(error.message).not.toContain('s3cret-pw');
    expect(await readdir(dataDir)).toEqual([]);
  });
});
