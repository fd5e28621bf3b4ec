import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REFERENCE_PATTERN } from '#contract/referral';
import { declared } from '../test-support/mail';
import { postReferral, referralFields, referralForm } from '../test-support/referrals';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { heic, HEIC_EXIF, HEIC_PIXELS, pdf, phoneJpeg, taggedPng } from '../test-support/upload-files';

let app: TestApp;
beforeEach(async () => {
  app = await startTestApp({ now: '2026-06-08T16:00:00Z' });
});
afterEach(async () => {
  expect(app.serverErrors).toEqual([]);
  await app.destroy();
});

const stored = async () => app.stores.referrals.list();
const documentFiles = async () => readdir(join(app.dataDir, 'documents')).catch(() => [] as string[]);
const uploadLeftovers = async () => readdir(join(app.dataDir, 'uploads.tmp')).catch(() => []);

describe('POST /api/referrals', () => {
  it('when a valid referral comes with a PDF and a photo, then 201 {reference, message}, the record, its documents as 0600 files with generated names, and its two e-mails', async () => {
    const order = pdf();

    const { status, json } = await postReferral(app.url, referralForm(referralFields(), [['Order.pdf', order], ['heel.jpg', await phoneJpeg()]]));

    expect(status).toBe(201);
    expect(json).toEqual({ reference: expect.stringMatching(REFERENCE_PATTERN), message: expect.stringContaining(String(json!.reference)), outOfArea: false });
    const [state, ...others] = await stored();
    expect(others).toEqual([]);
    expect(state!.status).toBe('new');
    expect(state!.referral).toMatchObject({ reference: json!.reference, source: 'website', patientName: 'Maria Lopez', outOfArea: false, mail: declared('referral-received', 'staff-referral-received') });
    expect(state!.referral).not.toHaveProperty('consent');
    expect(state!.referral.documents.map(({ name, kind }) => ({ name, kind }))).toEqual([
      { name: 'Order.pdf', kind: 'pdf' },
      { name: 'heel.jpg', kind: 'jpeg' },
    ]);
    const files = await documentFiles();
    expect(files.sort()).toEqual(state!.referral.documents.map((document) => document.id).sort());
    for (const file of files) expect((await stat(join(app.dataDir, 'documents', file))).mode & 0o777).toBe(0o600);
    expect((await readFile(join(app.dataDir, 'documents', state!.referral.documents[0]!.id))).equals(order)).toBe(true);
    expect(await uploadLeftovers()).toEqual([]);
  });

  it('when photos come as JPEG, PNG and HEIC, then each is kept without its location, descriptions and text, its picture and rotation kept', async () => {
    const { status } = await postReferral(app.url, referralForm(referralFields(), [['heel.jpg', await phoneJpeg()], ['heel.png', await taggedPng(6)], ['heel.heic', heic()]]));

    expect(status).toBe(201);
    const { documents } = (await stored())[0]!.referral;
    const kept = await Promise.all(documents.map(async (document) => readFile(join(app.dataDir, 'documents', document.id))));
    for (const bytes of kept) expect(bytes.toString('latin1')).not.toMatch(/secret|GPS|PhoneMaker/);
    expect((await sharp(kept[0]!).metadata()).orientation).toBe(6);
    expect((await sharp(kept[1]!).metadata()).orientation).toBe(6);
    expect(kept[2]!.includes(HEIC_PIXELS)).toBe(true);
    expect(kept[2]!.includes(HEIC_EXIF)).toBe(false);
  });

  it('when an interpreter is asked for, from the list or by name, then the one value of decision 052 is stored; another language without a name is refused beside the name', async () => {
    const listed = await postReferral(app.url, referralForm(referralFields({ patientName: 'Listed Lang', interpreterLanguage: 'so' })));
    const named = await postReferral(app.url, referralForm(referralFields({ patientName: 'Named Lang', interpreterLanguage: 'other', interpreterOther: '  Amharic ' })));
    const nameless = await postReferral(app.url, referralForm(referralFields({ language: 'es', interpreterLanguage: 'other', interpreterOther: '' })));
    const unknown = await postReferral(app.url, referralForm(referralFields({ interpreterLanguage: 'klingon' })));

    expect([listed.status, named.status, nameless.status, unknown.status]).toEqual([201, 201, 400, 400]);
    expect((await stored()).map((state) => state.referral.interpreterLanguage)).toEqual(['so', 'other:Amharic']);
    expect(nameless.json!.errors).toEqual({ interpreterOther: 'Elija un idioma de la lista, o escriba su nombre con letras (hasta 40)' });
    expect(unknown.json!.errors).toEqual({ interpreterLanguage: 'Please choose a language from the list, or write its name in letters (up to 40)' });
  });

  it('when the ZIP code is outside the service area, then it is taken, flagged, and the referrer is told at once that we will call', async () => {
    const { status, json } = await postReferral(app.url, referralForm(referralFields({ patientZip: '10001' })));

    expect(status).toBe(201);
    expect(json).toMatchObject({ outOfArea: true, message: expect.stringContaining('outside the area our nurses visit') });
    expect((await stored())[0]!.referral.outOfArea).toBe(true);
  });

  it('when the same submission is sent again with its key, then the same reference, nothing stored twice and no document kept twice', async () => {
    const body = () => referralForm(referralFields(), [['order.pdf', pdf()]]);
    const first = await postReferral(app.url, body(), { key: 'key-1' });

    const again = await postReferral(app.url, body(), { key: 'key-1' });

    expect(again.status).toBe(201);
    expect(again.json!.reference).toBe(first.json!.reference);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await stored()).toHaveLength(1);
    expect(await documentFiles()).toHaveLength(1);
  });

  it('when a different submission reuses a key, then 422 and nothing new is kept', async () => {
    await postReferral(app.url, referralForm(referralFields(), [['order.pdf', pdf()]]), { key: 'key-2' });

    const reused = await postReferral(app.url, referralForm(referralFields({ patientName: 'Someone Else' }), [['order.pdf', pdf()]]), { key: 'key-2' });

    expect(reused.status).toBe(422);
    expect(await stored()).toHaveLength(1);
    expect(await documentFiles()).toHaveLength(1);
    expect(await uploadLeftovers()).toEqual([]);
  });

  it('when fields are wrong, then 400 with each field\'s message in the request\'s language, and no document or temporary file remains', async () => {
    const { status, json } = await postReferral(
      app.url,
      referralForm(referralFields({ language: 'es', referrerRole: 'physician', practitionerName: 'Dra. Ana', practitionerNpi: '1234567890', patientZip: '4520' }), [['order.pdf', pdf()]]),
    );

    expect(status).toBe(400);
    expect(json).toEqual({
      message: 'Corrija los campos marcados e inténtelo otra vez.',
      errors: { practitionerNpi: expect.stringContaining('El NPI 1234567890 no es válido'), patientZip: 'Escriba un código postal (ZIP) de 5 dígitos' },
    });
    expect(await stored()).toEqual([]);
    expect(await documentFiles()).toEqual([]);
    expect(await uploadLeftovers()).toEqual([]);
  });

  it.each([
    ['a web page named .pdf', [['order.pdf', Buffer.from('<html><script>x</script>')]], 415, 'is not a PDF, JPEG, PNG or HEIC file'],
    ['a PDF with JavaScript', [['note.pdf', pdf({ catalogue: '/OpenAction << /S /JavaScript /JS (x) >>' })]], 415, 'print it to a new PDF'],
    ['an encrypted PDF', [['card.pdf', pdf({ trailer: '/Encrypt 9 0 R' })]], 415, 'password-protected'],
    ['six documents', [1, 2, 3, 4, 5, 6].map((n) => [`p${n}.pdf`, pdf()]), 413, 'at most 5 documents'],
    ['an 11 MB document', [['scan.pdf', Buffer.concat([pdf(), Buffer.alloc(11 * 1024 * 1024)])]], 413, 'larger than 10 MB'],
    ['a HEIC photo whose metadata cannot be found (an image sequence)', [['heel.heic', heic({ extraTopLevel: 'moov' })]], 415, 'Please send it as a JPEG instead'],
  ] as const)('when the referral carries %s, then its refusal status with a message saying so, and nothing is kept', async (_, documents, status, words) => {
    const answer = await postReferral(app.url, referralForm(referralFields(), documents.map(([name, bytes]) => [name, Buffer.from(bytes)] as [string, Buffer])));

    expect(answer.status).toBe(status);
    expect(answer.json!.message).toContain(words);
    expect(await stored()).toEqual([]);
    expect(await documentFiles()).toEqual([]);
    expect(await uploadLeftovers()).toEqual([]);
  });
});

describe('POST /api/referrals from a page with no script', () => {
  it('when the plain form post is valid, then 303 to the thank-you page, which shows the reference', async () => {
    const { status, headers } = await postReferral(app.url, referralForm(referralFields({ language: 'es', patientZip: '10001' })), { plain: true });

    expect(status).toBe(303);
    const location = headers.get('location')!;
    expect(location).toMatch(/^\/es\/refer\/sent\?reference=R-[A-Z0-9-]+&area=outside$/);
    expect(location).not.toContain('10001');
    const page = await fetch(`${app.url}${location}`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(html).toContain(new URL(location, app.url).searchParams.get('reference')!);
    expect(html).toContain('fuera de la zona');
  });

  it('when the plain form post has wrong fields, then the form again (HTML) with the message, not JSON', async () => {
    const { status, headers, text } = await postReferral(app.url, referralForm(referralFields({ patientZip: 'abc' })), { plain: true });

    expect(status).toBe(400);
    expect(headers.get('content-type')).toContain('text/html');
    expect(text).toContain('Please correct the highlighted fields and try again.');
    expect(await stored()).toEqual([]);
  });

  it('when the thank-you page is asked for with no reference or a made-up one, then it is not found', async () => {
    expect((await fetch(`${app.url}/refer/sent`)).status).toBe(404);
    expect((await fetch(`${app.url}/refer/sent?reference=<script>`)).status).toBe(404);
  });
});
