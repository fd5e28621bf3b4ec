import { API } from './paths';

/**
 * The protocol between the pages and the service worker's outbox: submissions made
 * without a network wait on the device and are sent when the connection returns.
 */

export const OUTBOX_CHANNEL = 'outbox';

/** A new booking of either kind, an inquiry, or a change to a booking made through its manage link. */
export type OutboxKind = 'consultation' | 'coordinator' | 'contact' | 'cancel' | 'reschedule';

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
}

export type PageToWorker =
  | { type: 'outbox:list' }
  | { type: 'outbox:replay' }
  | { type: 'outbox:retry'; id: string }
  | { type: 'outbox:discard'; id: string }
  | { type: 'outbox:seen'; ids: string[] }
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
  return null;
}
