/**
 * Referrals (docs/product.md, "Refer a patient"): who may refer, how soon, the documents a referral
 * may carry, the NPI check, the service area's ZIP codes and the reference a referrer is given.
 * Shared by the server, the referral page and the staff app; the form's schema with its words is
 * referral-schema.ts.
 */
import { otherLanguage } from './interpreter';
import { referralFacts } from './provider.referrals';

export const REFERRER_ROLES = ['physician', 'nurse-practitioner', 'discharge-planner', 'facility-nurse', 'family', 'self'] as const;
export type ReferrerRole = (typeof REFERRER_ROLES)[number];

/** The roles whose referral is an order: they name the ordering practitioner and the practitioner's NPI. */
export const ORDERING_ROLES: readonly ReferrerRole[] = ['physician', 'nurse-practitioner'];
export const isOrderingRole = (role: unknown): boolean => (ORDERING_ROLES as readonly unknown[]).includes(role);

export const URGENCIES = ['routine', '48h'] as const;
export type Urgency = (typeof URGENCIES)[number];

/** The kinds of document a referral may carry, decided by each file's own first bytes (api/uploads/file-kind.ts). */
export const DOCUMENT_KINDS = ['pdf', 'jpeg', 'png', 'heic'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** What a document is served as to staff (always as an attachment, never shown inline). */
export const DOCUMENT_TYPES: Record<DocumentKind, string> = { pdf: 'application/pdf', jpeg: 'image/jpeg', png: 'image/png', heic: 'image/heic' };

/** Limits of one referral's documents: the form checks them first, the server while the bytes arrive. */
export const DOCUMENT_LIMITS = {
  files: 5,
  fileBytes: 10 * 1024 * 1024,
  totalBytes: 25 * 1024 * 1024,
  /** A file's name as kept and shown to staff, at most. */
  nameLength: 120,
} as const;

/** The multipart field that carries the files; every other field is text. */
export const DOCUMENTS_FIELD = 'documents';

/**
 * The fields of a referral, in the form's order; `language` first, so the server reads it before the
 * others (decision 033). The interpreter is asked for as on every form (decision 052): a language
 * from the list, or 'other' with its name in `interpreterOther`, which `interpreterOf` makes one value.
 */
export const REFERRAL_FIELDS = [
  'language',
  'referrerRole',
  'referrerName',
  'referrerOrganization',
  'referrerPhone',
  'referrerEmail',
  'practitionerName',
  'practitionerNpi',
  'patientName',
  'patientDateOfBirth',
  'patientPhone',
  'patientAddress',
  'patientZip',
  'woundType',
  'woundLocation',
  'diagnosis',
  'orders',
  'faceToFaceDate',
  'urgency',
  'payer',
  'memberId',
  'interpreterLanguage',
  'interpreterOther',
  'consent',
] as const;
export type ReferralField = (typeof REFERRAL_FIELDS)[number];

/**
 * The interpreter's language as the contract names it (api/contract/interpreter.ts), from the form's
 * two fields: the list's choice, or 'other' and the name typed beside it (a form posted without
 * script sends both as they are).
 */
export function interpreterOf(fields: { interpreterLanguage?: string; interpreterOther?: string }): string {
  const chosen = (fields.interpreterLanguage ?? '').trim();
  return chosen === 'other' ? otherLanguage(fields.interpreterOther ?? '') : chosen;
}

/**
 * An NPI is 10 digits whose last is a Luhn check digit computed over the other nine with the
 * prefix 80840 (CMS, "Requirements for the NPI check digit"): the constant 24 stands for the prefix.
 */
export function isValidNpi(npi: string): boolean {
  if (!/^\d{10}$/.test(npi)) return false;
  let sum = 24;
  for (let index = 0; index < 9; index++) {
    let digit = Number(npi[8 - index]);
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10 === Number(npi[9]);
}

/** Whether a ZIP code is one the nurses travel to (the facts file's list); any other is taken, flagged for staff. */
export const isInServiceArea = (zip: string): boolean => referralFacts.serviceAreaZips.includes(zip);

/** A referral's reference, as the referrer reads it over the phone: `R-` and eight letters and digits none of which reads as another. */
export const REFERENCE_PATTERN = /^R-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/;
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A document's size in words staff and visitors read: "820 KB", "4.2 MB". */
export function formatBytes(bytes: number, lang: 'en' | 'es' = 'en'): string {
  const point = (value: string) => (lang === 'es' ? value.replace('.', ',') : value);
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${point((bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, ''))} MB`;
}
