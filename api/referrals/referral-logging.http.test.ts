import { afterEach, describe, expect, it } from 'vitest';
import { REFERRAL_STAFF_API } from '#contract/staff';
import { capturedLogger } from '../test-support/captured-logger';
import { postReferral, referralFields, referralForm } from '../test-support/referrals';
import { signedInStaff } from '../test-support/staff';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { pdf, phoneJpeg } from '../test-support/upload-files';

let app: TestApp;
afterEach(() => app.destroy());

/** What a referral holds that is health information or names someone: none of it may reach the log. */
const PERSONAL = {
  referrerName: 'Octavia Brightwater',
  referrerOrganization: 'Saint Elsewhere Hospital',
  referrerPhone: '(513) 555-0177',
  referrerEmail: 'octavia@elsewhere.example.org',
  patientName: 'Philippa Quartermaine',
  patientDateOfBirth: '1938-07-14',
  patientPhone: '513-555-0166',
  patientAddress: '77 Larkspur Lane, Cincinnati',
  woundLocation: 'Right lateral malleolus',
  diagnosis: 'Venous stasis ulcer',
  orders: 'Unna boot weekly',
  memberId: 'MBR-99314-QX',
};
const DOCUMENT_NAME = 'Quartermaine sacrum photo.jpg';

describe('referrals and the server log', () => {
  it('when referrals arrive (accepted, refused, by a plain form post) and staff read, fetch, decline, export and delete them, then the log names requests by ids and paths, never a field, a file name, a message or a note', async () => {
    const log = capturedLogger('debug');
    app = await startTestApp({ logger: log.logger });
    const fields = referralFields(PERSONAL);

    const taken = await postReferral(app.url, referralForm(fields, [['Quartermaine order.pdf', pdf()], [DOCUMENT_NAME, await phoneJpeg()]]));
    const wrongNpi = await postReferral(app.url, referralForm({ ...fields, referrerRole: 'physician', practitionerName: 'Dr. Ignatius Fernsby', practitionerNpi: '1234567890' }));
    const wrongKind = await postReferral(app.url, referralForm(fields, [['Quartermaine notes.pdf', Buffer.from('<html>notes</html>')]]));
    const plain = await postReferral(app.url, referralForm({ ...fields, patientZip: '10001' }), { plain: true });
    const staff = await signedInStaff(app);
    const id = (await app.stores.referrals.list())[0]!.referral.id;
    const detail = await staff.get(REFERRAL_STAFF_API.referral(id));
    const document = await staff.download(REFERRAL_STAFF_API.document(id, detail.body.documents[1].id));
    const declined = await staff.post(REFERRAL_STAFF_API.decline(id), { message: 'Dr. Fernsby will follow up', note: 'Spoke to Octavia about hospice' });
    const day = (offset: number) => new Date(app.clock.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const csv = await staff.get(`${REFERRAL_STAFF_API.exportCsv}?from=${day(-1)}&to=${day(1)}`);
    const added = await staff.postForm(REFERRAL_STAFF_API.referrals, referralForm(fields, [[DOCUMENT_NAME, await phoneJpeg()]]));
    const deleted = await staff.send('DELETE', REFERRAL_STAFF_API.referral(id));

    expect([taken.status, wrongNpi.status, wrongKind.status, plain.status]).toEqual([201, 400, 415, 303]);
    expect([detail.status, document.status, declined.status, csv.status, added.status, deleted.status]).toEqual([200, 200, 200, 200, 201, 204]);
    const paths = log.lines().map((line) => (line.req as { path?: string } | undefined)?.path);
    expect(paths).toContain('/api/referrals');
    expect(paths).toContain(REFERRAL_STAFF_API.document(id, detail.body.documents[1].id));
    const text = log.text();
    for (const value of [...Object.values(PERSONAL), 'Philippa', 'Quartermaine', 'octavia@', '555-01', '45202', '10001', 'Fernsby', 'hospice', 'Medicare', 'Diabetic', 'heel', taken.json!.reference as string]) {
      expect(text, value).not.toContain(value);
    }
  });
});
