import { mkdir } from 'node:fs/promises';
import { type ErrorRequestHandler, type Request, type RequestHandler, type Response, Router } from 'express';
import { IDEMPOTENCY_HEADER } from '#contract';
import { type Lang, pathIn } from '#contract/language';
import { DOCUMENT_LIMITS, DOCUMENTS_FIELD, REFERENCE_PATTERN } from '#contract/referral';
import type { Clock } from '../clock';
import { describe } from '../http/errors';
import { idempotencyKey } from '../http/validate';
import { receiveUpload, type UploadRules } from '../uploads/receive-upload';
import type { ByteAllowance } from './byte-allowance';
import { type ReferralPages, REFER_PATH, SENT_PATH } from './referral-page';
import { languageOfFields, type ReferralService } from './referral.service';
import { REFERRAL_WORDS, uploadRefusal } from './referral-words';

export interface ReferralRouterOptions {
  service: ReferralService;
  clock: Clock;
  /** Where uploads wait while they arrive (api/uploads/upload-folder.ts). */
  uploadFolder: string;
  allowance: ByteAllowance;
  pages: ReferralPages;
  /** What every public POST passes first (the rate limit, the data folder's ceiling), here so that a plain form post hears them as a page too. */
  before: RequestHandler[];
}

/** Past a refusal the body is still read up to this much, so the browser reads the answer (a little over what a referral may hold). */
const DRAIN_BYTES = DOCUMENT_LIMITS.totalBytes + 8 * 1024 * 1024;

/** The upload's limits, with what the client may still send today. */
export const uploadRules = (allowanceBytes: number): UploadRules => ({
  fileField: DOCUMENTS_FIELD,
  files: DOCUMENT_LIMITS.files,
  fileBytes: DOCUMENT_LIMITS.fileBytes,
  totalBytes: DOCUMENT_LIMITS.totalBytes,
  allowanceBytes,
  drainBytes: DRAIN_BYTES,
  nameLength: DOCUMENT_LIMITS.nameLength,
});

/** The most document bytes this request can bring: what its Content-Length declares, and never more than a referral may hold. */
function uploadCeiling(req: Request): number {
  const declared = Number(req.get('Content-Length'));
  return Number.isSafeInteger(declared) && declared >= 0 ? Math.min(declared, DOCUMENT_LIMITS.totalBytes) : DOCUMENT_LIMITS.totalBytes;
}

/**
 * A form post from a page with no script (docs/decisions/062-referral-form-without-script.md): no
 * Idempotency-Key (the page's script always sends one) and HTML wanted. It is answered with pages:
 * 303 to the thank-you page, or the form again with its messages.
 */
const isPlainFormPost = (req: Request) => req.get(IDEMPOTENCY_HEADER) === undefined && req.accepts(['json', 'html']) === 'html';

/** The language of a refusal made before the fields were read: the page's (Content-Language, or the Referer's /es path), else English. */
function languageOf(req: Request, fields: Record<string, string> | undefined): Lang {
  if (fields) {
    try {
      return languageOfFields(fields);
    } catch {
      return 'en';
    }
  }
  const referer = req.get('Referer') ?? '';
  return /^es\b/i.test(req.get('Content-Language') ?? '') || /^https?:\/\/[^/]+\/es(\/|$)/.test(referer) ? 'es' : 'en';
}

interface Locals {
  fields?: Record<string, string>;
}

/**
 * POST /api/referrals (docs/product.md, "Refer a patient"): multipart/form-data, streamed to
 * temporary files (api/uploads/), not JSON, so it has its own router ahead of the JSON parser.
 * Answers 201 {reference, message, outOfArea} to the page's script, or pages to a plain form post.
 */
export function referralRouter({ service, clock, uploadFolder, allowance, pages, before }: ReferralRouterOptions): Router {
  const router = Router();
  router.post('/', ...before, async (req, res) => {
    await mkdir(uploadFolder, { recursive: true, mode: 0o700 });
    const full = await service.documentsFull();
    const spending = allowance.begin(req.ip ?? '', clock.now(), uploadCeiling(req));
    const outcome = await receiveUpload(req, uploadFolder, uploadRules(full ? 0 : spending.left));
    // What arrived counts, accepted or not: reading and checking it cost the server the same.
    spending.end(outcome.receivedBytes);
    (res.locals as Locals).fields = outcome.fields;
    const lang = languageOf(req, outcome.fields);
    if (!outcome.ok) {
      const refusal = full && outcome.refusal.reason === 'allowance' ? { reason: 'storage' as const } : outcome.refusal;
      const { status, message } = uploadRefusal(refusal, lang);
      if (outcome.closeConnection) res.set('Connection', 'close');
      if (refusal.reason === 'allowance') res.set('Retry-After', String(spending.retryAfterSeconds));
      if (isPlainFormPost(req)) return void sendPage(res, status, pages.form(lang, { values: outcome.fields, errors: {}, message: withFilesAgain(message, lang) }));
      return void res.status(status).json({ message });
    }
    const key = idempotencyKey(req.get(IDEMPOTENCY_HEADER));
    const answer = await service.submit({ fields: outcome.fields, documents: outcome.documents, idempotencyKey: key, from: { source: 'website' } });
    if (isPlainFormPost(req)) {
      // The reference names no one; the ZIP code is the patient's, so the address says only whether it is outside the area.
      return void res.redirect(303, `${pathIn(SENT_PATH, lang)}?reference=${encodeURIComponent(answer.reference)}${answer.outOfArea ? '&area=outside' : ''}`);
    }
    if (answer.replayed) res.set('Idempotent-Replayed', 'true');
    res.status(201).json({ reference: answer.reference, message: answer.message, outOfArea: answer.outOfArea });
  });

  // A refusal of a plain form post is the form again, with the fields' messages; the body is read first, so the browser sees it.
  const asPage: ErrorRequestHandler = (error, req, res, next) => {
    void drained(req).then(() => {
      if (!isPlainFormPost(req) || res.headersSent) return next(error);
      const fields = (res.locals as Locals).fields;
      const lang = languageOf(req, fields);
      const [status, message, body, headers] = describe(error, lang);
      if (status >= 500 && status !== 507) return next(error);
      res.set(headers);
      sendPage(res, status, pages.form(lang, { values: fields ?? {}, errors: (body.errors as Record<string, string> | undefined) ?? {}, message: withFilesAgain(message, lang, fields !== undefined) }));
    });
  };
  router.use(asPage);
  return router;
}

/** GET /refer/sent?reference (and /es/refer/sent): the thank-you page of a plain form post, with its reference. */
export function referralSentPage(pages: ReferralPages): RequestHandler {
  return (req, res, next) => {
    const lang: Lang = req.path.startsWith('/es/') ? 'es' : 'en';
    if (req.path !== pathIn(SENT_PATH, lang)) return next();
    const reference = typeof req.query.reference === 'string' ? req.query.reference : '';
    // Anything else is no page of ours: the site's 404, as for any unknown address.
    if (!REFERENCE_PATTERN.test(reference)) return next();
    const words = REFERRAL_WORDS[lang];
    const message = [words.received(reference), req.query.area === 'outside' ? words.outOfArea : ''].filter(Boolean).join(' ');
    res.set('Cache-Control', 'no-store');
    sendPage(res, 200, pages.sent(lang, reference, message));
  };
}

function sendPage(res: Response, status: number, html: string): void {
  res.status(status).type('html').send(html);
}

/** A file input is never filled in again by a browser: a form sent back says to choose its files again. */
function withFilesAgain(message: string, lang: Lang, anyRead = true): string {
  const again = lang === 'es' ? 'Si adjuntó documentos, elíjalos otra vez.' : 'If you attached documents, please choose them again.';
  return anyRead ? `${message} ${again}` : message;
}

/** Resolves once the request's body has been read (up to what a referral may hold), or at once when it was. */
function drained(req: Request): Promise<void> {
  if (req.complete || req.readableEnded) return Promise.resolve();
  return new Promise((resolve) => {
    let read = 0;
    req.on('data', (chunk: Buffer) => {
      read += chunk.length;
      if (read > DRAIN_BYTES) {
        req.pause();
        req.res?.set('Connection', 'close');
        resolve();
      }
    });
    req.once('end', () => resolve());
    req.once('error', () => resolve());
    req.resume();
  });
}

export { REFER_PATH };
