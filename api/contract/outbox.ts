import { API } from './paths';

/**
 * The protocol between the pages and the service worker's outbox: submissions made
 * without a network wait on the device and are sent when the connection returns.
 */

export const OUTBOX_CHANNEL = 'outbox';

/** A new booking of either kind, an inquiry, a change to a booking made through its manage link, or a referral with its documents. */
export type OutboxKind = 'consultation' | 'coordinator' | 'contact' | 'cancel' | 'reschedule' | 'referral';

/**
 * Kinds the page hands to the outbox itself, only once the network has failed: the service worker
 * lets their live request pass straight through, so an upload's progress bar shows the bytes that
 * really left (docs/decisions/063-referrals-offline.md).
 */
export const KEPT_BY_PAGE: readonly OutboxKind[] = ['referral'];

/** waiting: on the device, not yet delivered; sending: being delivered now; sent / failed: the outcome. */
export type OutboxStatus = 'waiting' | 'sending' | 'sent' | 'failed';

export interface OutboxEntry {
  /** The submission's Idempotency-Key: the same on every attempt. */
  id: string;
  kind: OutboxKind;
  createdAt: number;
  status: OutboxStatus;
  attempts: number;
  /** The server's message once delivered or refused. */
  message?: string;
  /** Appointment date and time (bookings and moves): the page words the entry and its result from them. */
  date?: string;
  time?: string;
  /** Whether a page has shown the outcome to the visitor. */
  seen?: boolean;
  /** A referral's documents, each with its size, as the outbox lists them. */
  files?: { name: string; bytes: number }[];
}

/** A submission the page hands to the outbox after its upload failed for want of a network: the exact bytes it tried to send. */
export interface KeptSubmission {
  /** Its Idempotency-Key, as on the failed attempt. */
  id: string;
  kind: OutboxKind;
  url: string;
  headers: Record<string, string>;
  body: Blob;
  files: { name: string; bytes: number }[];
}

/** The worker's answer to `outbox:keep`: kept, or not, and whether for want of room on the device. */
export type KeepAnswer = { kept: true } | { kept: false; noRoom: boolean };

export type PageToWorker =
  | { type: 'outbox:list' }
  | { type: 'outbox:replay' }
  | { type: 'outbox:retry'; id: string }
  | { type: 'outbox:discard'; id: string }
  | { type: 'outbox:seen'; ids: string[] }
  | { type: 'outbox:keep'; submission: KeptSubmission }
  | { type: 'SKIP_WAITING' };

export type WorkerToPage =
  | { type: 'outbox:changed'; entries: OutboxEntry[] }
  | { type: 'outbox:result'; entry: OutboxEntry };

/** Which kind of submission a POST to `pathname` is, if it is one the outbox may hold (null otherwise). */
export function outboxKindOf(pathname: string): OutboxKind | null {
  if (pathname === API.consultationBook) return 'consultation';
  if (pathname === API.coordinatorBook) return 'coordinator';
  if (pathname === API.contact) return 'contact';
  if (pathname === '/api/booking/cancel') return 'cancel';
  if (pathname === '/api/booking/reschedule') return 'reschedule';
  if (pathname === API.referrals) return 'referral';
  return null;
}
