import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '#contract';
import { postJson } from '../test-support/http';
import { declared } from '../test-support/mail';
import { inquiry } from '../test-support/payloads';
import { startTestApp, type TestApp } from '../test-support/test-app';

let app: TestApp;
beforeEach(async () => {
  app = await startTestApp({ now: '2026-06-08T16:00:00Z' });
});
afterEach(async () => {
  expect(app.serverErrors).toEqual([]);
  await app.destroy();
});

const storedInquiries = async () =>
  JSON.parse(await readFile(join(app.dataDir, 'contact-inquiries.json'), 'utf8')).records as Record<string, unknown>[];

describe('POST /api/contact', () => {
  it('when a valid inquiry is sent, then 201 {message} and the file holds it with a UUID, createdAt and its two e-mails', async () => {
    const { status, body } = await postJson(app.url + API.contact, inquiry({ firstName: ' Maria ' }));

    expect(status).toBe(201);
    expect(body).toEqual({ message: expect.stringContaining('Thank you, Maria.') });
    const [stored, ...others] = await storedInquiries();
    expect(others).toEqual([]);
    expect(stored).toEqual({
      ...inquiry(),
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      createdAt: '2026-06-08T16:00:00.000Z',
      // The receipt and the staff alert are stored by the same write as the inquiry (decision 019).
      mail: declared('inquiry-received', 'staff-inquiry-received'),
    });
  });

  it('when unknown fields, an id or a createdAt are sent, then the stored record keeps none of them', async () => {
    await postJson(app.url + API.contact, inquiry({ id: 'attacker-chosen', createdAt: '1999-01-01T00:00:00Z', isAdmin: true, html: '<b>x</b>' }));

    const [stored] = await storedInquiries();
    expect(stored!.id).not.toBe('attacker-chosen');
    expect(stored!.createdAt).toBe('2026-06-08T16:00:00.000Z');
    expect(Object.keys(stored!).sort()).toEqual(
      ['careLocation', 'consent', 'createdAt', 'email', 'firstName', 'id', 'lastName', 'mail', 'message', 'phone', 'serviceType'].sort(),
    );
  });

  it('when only the required fields are sent, then the record has no optional keys', async () => {
    const { status } = await postJson(app.url + API.contact, inquiry({ serviceType: '', careLocation: '', message: undefined }));

    const [stored] = await storedInquiries();
    expect(status).toBe(201);
    expect(Object.keys(stored!).sort()).toEqual(['consent', 'createdAt', 'email', 'firstName', 'id', 'lastName', 'mail', 'phone']);
  });

  it('when two inquiries are sent, then each gets its own id', async () => {
    await postJson(app.url + API.contact, inquiry());
    await postJson(app.url + API.contact, inquiry());

    const records = await storedInquiries();
    expect(records).toHaveLength(2);
    expect(records[0]!.id).not.toBe(records[1]!.id);
  });

  it.each([
    ['firstName', '', 'First name is required'],
    ['lastName', ' ', 'Last name is required'],
    ['email', 'maria@', 'Invalid email address'],
    ['phone', '555-0100', 'Phone number must be at least 10 digits'],
    ['consent', '', 'Consent is required'],
    ['serviceType', 'surgery', 'Please choose one of the listed options'],
    ['careLocation', 'hospital', 'Please choose one of the listed options'],
    ['message', 'm'.repeat(2001), 'Please keep this under 2000 characters'],
  ])('when %s is %j, then 400 {message, errors: {%s: "%s"}} and nothing is stored', async (field, value, message) => {
    const { status, body } = await postJson(app.url + API.contact, inquiry({ [field]: value }));

    expect(status).toBe(400);
    expect(body).toEqual({ message: expect.any(String), errors: { [field]: message } });
    expect(app.stores.inquiries.records).toHaveLength(0);
  });

  it.each([
    ['firstName', 'First name is required'],
    ['lastName', 'Last name is required'],
    ['email', 'Invalid email address'],
    ['phone', 'Phone number must be at least 10 digits'],
    ['consent', 'Consent is required'],
  ])('when %s is missing, then 400 with "%s"', async (field, message) => {
    const { status, body } = await postJson(app.url + API.contact, inquiry({ [field]: undefined }));

    expect(status).toBe(400);
    expect(body.errors).toEqual({ [field]: message });
  });
});
