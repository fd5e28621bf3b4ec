import { type Response, Router } from 'express';
import type { AuditStore } from '../audit/audit.store';
import type { Clock } from '../clock';
import { interpreterLanguageName } from '#contract/interpreter';
import { type Lang, languageOf } from '#contract/language';
import { agendaFilterSchema, dateRangeSchema, type StaffBooking, STAFF_API, type StaffInquiry } from '#contract/staff';
import { parseBody } from '../http/validate';
import { staffOf } from '../sign-in/auth.router';
import { toCsv } from './csv';
import type { StaffBookings } from './staff-bookings.service';
import type { StaffInquiries } from './staff-inquiries.service';

const path = (full: string) => full.slice('/api/staff'.length);

/**
 * The language each record was made in (decision 033), in words staff read, so whoever calls back
 * speaks it. The last column: spreadsheets built on the columns before keep working.
 */
const LANGUAGE_NAMES: Record<Lang, string> = { en: 'English', es: 'Spanish' };

/**
 * A staff download: a cancellation's words are both in it, each named for who reads it (decision
 * 022). The coordinator's day added its columns after the language (the kind was there already, and
 * spreadsheets built on the columns before keep working): reference, nurse, length, outcome,
 * source (web, phone, referral), series, and a visit's place and supplies.
 */
const BOOKING_COLUMNS = [
  'id',
  'kind',
  'date',
  'time',
  'status',
  'client name',
  'client e-mail',
  'client phone',
  'facility',
  'notes',
  'booked at',
  'cancelled at',
  'cancelled by',
  'message sent to the patient',
  'internal note (staff only)',
  'language',
  // Added since: last, so spreadsheets built on the columns before keep working.
  'consultation type',
  'wound type',
  'interpreter',
  'interpreter arranged at',
  // The coordinator's day (decision 055).
  'reference',
  'nurse',
  'minutes',
  'outcome',
  'source',
  'series',
  'address',
  'zip',
  'supplies',
];
/** The interpreter asked for, named as staff read it ("Somali"); empty when none. */
const interpreterOf = (record: { interpreterLanguage?: string }) => (record.interpreterLanguage ? interpreterLanguageName(record.interpreterLanguage) : '');
const bookingRow = (b: StaffBooking) => [
  b.id,
  b.kind,
  b.date,
  b.time,
  b.status,
  b.clientName,
  b.clientEmail,
  b.clientPhone,
  b.facilityName ?? '',
  b.notes,
  b.createdAt,
  b.cancelledAt ?? '',
  b.cancelledBy ?? '',
  b.cancelMessage ?? '',
  b.cancelNote ?? '',
  LANGUAGE_NAMES[languageOf(b)],
  b.consultationType ?? '',
  b.woundType ?? '',
  interpreterOf(b),
  b.interpreterArrangedAt ?? '',
  b.reference,
  b.clinicianName ?? '',
  String(b.minutes),
  b.outcome ?? '',
  b.source,
  b.seriesId ?? '',
  b.address ?? '',
  b.zip ?? '',
  b.supplies ?? '',
];

const INQUIRY_COLUMNS = ['id', 'received at', 'status', 'first name', 'last name', 'e-mail', 'phone', 'service', 'care location', 'message', 'consent', 'handled at', 'note', 'language', 'interpreter', 'interpreter arranged at'];
const inquiryRow = (i: StaffInquiry) => [i.id, i.createdAt, i.status, i.firstName, i.lastName, i.email, i.phone, i.serviceType ?? '', i.careLocation ?? '', i.message ?? '', i.consent, i.handledAt ?? '', i.note ?? '', LANGUAGE_NAMES[languageOf(i)], interpreterOf(i), i.interpreterArrangedAt ?? ''];

/** GET export/bookings.csv?from&to[&clinicianId&kind&outcome] (by visit day) and export/inquiries.csv?from&to (by day received), each audited with the ids it holds. */
export function exportRouter(bookings: StaffBookings, inquiries: StaffInquiries, audit: AuditStore, clock: Clock): Router {
  const router = Router();

  async function send(res: Response, name: string, action: string, ids: string[], csv: string): Promise<void> {
    const who = staffOf(res);
    await audit.append({ actor: who.username, address: who.address, action, recordIds: ids, outcome: 'ok' }, clock.now());
    res.set('Content-Disposition', `attachment; filename="${name}"`).type('text/csv; charset=utf-8').send(csv);
  }

  router.get(path(STAFF_API.exportBookings), async (req, res) => {
    const query = { ...req.query };
    const range = parseBody(dateRangeSchema, query);
    const found = bookings.inRange(range, parseBody(agendaFilterSchema, query));
    await send(res, `bookings-${range.from}-to-${range.to}.csv`, 'export-bookings', found.map((b) => b.id), toCsv(BOOKING_COLUMNS, found.map(bookingRow)));
  });

  router.get(path(STAFF_API.exportInquiries), async (req, res) => {
    const range = parseBody(dateRangeSchema, { ...req.query });
    const found = inquiries.inRange(range);
    await send(res, `inquiries-${range.from}-to-${range.to}.csv`, 'export-inquiries', found.map((i) => i.id), toCsv(INQUIRY_COLUMNS, found.map(inquiryRow)));
  });

  return router;
}
