import { readdir, readFile, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REFERRAL_STAFF_API } from '#contract/staff';
import { postReferral, referralFields, referralForm } from '../test-support/referrals';
import { signedInStaff } from '../test-support/staff';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { pdf } from '../test-support/upload-files';
import { ForgetJournal } from '../retention/forget-journal';

let app: TestApp;
afterEach(async () => {
  expect(app.serverErrors).toEqual([]);
  await app.destroy();
});

const documentFiles = async () => (await readdir(join(app.dataDir, 'documents')).catch(() => [] as string[])).sort();
const emlFiles = async () => readdir(join(app.dataDir, 'mail')).catch(() => [] as string[]);
const MB = 1024 * 1024;

async function refer(patientName: string, documents: [string, Buffer][] = [['order.pdf', pdf()]]) {
  const answer = await postReferral(app.url, referralForm(referralFields({ patientName }), documents));
  return { answer, state: (await app.stores.referrals.list()).at(-1)! };
}

describe('a referral\'s life: kept, purged, deleted, counted', () => {
  it('when the clock is past RETENTION_MONTHS, then an old referral goes with its documents, events and .eml files, a newer one stays', async () => {
    app = await startTestApp({ mail: {} });
    const staff = await signedInStaff(app);
    const old = await refer('Oldfield Past');
    await staff.post(REFERRAL_STAFF_API.accept(old.state.referral.id));
    await app.mail!.runDue();
    const oldEml = (await emlFiles()).filter((name) => name.includes('referral'));
    expect(oldEml.length).toBeGreaterThanOrEqual(3);

    app.clock.set('2027-08-10T15:00:00Z');
    const fresh = await refer('Newcombe Now');
    const counts = await app.life.purge();

    expect(counts).toMatchObject({ referrals: 1, documents: 1 });
    expect((await app.stores.referrals.list()).map((state) => state.referral.patientName)).toEqual(['Newcombe Now']);
    expect(await documentFiles()).toEqual(fresh.state.referral.documents.map((document) => document.id));
    expect((await emlFiles()).filter((name) => oldEml.includes(name))).toEqual([]);
    expect(await readFile(join(app.dataDir, 'referrals.json'), 'utf8')).not.toContain('Oldfield');
  });

  it('when a deletion was cut short after its journal was written, then the next start finishes it: record and files gone', async () => {
    app = await startTestApp();
    const { state } = await refer('Cutshort Case');
    const journal = new ForgetJournal(app.dataDir);
    await journal.write({
      id: crypto.randomUUID(),
      createdAt: new Date(app.clock.now()).toISOString(),
      why: 'request',
      by: { actor: 'coordinator', address: '127.0.0.1' },
      bookings: { consultation: [], coordinator: [] },
      inquiries: [],
      referrals: [state.referral.id],
      documents: state.referral.documents.map((document) => document.id),
      messageIds: [],
    });

    app = await app.restart();

    expect(await app.stores.referrals.get(state.referral.id)).toBeUndefined();
    expect(await documentFiles()).toEqual([]);
  });

  it('when a document file names no referral (a stop between keeping the files and storing the referral), then the start-up clean-up removes it and keeps the others', async () => {
    app = await startTestApp();
    const { state } = await refer('Kept Case');
    const orphan = '0b7c1e9a-5d2f-4c3b-9a1e-2f6d8c4b7a10';
    await writeFile(join(app.dataDir, 'documents', orphan), 'left behind');

    const removed = await app.life.removeUnreferencedDocuments();

    expect(removed).toBe(1);
    expect(await documentFiles()).toEqual(state.referral.documents.map((document) => document.id));
  });

  it('when the next documents would pass DOCUMENTS_MAX_MB, then that referral is refused 507 with nothing kept; one without files, or within the ceiling, is still taken', async () => {
    app = await startTestApp({ documentsMaxMb: 1 });
    await refer('First Filler', [['big.pdf', Buffer.concat([pdf(), Buffer.alloc(0.8 * MB)])]]);

    const over = await refer('Over Ceiling', [['more.pdf', Buffer.concat([pdf(), Buffer.alloc(0.4 * MB)])]]);
    const plain = await refer('No Files', []);
    const within = await refer('Within', [['small.pdf', Buffer.concat([pdf(), Buffer.alloc(0.1 * MB)])]]);

    expect(over.answer.status).toBe(507);
    expect(over.answer.json!.message).toContain('cannot take documents online');
    expect([plain.answer.status, within.answer.status]).toEqual([201, 201]);
    expect(await documentFiles()).toHaveLength(2);
    expect(await readdir(join(app.dataDir, 'uploads.tmp'))).toEqual([]);
  });

  it('when documents are already at DOCUMENTS_MAX_MB, then any file is refused 507 as its bytes arrive, a referral without files is taken, and the records\' DATA_MAX_MB does not count documents', async () => {
    app = await startTestApp({ documentsMaxMb: 2 });
    await refer('Big Scan', [['big.pdf', Buffer.concat([pdf(), Buffer.alloc(1.5 * MB)])]]);
    await app.close();
    app = await startTestApp({ dataDir: app.dataDir, documentsMaxMb: 1, dataMaxMb: 1 });

    const withFile = await refer('Tiny File', [['note.pdf', pdf()]]);
    const without = await refer('No Files', []);

    expect(withFile.answer.status).toBe(507);
    expect(withFile.answer.json!.message).toContain('Please send the referral without documents');
    expect(without.answer.status).toBe(201);
  });

  it('when one address has sent its daily allowance of document bytes, then its next upload is 429 with Retry-After; other addresses are not held back', async () => {
    app = await startTestApp({ referralMbPerAddressPerDay: 1, trustProxy: 1 });
    const from = (address: string) => ({ 'X-Forwarded-For': address });
    const file = (): [string, Buffer][] => [['scan.pdf', Buffer.concat([pdf(), Buffer.alloc(0.6 * MB)])]];

    const first = await postReferral(app.url, referralForm(referralFields(), file()), { headers: from('203.0.113.7') });
    const second = await postReferral(app.url, referralForm(referralFields(), file()), { headers: from('203.0.113.7') });
    const other = await postReferral(app.url, referralForm(referralFields(), file()), { headers: from('198.51.100.9') });

    expect(first.status).toBe(201);
    expect(second.status).toBe(429);
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(second.json!.message).toContain('as many documents from your network today');
    expect(other.status).toBe(201);
  });

  it('when an upload from an address is still arriving, then another from the same address (a hospital behind one address) is taken all the same', async () => {
    app = await startTestApp({ referralMbPerAddressPerDay: 2 });
    const file = (): [string, Buffer][] => [['scan.pdf', Buffer.concat([pdf(), Buffer.alloc(0.6 * MB)])]];
    const held = new Response(referralForm(referralFields({ patientName: 'Held Upload' }), file()));
    const body = Buffer.from(await held.arrayBuffer());
    const slow = request(`${app.url}/api/referrals`, {
      method: 'POST',
      headers: { 'Content-Type': held.headers.get('content-type')!, 'Content-Length': String(body.length), 'Idempotency-Key': crypto.randomUUID(), Accept: 'application/json' },
    });
    const slowAnswer = new Promise<number>((resolve, reject) => slow.once('response', (response) => resolve(response.resume().statusCode!)).once('error', reject));
    slow.write(body.subarray(0, body.length / 2));

    const meanwhile = await postReferral(app.url, referralForm(referralFields({ patientName: 'Meanwhile' }), file()));
    slow.end(body.subarray(body.length / 2));

    expect(meanwhile.status).toBe(201);
    expect(await slowAnswer).toBe(201);
  });
});
