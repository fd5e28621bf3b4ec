import { interpreterLanguageName } from '#contract/interpreter';
import { mkdir } from 'node:fs/promises';
import { type Response, Router } from 'express';
import { IDEMPOTENCY_HEADER } from '#contract';
import { DOCUMENT_TYPES, type DocumentKind } from '#contract/referral';
import { dateRangeSchema, declineRequestSchema, REFERRAL_STAFF_API, referralListQuerySchema, staffBookingRequestSchema, type StaffReferral } from '#contract/staff';
import type { AuditStore } from '../audit/audit.store';
import type { Clock } from '../clock';
import { HttpError } from '../http/errors';
import { idempotencyKey, parseBody } from '../http/validate';
import { uploadRules } from '../referrals/referral.router';
import { uploadRefusal } from '../referrals/referral-words';
import { staffOf } from '../sign-in/auth.router';
import { receiveUpload } from '../uploads/receive-upload';
import { toCsv } from './csv';
import type { StaffReferrals } from './staff-referrals.service';

const path = (full: string) => full.slice('/api/staff'.length);
const base = path(REFERRAL_STAFF_API.referrals);

/**
 * The referrals screen's endpoints (REFERRAL_STAFF_API): the list and its count, one referral, its
 * documents, accept, decline, deletion, a referral typed in with its files, and the CSV.
 */
export function staffReferralsRouter(referrals: StaffReferrals, { uploadFolder, audit, clock }: { uploadFolder: string; audit: AuditStore; clock: Clock }): Router {
  const router = Router();

  router.get(base, async (req, res) => {
    const { status } = parseBody(referralListQuerySchema, { ...req.query });
    res.json({ referrals: await referrals.list(status, staffOf(res)) });
  });

  router.get(path(REFERRAL_STAFF_API.newCount), async (_req, res) => {
    res.json(await referrals.newCount());
  });

  // Typed in by staff from a fax or a call: the same multipart form and checks as the website's, with no daily cap.
  router.post(base, async (req, res) => {
    await mkdir(uploadFolder, { recursive: true, mode: 0o700 });
    const outcome = await receiveUpload(req, uploadFolder, uploadRules(Number.POSITIVE_INFINITY));
    if (!outcome.ok) {
      const { status, message } = uploadRefusal(outcome.refusal, 'en');
      if (outcome.closeConnection) res.set('Connection', 'close');
      throw new HttpError(status, message);
    }
    // Staff work in English; the referral keeps the language the referrer asked for.
    const added = await referrals.add(outcome.fields, outcome.documents, staffOf(res), idempotencyKey(req.get(IDEMPOTENCY_HEADER)));
    res.status(201).json(added);
  });

  router.get(`${base}/:id`, async (req, res) => {
    res.json(await referrals.get(String(req.params.id), staffOf(res)));
  });

  router.get(`${base}/:id/documents/:documentId`, async (req, res) => {
    const document = await referrals.document(String(req.params.id), String(req.params.documentId), staffOf(res));
    res.set({
      'Content-Type': DOCUMENT_TYPES[document.kind as DocumentKind],
      'Content-Length': String(document.bytes),
      'Content-Disposition': attachment(document.name),
      'X-Content-Type-Options': 'nosniff',
      // Set for all of /api already; said again here because a document must never be kept by a browser or a proxy.
      'Cache-Control': 'no-store',
    });
    document.stream.pipe(res);
  });

  router.post(`${base}/:id/accept`, async (req, res) => {
    res.json(await referrals.accept(String(req.params.id), staffOf(res), idempotencyKey(req.get(IDEMPOTENCY_HEADER))));
  });

  router.post(`${base}/:id/decline`, async (req, res) => {
    const words = parseBody(declineRequestSchema, req.body);
    res.json(await referrals.decline(String(req.params.id), { message: words.message || undefined, note: words.note || undefined }, staffOf(res), idempotencyKey(req.get(IDEMPOTENCY_HEADER))));
  });

  // The first visit, booked through the coordinator's day: the staff booking's request, a plan first (`dryRun`).
  router.post(`${base}/:id/schedule`, async (req, res) => {
    const request = parseBody(staffBookingRequestSchema, req.body);
    const answer = await referrals.schedule(String(req.params.id), request, staffOf(res), idempotencyKey(req.get(IDEMPOTENCY_HEADER)));
    res.status(answer.dryRun ? 200 : 201).json(answer);
  });

  router.delete(`${base}/:id`, async (req, res) => {
    await referrals.remove(String(req.params.id), staffOf(res));
    res.status(204).end();
  });

  router.get(path(REFERRAL_STAFF_API.exportCsv), async (req, res) => {
    const range = parseBody(dateRangeSchema, { ...req.query });
    const found = await referrals.inRange(range);
    const who = staffOf(res);
    await audit.append({ actor: who.username, address: who.address, action: 'export-referrals', recordIds: found.map((referral) => referral.id), outcome: 'ok' }, clock.now());
    sendCsv(res, `referrals-${range.from}-to-${range.to}.csv`, toCsv(COLUMNS, found.map(row)));
  });

  return router;
}

/**
 * RFC 6266: a plain `filename` for old browsers (what is not printable ASCII becomes `_`, quotes
 * and backslashes dropped) and the exact name as UTF-8 in `filename*`.
 */
export function attachment(name: string): string {
  const plain = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '');
  const exact = encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${plain}"; filename*=UTF-8''${exact}`;
}

function sendCsv(res: Response, name: string, csv: string): void {
  res.set('Content-Disposition', `attachment; filename="${name}"`).type('text/csv; charset=utf-8').send(csv);
}

// A staff download: what the referrer sent and what staff did; of the documents, how many (never the files or their names).
const COLUMNS = [
  'id',
  'reference',
  'received at',
  'status',
  'urgency',
  'outside the service area',
  'source',
  'referrer role',
  'referrer name',
  'referrer organization',
  'referrer phone',
  'referrer e-mail',
  'ordering practitioner',
  'practitioner NPI',
  'patient name',
  'patient date of birth',
  'patient phone',
  'patient address',
  'patient ZIP',
  'wound type',
  'wound location',
  'diagnosis',
  'orders',
  'face-to-face date',
  'payer',
  'member ID',
  'interpreter language',
  'documents',
  'declined: message sent to the referrer',
  'declined: internal note (staff only)',
  'first visit',
  'language',
];

function row(referral: StaffReferral): string[] {
  const declined = referral.events.findLast((event) => event.event === 'declined');
  const scheduled = referral.events.findLast((event) => event.event === 'scheduled');
  return [
    referral.id,
    referral.reference,
    referral.createdAt,
    referral.status,
    referral.urgency === '48h' ? 'within 48 hours' : 'routine',
    referral.outOfArea ? 'yes' : 'no',
    referral.source,
    referral.referrerRole,
    referral.referrerName,
    referral.referrerOrganization ?? '',
    referral.referrerPhone,
    referral.referrerEmail,
    referral.practitionerName ?? '',
    referral.practitionerNpi ?? '',
    referral.patientName,
    referral.patientDateOfBirth,
    referral.patientPhone,
    referral.patientAddress,
    referral.patientZip,
    referral.woundType,
    referral.woundLocation,
    referral.diagnosis ?? '',
    referral.orders ?? '',
    referral.faceToFaceDate ?? '',
    referral.payer,
    referral.memberId ?? '',
    referral.interpreterLanguage ? interpreterLanguageName(referral.interpreterLanguage) : '',
    String(referral.documents.length),
    declined?.message ?? '',
    declined?.note ?? '',
    scheduled ? `${scheduled.date} ${scheduled.time}` : '',
    referral.language === 'es' ? 'Spanish' : 'English',
  ];
}
