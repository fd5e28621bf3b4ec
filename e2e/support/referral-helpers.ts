import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { recordsIn } from './test-server';

/** A one-page PDF carrying every byte value many times over (what a text round trip would spoil), about `kilobytes` KB. */
export function referralPdf(marker: string, kilobytes = 300): Buffer {
  const noise = Buffer.from(Array.from({ length: kilobytes * 1024 }, (_, index) => (index * 7 + marker.length) % 256));
  const head = Buffer.from(`%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n3 0 obj << /Type /XObject /Subtype /Image /Width 1 /Height 1 /Length ${noise.length} >>\nstream\n`, 'latin1');
  return Buffer.concat([head, noise, Buffer.from(`\nendstream\nendobj\n% ${marker}\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1')]);
}

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The referral of a patient, as stored in a data folder, and its documents' bytes. */
export function storedReferral(dataDir: string, patientName: string): { reference: string; documents: { name: string; bytes: Buffer }[] } | undefined {
  const referral = recordsIn<{ patientName?: string; reference: string; documents: { id: string; name: string }[] }>(dataDir, 'referrals').find((record) => record.patientName === patientName);
  if (!referral) return undefined;
  return { reference: referral.reference, documents: referral.documents.map((document) => ({ name: document.name, bytes: readFileSync(join(dataDir, 'documents', document.id)) })) };
}

/** How many referrals of a patient the data folder holds. */
export const referralsOf = (dataDir: string, patientName: string) =>
  recordsIn<{ patientName?: string }>(dataDir, 'referrals').filter((record) => record.patientName === patientName).length;

/** Runs in the page: how the outbox keeps each handed-over body ('blob', or 'bytes' where an engine refuses Blobs). */
export async function keptBodies(): Promise<('blob' | 'bytes')[]> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const opening = indexedDB.open('outbox-bodies');
    opening.onsuccess = () => resolve(opening.result);
    opening.onerror = () => reject(opening.error);
  });
  const all = await new Promise<{ body: Blob | ArrayBuffer }[]>((resolve, reject) => {
    const reading = db.transaction('bodies').objectStore('bodies').getAll();
    reading.onsuccess = () => resolve(reading.result as { body: Blob | ArrayBuffer }[]);
    reading.onerror = () => reject(reading.error);
  });
  db.close();
  return all.map((record) => (record.body instanceof Blob ? 'blob' : 'bytes'));
}

/** Every required field of the English form, as a discharge planner fills it in; `patientName` tells the referral apart. */
export async function fillReferral(page: Page, patientName: string): Promise<void> {
  await page.getByLabel('You are').selectOption('discharge-planner');
  await page.getByLabel('Your name').fill('Dana Planner');
  await page.getByLabel('Your phone number').fill('(513) 555-0142');
  await page.getByLabel('Your e-mail').fill('dana@mercy.example.org');
  await page.getByLabel('Patient’s full name').fill(patientName);
  await page.getByLabel('Date of birth').fill('1941-02-03');
  await page.getByLabel('Patient’s phone number').fill('513-555-0199');
  await page.getByLabel('ZIP code').fill('45202');
  await page.getByLabel('Address where the patient will be seen').fill('12 Elm Street, Cincinnati');
  await page.getByLabel('Wound Type').selectOption('Diabetic ulcers');
  await page.getByLabel('Where the wound is').fill('Left heel');
  await page.getByLabel('How soon').selectOption('48h');
  await page.getByLabel('Insurance or payer').fill('Medicare');
  await page.getByLabel(/agreed to this referral/).check();
}
