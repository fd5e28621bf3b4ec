import { readdir, readFile, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { API } from '#contract';
import { REFERRAL_STAFF_API } from '#contract/staff';
import { ageKeyPair, backupScript } from '../test-support/backup-cli';
import { postReferral, referralFields, referralForm } from '../test-support/referrals';
import { STAFF_PASSWORD } from '../test-support/staff';
import { signInFully } from '../test-support/staff-cli';
import { addStaffCheaply } from '../test-support/staff-seed';
import { serverFixtures } from '../test-support/server-fixtures';
import { pdf, phoneJpeg } from '../test-support/upload-files';

// Backups and restores carry referrals and their documents (docs/decisions/061): `npm run backup`
// against npm start's server, restored into a new folder and served again.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 60_000 });

const { folder, start } = serverFixtures({ after: 'each', signal: 'SIGTERM' });

interface Listed {
  referrals: { id: string; reference: string }[];
}
interface Detail {
  documents: { id: string; name: string; kind: string; bytes: number }[];
}

describe('a backup of referrals and their documents', () => {
  it('when restored into a new folder and served, then staff find each referral and fetch each document byte for byte; an upload still arriving during the backup is not in it', async () => {
    const dataDir = await folder('referral-backup');
    const work = await folder('referral-backup-out');
    await addStaffCheaply(dataDir, 'coordinator');
    const server = await start(dataDir);
    const order = pdf({ pageText: 'Order for the backup' });
    const sent = [
      await postReferral(server.url, referralForm(referralFields({ patientName: 'Backed Up One' }), [['order.pdf', order], ['heel.jpg', await phoneJpeg()]])),
      await postReferral(server.url, referralForm(referralFields({ patientName: 'Backed Up Two' }), [['card.pdf', pdf({ pageText: 'Insurance card' })]])),
    ];
    expect(sent.map((answer) => answer.status)).toEqual([201, 201]);
    // An upload that has begun arriving when the backup is made: its temporary file is no data.
    const held = new Response(referralForm(referralFields({ patientName: 'Still Arriving' }), [['late.pdf', Buffer.concat([pdf(), Buffer.alloc(2 * 1024 * 1024)])]]));
    const body = Buffer.from(await held.arrayBuffer());
    const arriving = request(`${server.url}${API.referrals}`, {
      method: 'POST',
      headers: { 'Content-Type': held.headers.get('content-type')!, 'Content-Length': String(body.length), 'Idempotency-Key': crypto.randomUUID(), Accept: 'application/json' },
    });
    const arrived = new Promise<number>((resolve, reject) => arriving.once('response', (response) => resolve(response.resume().statusCode!)).once('error', reject));
    arriving.write(body.subarray(0, body.length - 1024));
    await expect.poll(async () => (await readdir(join(dataDir, 'uploads.tmp'))).length).toBeGreaterThan(0);
    const keys = await ageKeyPair();
    const file = join(work, 'with-referrals.tar.age');

    const made = await backupScript('backup', dataDir, [file, '--recipient', keys.recipient]);
    arriving.end(body.subarray(body.length - 1024));
    expect(await arrived).toBe(201);
    await server.stop('SIGTERM');
    const keyFile = join(work, 'key.txt');
    await writeFile(keyFile, keys.keyFile, { mode: 0o600 });
    const target = join(await folder('referral-backup-restored'), 'data');
    const restored = await backupScript('restore', target, [file, '--identity', keyFile]);

    expect(made).toMatchObject({ code: 0 });
    expect(restored).toMatchObject({ code: 0, stderr: '' });
    expect(await readdir(join(target, 'uploads.tmp')).catch(() => [])).toEqual([]);
    const revived = await start(target);
    const cookie = await signInFully(revived.url, 'coordinator', STAFF_PASSWORD);
    const get = (path: string) => fetch(revived.url + path, { headers: { Cookie: cookie } });
    const listed = (await (await get(REFERRAL_STAFF_API.referrals)).json()) as Listed;
    expect(listed.referrals.map((referral) => referral.reference).sort()).toEqual(sent.map((answer) => answer.json!.reference).sort());
    const fetchedNames: string[] = [];
    for (const { id } of listed.referrals) {
      const { documents } = (await (await get(REFERRAL_STAFF_API.referral(id))).json()) as Detail;
      for (const document of documents) {
        const fetched = Buffer.from(await (await get(REFERRAL_STAFF_API.document(id, document.id))).arrayBuffer());
        // What the first server kept (the photo without its metadata), byte for byte.
        expect(fetched.equals(await readFile(join(dataDir, 'documents', document.id))), document.name).toBe(true);
        if (document.name === 'order.pdf') expect(fetched.equals(order)).toBe(true);
        fetchedNames.push(document.name);
      }
    }
    expect(fetchedNames.sort()).toEqual(['card.pdf', 'heel.jpg', 'order.pdf']);
  });
});
