import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REFERRAL_STAFF_API } from '#contract/staff';
import { postReferral, referralFields, referralForm } from '../test-support/referrals';
import { signedInStaff, type StaffClient } from '../test-support/staff';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { MINUTE } from '../test-support/test-clock';
import { pdf, phoneJpeg } from '../test-support/upload-files';

let app: TestApp;
let staff: StaffClient;
let ids: string[];
const order = pdf({ pageText: 'Order: daily dressing' });

beforeEach(async () => {
  app = await startTestApp();
  staff = await signedInStaff(app);
  ids = [];
  for (const [patientName, urgency] of [
    ['Maria Lopez', 'routine'],
    ['Ahmed Khan', '48h'],
  ]) {
    await postReferral(app.url, referralForm(referralFields({ patientName, urgency }), [['Order ü.pdf', order]]));
    ids.push((await app.stores.referrals.list()).at(-1)!.referral.id);
    app.clock.advance(MINUTE);
  }
});
afterEach(async () => {
  expect(app.serverErrors).toEqual([]);
  await app.destroy();
});

const auditOf = (action: string) => app.stores.audit.all.filter((entry) => entry.action === action);

describe('the staff referrals API', () => {
  it('when listed, then {referrals: [...]} newest first with id, reference, status, urgency; the count says how many are new and urgent; the read is audited by id', async () => {
    const list = await staff.get(REFERRAL_STAFF_API.referrals);
    const count = await staff.get(REFERRAL_STAFF_API.newCount);

    expect(list.status).toBe(200);
    expect(list.body.referrals.map((referral: { id: string; status: string; urgency: string; patientName: string }) => [referral.id, referral.status, referral.urgency, referral.patientName])).toEqual([
      [ids[1], 'new', '48h', 'Ahmed Khan'],
      [ids[0], 'new', 'routine', 'Maria Lopez'],
    ]);
    expect(count.body).toEqual({ new: 2, urgent: 1 });
    expect(auditOf('view-referrals').at(-1)!.recordIds).toEqual([ids[1], ids[0]]);
  });

  it('when one is read, then every field with its documents [{id, name, kind, bytes}], audited', async () => {
    const { status, body } = await staff.get(REFERRAL_STAFF_API.referral(ids[0]!));

    expect(status).toBe(200);
    expect(body).toMatchObject({ id: ids[0], patientName: 'Maria Lopez', patientZip: '45202', outOfArea: false, events: [], documents: [{ id: expect.any(String), name: 'Order ü.pdf', kind: 'pdf', bytes: order.length }] });
    expect(auditOf('view-referral').at(-1)).toMatchObject({ recordIds: [ids[0]], outcome: 'ok' });
  });

  it('when a document is fetched, then its exact bytes as an attachment named in RFC 6266, nosniff, never cached, and the read audited with the two ids', async () => {
    const { body } = await staff.get(REFERRAL_STAFF_API.referral(ids[0]!));
    const documentId = body.documents[0].id as string;

    const download = await staff.download(REFERRAL_STAFF_API.document(ids[0]!, documentId));

    expect(download.status).toBe(200);
    expect(download.bytes.equals(order)).toBe(true);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="Order _.pdf"; filename*=UTF-8''Order%20%C3%BC.pdf`);
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('cache-control')).toBe('no-store');
    expect(auditOf('view-referral-document').at(-1)).toMatchObject({ recordIds: [ids[0], documentId], outcome: 'ok' });
  });

  it('when a document is asked for under another referral, or with a made-up id, then 404, audited as refused', async () => {
    const { body } = await staff.get(REFERRAL_STAFF_API.referral(ids[0]!));

    const elsewhere = await staff.download(REFERRAL_STAFF_API.document(ids[1]!, body.documents[0].id));
    const madeUp = await staff.download(REFERRAL_STAFF_API.document(ids[0]!, '../../app-secret'));

    expect([elsewhere.status, madeUp.status]).toEqual([404, 404]);
    expect(auditOf('view-referral-document').filter((entry) => entry.outcome === 'refused')).toHaveLength(2);
  });

  it('when a document is fetched without a session, then 401 and no bytes', async () => {
    const { body } = await staff.get(REFERRAL_STAFF_API.referral(ids[0]!));

    const response = await fetch(app.url + REFERRAL_STAFF_API.document(ids[0]!, body.documents[0].id));

    expect(response.status).toBe(401);
    expect(await response.text()).not.toContain('%PDF');
  });

  it('when accepted, then status accepted, one event by the account; accepting again is a conflict', async () => {
    const accepted = await staff.post(REFERRAL_STAFF_API.accept(ids[0]!));
    const again = await staff.post(REFERRAL_STAFF_API.accept(ids[0]!));

    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'accepted', events: [{ event: 'accepted', by: 'coordinator' }] });
    expect(again.status).toBe(409);
    expect((await staff.get(REFERRAL_STAFF_API.newCount)).body).toEqual({ new: 1, urgent: 1 });
  });

  it('when declined with a message and a note, then both are kept for staff and the status is declined', async () => {
    const declined = await staff.post(REFERRAL_STAFF_API.decline(ids[1]!), { message: 'We do not serve that county yet.', note: 'Called Dana, agreed.' });

    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({ status: 'declined', events: [{ event: 'declined', message: 'We do not serve that county yet.', note: 'Called Dana, agreed.' }] });
    expect((await staff.get(`${REFERRAL_STAFF_API.referrals}?status=declined`)).body.referrals.map((referral: { id: string }) => referral.id)).toEqual([ids[1]]);
  });

  it('when deleted on request, then 204, the record, its documents and its e-mails are gone, audited by id', async () => {
    const before = await readdir(join(app.dataDir, 'documents'));

    const { status } = await staff.send('DELETE', REFERRAL_STAFF_API.referral(ids[0]!));

    expect(status).toBe(204);
    expect(await app.stores.referrals.get(ids[0]!)).toBeUndefined();
    expect(await readdir(join(app.dataDir, 'documents'))).toHaveLength(before.length - 1);
    expect((await staff.get(REFERRAL_STAFF_API.referral(ids[0]!))).status).toBe(404);
    expect(auditOf('delete-referral').at(-1)).toMatchObject({ recordIds: [ids[0]], counts: expect.objectContaining({ referrals: 1, documents: 1 }) });
  });

  it('when staff type in a faxed referral with its files, then it is stored as entered by staff, with no receipt e-mailed, and audited', async () => {
    const added = await staff.postForm(REFERRAL_STAFF_API.referrals, referralForm(referralFields({ patientName: 'Rosa Diaz' }), [['fax.jpg', await phoneJpeg()]]));

    expect(added.status).toBe(201);
    const state = await app.stores.referrals.get(added.body.id);
    expect(state!.referral).toMatchObject({ source: 'staff', reference: added.body.reference, patientName: 'Rosa Diaz', mail: [] });
    expect((await staff.get(REFERRAL_STAFF_API.referral(added.body.id))).body).toMatchObject({ source: 'staff', enteredBy: 'coordinator', documents: [{ kind: 'jpeg' }] });
    expect(auditOf('add-referral').at(-1)!.recordIds).toEqual([added.body.id]);
  });

  it('when exported, then a CSV of the referrals of those days without their documents, audited with the ids', async () => {
    const { status, headers, text } = await staff.get(`${REFERRAL_STAFF_API.exportCsv}?from=2026-06-08&to=2026-06-08`);

    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('text/csv');
    const lines = text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('"Maria Lopez"');
    expect(text).not.toContain('Order');
    expect(auditOf('export-referrals').at(-1)!.recordIds).toEqual(ids);
  });

  it('when any of it is audited, then the trail holds ids and actions only, no name, phone or wound', async () => {
    await staff.get(REFERRAL_STAFF_API.referrals);
    await staff.get(REFERRAL_STAFF_API.referral(ids[0]!));
    await staff.post(REFERRAL_STAFF_API.decline(ids[0]!), { message: 'Sorry.', note: 'Note.' });

    const trail = JSON.stringify(app.stores.audit.all);
    for (const word of ['Maria', 'Lopez', 'Ahmed', '555-0142', 'Diabetic', 'heel', 'Sorry', 'Note.']) expect(trail).not.toContain(word);
  });
});
