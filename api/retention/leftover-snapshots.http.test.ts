import { link, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { API } from '#contract';
import { STAFF_API } from '#contract/staff';
import { goneProcess } from '../test-support/gone-process';
import { postJson } from '../test-support/http';
import { inquiry } from '../test-support/payloads';
import { signedInStaff } from '../test-support/staff';
import { startTestApp, type TestApp } from '../test-support/test-app';

let app: TestApp;
afterEach(() => app.destroy());

/** A snapshot as a backup leaves it: the data folder's files hard-linked into `.snapshot-<owner>-<random>`. */
async function snapshotOwnedBy(owner: number, random: string): Promise<string> {
  const name = `.snapshot-${owner}-${random}`;
  await mkdir(join(app.dataDir, name), { mode: 0o700 });
  for (const file of (await readdir(app.dataDir)).filter((entry) => entry.endsWith('.json'))) await link(join(app.dataDir, file), join(app.dataDir, name, file));
  return name;
}

describe('snapshots left by backups, when records are deleted', () => {
  it('when staff delete an inquiry while a killed backup’s snapshot holds its bytes, then that snapshot goes too; a running backup’s stays', async () => {
    app = await startTestApp();
    const staff = await signedInStaff(app);
    expect((await postJson(app.url + API.contact, inquiry({ firstName: 'Oldfield' }))).status).toBe(201);
    const inquiryId = (await staff.get(STAFF_API.inquiries)).body[0].id as string;
    const killed = await snapshotOwnedBy(await goneProcess(), '0123456789abcdef');
    const running = await snapshotOwnedBy(process.pid, 'fedcba9876543210');

    expect((await staff.send('DELETE', STAFF_API.inquiry(inquiryId))).status).toBe(204);

    const left = (await readdir(app.dataDir)).filter((name) => name.startsWith('.snapshot-'));
    expect(left).not.toContain(killed);
    expect(left).toEqual([running]);
  });
});
