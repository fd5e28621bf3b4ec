import { randomUUID } from 'node:crypto';
import { addDays, minutesOf, timeOf, weekdayOf } from '#contract';
import { type BookingConflict, type CareKind, isoWeekday, type PlannedVisit, type Repeat, type StaffBookingAnswer, type StaffBookingRequest } from '#contract/staff';
import type { ClinicianStore } from '../clinicians/clinician.store';
import { takes } from '../clinicians/work-hours';
import type { Clock } from '../clock';
import { outgoing } from '../declared-mail/outgoing';
import { ConflictError, InvalidInputError } from '../domain-errors';
import type { BookingService } from './booking.service';
import { type BookingRecord, isMade, type MadeBooking, type SeriesRecord } from './booking.store';
import { KIND_RULES } from './kinds';
import { referenceOf } from './reference';
import { conflictOf } from './staff-words';
import { checkStaffTime, onKindGrid, type TimeVerdict } from './time-rules';
import { townOf } from './town';

/** The grid staff book on: any time of day in steps of five minutes. */
const STAFF_GRID_MINUTES = 5;
const DAY_MINUTES = 24 * 60;

/**
 * The days a request books: `date` alone, or with a repeat, each listed ISO weekday of the week
 * of `date` (Monday first) and of the weeks after it, `weeks` weeks in all, from `date` on: a
 * day of the first week before `date` is skipped, and `date` itself counts only when its weekday is listed.
 */
export function seriesDates(date: string, repeat?: Repeat): string[] {
  if (!repeat) return [date];
  const monday = addDays(date, 1 - isoWeekday(weekdayOf(date)));
  const weekdays = [...repeat.weekdays].sort((a, b) => a - b);
  const dates: string[] = [];
  for (let week = 0; week < repeat.weeks; week++) for (const weekday of weekdays) dates.push(addDays(monday, week * 7 + weekday - 1));
  return dates.filter((day) => day >= date);
}

export interface StaffDeskOptions {
  services: Record<CareKind, BookingService>;
  clinicians: Pick<ClinicianStore, 'get'>;
  clock: Clock;
}

export type StaffDesk = ReturnType<typeof createStaffDesk>;

/**
 * A staff booking, and for one made from a referral's page the referral it is for: the server sets
 * it (api/staff/staff-referrals.service.ts), never a request's body, so a link cannot be made up.
 */
export type FromReferral = StaffBookingRequest & { referralId?: string };

/**
 * Bookings staff take by phone or from a referral (decision 055): any kind, on the five-minute
 * grid, not bound by the public booking window or the per-address caps, outside the kind's hours
 * only when staff say so, alone or as a series. Every wanted day is planned on its own (a nurse
 * each, the chosen one for all); a dry run answers the plan and books nothing, a real run books
 * the free days in one write and names each conflict.
 */
export function createStaffDesk({ services, clinicians, clock }: StaffDeskOptions) {
  /** The request's own rules, the same for every day it names: refused whole, with the field to correct. */
  function checked(request: StaffBookingRequest) {
    const service = services[request.type];
    const rule = KIND_RULES[request.type];
    const label = service.labelIn('en');
    const minutes = request.type === 'visit' ? (request.minutes ?? rule.minutes) : rule.minutes;
    const start = minutesOf(request.time);
    if (start % STAFF_GRID_MINUTES) throw new InvalidInputError('Please give a time on the five-minute grid (9:00, 9:05, 9:10 …).', { time: 'Please give a time on the five-minute grid' });
    if (start + minutes > DAY_MINUTES) throw new InvalidInputError(`A ${label} of ${minutes} minutes must end by midnight: please give an earlier time.`, { time: 'Please give a time that ends by midnight' });
    const nursesOn = service.context.capacity?.on ?? false;
    if (!nursesOn && request.type !== 'visit' && !onKindGrid(rule, request.time)) {
      const message = `Until nurses are set up, a ${label} starts on its own grid: every ${rule.minutes} minutes from ${timeOf(minutesOf(rule.opens))}.`;
      throw new InvalidInputError(message, { time: message });
    }
    const clinicianId = request.clinicianId || undefined;
    if (clinicianId) {
      const nurse = clinicians.get(clinicianId);
      if (!nurse) throw new InvalidInputError('There is no nurse with that id. Please choose one from the team.', { clinicianId: 'Please choose a nurse from the team' });
      if (!nurse.active) throw new InvalidInputError(`${nurse.name} is not active. Please choose another nurse.`, { clinicianId: `${nurse.name} is not active` });
      if (!takes(nurse, request.type)) throw new InvalidInputError(`${nurse.name} does not take ${label}s. Please choose another nurse.`, { clinicianId: `${nurse.name} does not take ${label}s` });
    }
    return { service, label, minutes, clinicianId };
  }

  /** Each wanted day with its verdict, as the stores stand now. */
  function verdicts(request: StaffBookingRequest, now: number): { date: string; verdict: TimeVerdict }[] {
    const { service, minutes, clinicianId } = checked(request);
    return seriesDates(request.date, request.repeat).map((date) => ({
      date,
      verdict: checkStaffTime(service.context, { date, time: request.time, minutes, zip: request.zip || undefined, clinicianId, outsideHours: request.outsideHours }, now),
    }));
  }

  const planned = (date: string, time: string, minutes: number, clinicianId?: string, id?: string): PlannedVisit => {
    const name = clinicianId ? clinicians.get(clinicianId)?.name : undefined;
    return { date, time, minutes, ...(clinicianId ? { clinicianId } : {}), ...(name ? { clinicianName: name } : {}), ...(id ? { id, reference: referenceOf(id) } : {}) };
  };

  function split(request: StaffBookingRequest, now: number) {
    const { label, minutes } = checked(request);
    const free: { date: string; clinicianId?: string }[] = [];
    const conflicts: BookingConflict[] = [];
    for (const { date, verdict } of verdicts(request, now)) {
      if (verdict.ok) free.push({ date, ...(verdict.clinicianId ? { clinicianId: verdict.clinicianId } : {}) });
      else conflicts.push(conflictOf(date, request.time, verdict, label));
    }
    return { free, conflicts, minutes, label };
  }

  /** The plan: what a real run would book now, and every conflict, before anything is booked. */
  function plan(request: StaffBookingRequest): StaffBookingAnswer {
    const { free, conflicts, minutes } = split(request, clock.now());
    return { bookings: free.map((each) => planned(each.date, request.time, minutes, each.clinicianId)), conflicts, dryRun: true };
  }

  /** The records of a real run: the free days' bookings, and for a repeat the series that holds them and declares its one e-mail. */
  function records(request: FromReferral, staffId: string, now: number): { records: BookingRecord[]; conflicts: BookingConflict[] } {
    const { free, conflicts, minutes } = split(request, now);
    const { service } = checked(request);
    if (!free.length) {
      const first = conflicts[0]!;
      throw new ConflictError(conflicts.length === 1 ? `${first.message}.` : `None of the ${conflicts.length} visits can be booked. The first: ${first.message}.`);
    }
    const email = request.clientEmail || undefined;
    const confirm = Boolean(request.sendConfirmation && email);
    const seriesId = request.repeat ? randomUUID() : undefined;
    const createdAt = new Date(now).toISOString();
    const made: MadeBooking[] = free.map(({ date, clinicianId }) => ({
      id: service.newId(),
      createdAt,
      date,
      time: request.time,
      type: request.type,
      clientName: request.clientName,
      clientPhone: request.clientPhone,
      ...(email ? { clientEmail: email } : {}),
      ...(request.notes ? { notes: request.notes } : {}),
      ...(request.language === 'es' ? { language: 'es' as const } : {}),
      ...(request.interpreterLanguage ? { interpreterLanguage: request.interpreterLanguage } : {}),
      ...placeOf(request, minutes),
      ...(clinicianId ? { clinicianId } : {}),
      source: request.source,
      ...(request.referralId ? { referralId: request.referralId } : {}),
      staffId,
      ...(seriesId ? { seriesId } : {}),
      ...(confirm ? {} : { patientMail: 'none' as const }),
      mail: confirm && !seriesId ? outgoing('booking-confirmed') : [],
    }));
    if (!seriesId) return { records: made, conflicts };
    const series: SeriesRecord = { id: seriesId, event: 'series', bookingIds: made.map((booking) => booking.id), conflicts, staffId, createdAt, mail: confirm ? outgoing('series-confirmed') : [] };
    return { records: [series, ...made], conflicts };
  }

  /** Books the free days (one write: all or none), announces their e-mails; a replay answers what the first request booked. */
  async function book(request: FromReferral, staffId: string, idempotencyKey?: string): Promise<{ answer: StaffBookingAnswer; replayed: boolean }> {
    const now = clock.now();
    const { service, minutes } = checked(request);
    const { records: stored, replayed } = await service.store.insertMany({ idempotencyKey, payload: request, now }, () => records(request, staffId, now).records);
    if (!replayed) service.announceAll(stored);
    const first = stored[0]!;
    const series = isMade(first) ? undefined : (first as SeriesRecord);
    const ids = series ? series.bookingIds : [first.id];
    const bookings = ids.flatMap((id) => {
      const state = service.store.get(id);
      return state ? [planned(state.booking.date, state.booking.time, minutes, state.booking.clinicianId, id)] : [];
    });
    const conflicts = series?.conflicts.map((each) => ({ ...each, reason: each.reason as BookingConflict['reason'] })) ?? [];
    return { answer: { bookings, conflicts, ...(series ? { seriesId: series.id } : {}), dryRun: false }, replayed };
  }

  return { plan, book };
}

/** What a booking keeps of the place and the kind's details: a visit its address, length and supplies; the town for a calendar feed. */
function placeOf(request: StaffBookingRequest, minutes: number): Partial<MadeBooking> {
  const town = request.town || townOf(request.address);
  return {
    ...(request.facilityName ? { facilityName: request.facilityName } : {}),
    ...(request.type === 'consultation' && request.consultationType ? { consultationType: request.consultationType } : {}),
    ...(request.address ? { address: request.address } : {}),
    ...(request.zip ? { zip: request.zip } : {}),
    ...(town ? { town } : {}),
    ...(request.supplies ? { supplies: request.supplies } : {}),
    ...(request.type === 'visit' ? { minutes } : {}),
  };
}
