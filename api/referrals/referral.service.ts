import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { fieldErrors } from '#contract';
import { type Lang, LANGS } from '#contract/language';
import { referralMessages as en } from '#contract/messages/referral.en';
import { referralMessages as es } from '#contract/messages/referral.es';
import { interpreterOf, isInServiceArea } from '#contract/referral';
import { makeReferralSchema, type ReferralInput } from '#contract/referral-schema';
import type { Clock } from '../clock';
import { InvalidInputError, StorageFullError } from '../domain-errors';
import { type MailArrivals, outgoing } from '../declared-mail/outgoing';
import type { VisitorMailQuota } from '../declared-mail/visitor-mail-quota';
import type { ReceivedDocument } from '../uploads/receive-upload';
import { removeQuietly } from '../uploads/upload-folder';
import { type DocumentStore, DocumentsFullError } from './document.store';
import type { ReferralRecord } from './referral-records';
import type { ReferralStore } from './referral.store';
import { REFERRAL_WORDS } from './referral-words';

const SCHEMAS = { en: makeReferralSchema(en), es: makeReferralSchema(es) } as const;

export interface ReferralServiceOptions {
  referrals: ReferralStore;
  documents: DocumentStore;
  clock: Clock;
  /** Told of each new referral once it is stored, so the receipt and the staff alert go out at once. */
  mail?: MailArrivals;
  /** Receipts to one mailbox a day (decision 026): past it the referral is stored and answered, not mailed. */
  visitorMail?: VisitorMailQuota;
  /** The documents' ceiling in bytes (DOCUMENTS_MAX_MB); 0 for none. */
  documentsMaxBytes: number;
}

/** Who sends a referral: the website's form, or a staff member typing one in from a fax or a call. */
export type ReferralSource = { source: 'website' } | { source: 'staff'; staffId: string };

export interface Submission {
  fields: Record<string, string>;
  documents: readonly ReceivedDocument[];
  idempotencyKey?: string;
  from: ReferralSource;
}

export type ReferralService = ReturnType<typeof createReferralService>;

/** The language a referral's fields say they are in; any other value is refused in English, as on every public request (decision 033). */
export function languageOfFields(fields: Record<string, string>): Lang {
  const language = fields.language || 'en';
  if (!(LANGS as readonly string[]).includes(language)) throw new InvalidInputError('Please correct the highlighted fields and try again.', { language: "Language must be 'en' or 'es'" });
  return language as Lang;
}

/**
 * A referral's arrival (docs/product.md, "Refer a patient"): its fields checked in its language,
 * its documents moved into the document store under their ceiling, the record stored once per
 * idempotency key with the messages it causes. Whatever refuses it, none of its files remain.
 */
export function createReferralService({ referrals, documents, clock, mail, visitorMail, documentsMaxBytes }: ReferralServiceOptions) {
  /** Whether documents are at their ceiling now: an upload is then refused before it is read. */
  async function documentsFull(): Promise<boolean> {
    return documentsMaxBytes > 0 && (await documents.usedBytes()) >= documentsMaxBytes;
  }

  async function submit({ fields, documents: received, idempotencyKey, from }: Submission) {
    const lang = languageOfFields(fields);
    const kept: string[] = [];
    try {
      const { interpreterOther: _typed, ...rest } = fields;
      const result = v.safeParse(SCHEMAS[lang], { ...rest, interpreterLanguage: interpreterOf(fields) });
      if (!result.success) throw new InvalidInputError(REFERRAL_WORDS[lang].fields, besideTheName(fieldErrors(result.issues), fields));
      // The store decides the ceiling (DOCUMENTS_MAX_MB) as it keeps, counting every server's documents.
      const refs = await documents
        .keep(received.map(({ sha256: _sha, ...document }) => document), { maxBytes: documentsMaxBytes })
        .catch((error: unknown) => Promise.reject(error instanceof DocumentsFullError ? new StorageFullError(REFERRAL_WORDS[lang].storage) : error));
      kept.push(...refs.map((ref) => ref.id));
      const now = clock.now();
      let giveBack: (() => void) | null = null;
      const payload = { ...result.output, language: lang, from, documents: received.map((document) => ({ name: document.name, sha256: document.sha256 })) };
      const { record, replayed } = await referrals
        .add({ idempotencyKey, payload, now }, (reference) => {
          giveBack = visitorMail ? visitorMail.take(result.output.referrerEmail, now) : () => undefined;
          return recordOf(result.output, lang, from, reference, refs, now, giveBack !== null);
        })
        .catch((error: unknown) => {
          (giveBack as (() => void) | null)?.();
          throw error;
        });
      // A replay answers what the first request stored; the files it brought again are not kept twice.
      if (replayed) await documents.remove(kept);
      else mail?.arrived('referral', record);
      kept.length = 0;
      const words = REFERRAL_WORDS[languageOfRecord(record)];
      const message = [words.received(record.reference), record.mailWithheld ? '' : words.receipt, record.outOfArea ? words.outOfArea : ''].filter(Boolean).join(' ');
      return { id: record.id, reference: record.reference, message, outOfArea: record.outOfArea, replayed };
    } finally {
      if (kept.length) await documents.remove(kept);
      await Promise.all(received.map((document) => removeQuietly(document.path)));
    }
  }

  return { submit, documentsFull };
}

/** A message about another language goes beside its name, where it is fixed (as the forms put it). */
function besideTheName(errors: Record<string, string>, fields: Record<string, string>): Record<string, string> {
  const { interpreterLanguage: message, ...rest } = errors;
  return message && fields.interpreterLanguage === 'other' ? { ...rest, interpreterOther: message } : errors;
}

const languageOfRecord = (record: ReferralRecord): Lang => (record.language === 'es' ? 'es' : 'en');

function recordOf(input: ReferralInput, lang: Lang, from: ReferralSource, reference: string, documents: ReferralRecord['documents'], now: number, mailed: boolean): ReferralRecord {
  const { consent: _consent, ...fields } = input;
  // The receipt to the referrer (when its mailbox has not had its day's receipts) and the staff alert, stored by the same write.
  const mail = from.source === 'staff' ? [] : mailed ? outgoing('referral-received', 'staff-referral-received') : outgoing('staff-referral-received');
  return {
    id: randomUUID(),
    reference,
    createdAt: new Date(now).toISOString(),
    source: from.source,
    ...(from.source === 'staff' ? { enteredBy: from.staffId } : {}),
    ...withoutEmpty(fields),
    outOfArea: !isInServiceArea(input.patientZip),
    ...(lang === 'es' ? { language: 'es' as const } : {}),
    documents,
    mail,
    ...(from.source === 'website' && !mailed ? { mailWithheld: 'daily-limit' as const } : {}),
  } as ReferralRecord;
}

/** Optional fields left empty are not stored at all. */
function withoutEmpty<T extends object>(fields: T): T {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value !== '')) as T;
}
