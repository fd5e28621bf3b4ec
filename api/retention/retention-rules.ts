import { addMonths, AUDIT_YEARS, FINGERPRINT_DAYS } from '#contract';

/*
 * How long each kind of record is kept (docs/decisions/023-retention.md). Inquiries and bookings:
 * RETENTION_MONTHS (the facts file's `retentionMonths` by default), counted from when an inquiry
 * was received and from a booking's visit. A booking's network fingerprint: FINGERPRINT_DAYS, as
 * long as a burst of bookings can still matter (the per-address cap needs one day). The audit
 * trail: AUDIT_YEARS (HIPAA 164.316(b)(2)).
 */

/** The server looks for what has expired at start and then this often. */
export const PURGE_EVERY_MS = 24 * 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface Cutoffs {
  /** Inquiries received before this instant go. */
  inquiriesBefore: number;
  /** Bookings whose visit started before this instant go, cancelled or not. */
  visitsBefore: number;
  /** Bookings made before this instant lose their network fingerprint. */
  fingerprintsBefore: number;
  /** Audit entries made before this instant go. */
  auditBefore: number;
}

/** The same instant `months` calendar months earlier (UTC; the 31st becomes a shorter month's last day). */
export function monthsBefore(now: number, months: number): number {
  const iso = new Date(now).toISOString();
  return Date.parse(`${addMonths(iso.slice(0, 10), -months)}${iso.slice(10)}`);
}

export function cutoffsAt(now: number, retentionMonths: number): Cutoffs {
  const kept = monthsBefore(now, retentionMonths);
  return { inquiriesBefore: kept, visitsBefore: kept, fingerprintsBefore: now - FINGERPRINT_DAYS * DAY_MS, auditBefore: monthsBefore(now, AUDIT_YEARS * 12) };
}
