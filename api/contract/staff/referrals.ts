/** Referrals as staff see and handle them (docs/product.md, "Referrals" in the staff area). */
import * as v from 'valibot';
import { LANGS } from '../language';
import { DOCUMENT_KINDS, REFERRER_ROLES, URGENCIES } from '../referral';
import { optionalNote, optionalString } from './fields';

/** The referrals' paths: beside STAFF_API (paths.ts), in this file so the two grow apart. */
export const REFERRAL_STAFF_API = {
  /** GET ?status: the list ({referrals}); POST multipart: a referral staff type in from a fax or a call, with its files. */
  referrals: '/api/staff/referrals',
  /** GET: how many are new, and how many of those ask for a visit within 48 hours, for the navigation (numbers only, not audited). */
  newCount: '/api/staff/referrals/new-count',
  /** GET: one referral with its documents and what staff did; DELETE: deletion on request (the record, its documents and e-mails). */
  referral: (id: string) => `/api/staff/referrals/${encodeURIComponent(id)}`,
  /** GET: a document, as an attachment, never cached; each read audited. */
  document: (id: string, documentId: string) => `/api/staff/referrals/${encodeURIComponent(id)}/documents/${encodeURIComponent(documentId)}`,
  accept: (id: string) => `/api/staff/referrals/${encodeURIComponent(id)}/accept`,
  decline: (id: string) => `/api/staff/referrals/${encodeURIComponent(id)}/decline`,
  /** POST: the first visit, booked through the staff booking (source 'referral') and linked to the referral. */
  schedule: (id: string) => `/api/staff/referrals/${encodeURIComponent(id)}/schedule`,
  /** GET ?from&to: the referrals received those days, as CSV (never their documents). */
  exportCsv: '/api/staff/export/referrals.csv',
} as const;

export const REFERRAL_STATUSES = ['new', 'accepted', 'scheduled', 'declined'] as const;
export const referralStatusSchema = v.picklist(REFERRAL_STATUSES, "Status must be 'new', 'accepted', 'scheduled' or 'declined'");
export type ReferralStatus = v.InferOutput<typeof referralStatusSchema>;

/** GET referrals?status. */
export const referralListQuerySchema = v.object({ status: v.optional(referralStatusSchema) });

/** POST decline(id): a message for the referrer (the only staff words that leave) and an internal note (never sent). */
export const declineRequestSchema = v.object({ message: optionalNote(1000), note: optionalNote(1000) });
export type DeclineRequest = v.InferOutput<typeof declineRequestSchema>;

/** A referral in the list: what sorts it, and who and what it is about. */
export const referralSummarySchema = v.object({
  id: v.string(),
  reference: v.string(),
  status: referralStatusSchema,
  createdAt: v.string(),
  urgency: v.picklist(URGENCIES),
  outOfArea: v.boolean(),
  source: v.picklist(['website', 'staff']),
  referrerRole: v.picklist(REFERRER_ROLES),
  referrerName: v.string(),
  referrerOrganization: optionalString,
  patientName: v.string(),
  woundType: v.string(),
  documents: v.number(),
  language: v.optional(v.picklist(LANGS)),
});
export type ReferralSummary = v.InferOutput<typeof referralSummarySchema>;
export const referralListSchema = v.object({ referrals: v.array(referralSummarySchema) });
export type ReferralListAnswer = v.InferOutput<typeof referralListSchema>;

export const staffDocumentSchema = v.object({ id: v.string(), name: v.string(), kind: v.picklist(DOCUMENT_KINDS), bytes: v.number() });
export type StaffDocument = v.InferOutput<typeof staffDocumentSchema>;

/** What staff did, oldest first: who (username), when, and its words. */
export const referralEventSchema = v.object({
  event: v.picklist(['accepted', 'declined', 'scheduled']),
  at: v.string(),
  by: v.string(),
  message: optionalString,
  note: optionalString,
  bookingId: optionalString,
  seriesId: optionalString,
  date: optionalString,
  time: optionalString,
});
export type ReferralEventAnswer = v.InferOutput<typeof referralEventSchema>;

/** One referral, whole. */
export const staffReferralSchema = v.object({
  ...referralSummarySchema.entries,
  enteredBy: optionalString,
  referrerPhone: v.string(),
  referrerEmail: v.string(),
  practitionerName: optionalString,
  practitionerNpi: optionalString,
  patientDateOfBirth: v.string(),
  patientPhone: v.string(),
  patientAddress: v.string(),
  patientZip: v.string(),
  woundLocation: v.string(),
  diagnosis: optionalString,
  orders: optionalString,
  faceToFaceDate: optionalString,
  payer: v.string(),
  memberId: optionalString,
  interpreterLanguage: optionalString,
  documents: v.array(staffDocumentSchema),
  events: v.array(referralEventSchema),
  /** The receipt was not e-mailed: its address had had its day's receipts (a stranger may have typed it). */
  notMailed: v.optional(v.boolean()),
});
export type StaffReferral = v.InferOutput<typeof staffReferralSchema>;

export const newReferralsSchema = v.object({ new: v.number(), urgent: v.number() });
export type NewReferralsAnswer = v.InferOutput<typeof newReferralsSchema>;

/** 201 to a referral staff typed in. */
export const staffReferralAddedSchema = v.object({ id: v.string(), reference: v.string() });
