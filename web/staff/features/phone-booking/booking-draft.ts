import { addDays, utcDay } from '#contract';
import { type CareKind, isoWeekday, type StaffBookingRequest, VISIT_MINUTES } from '#contract/staff';
import { interpreterValue } from '../../../ui/form/interpreter-field';

/**
 * What the phone-booking form holds, every field as typed (text, so a forced sign-in can keep it,
 * lib/drafts.tsx): 'true' or '' for the boxes, ISO weekdays as '1 3 5'.
 */
export interface PhoneDraft {
  type: CareKind;
  date: string;
  time: string;
  clientName: string;
  clientPhone: string;
  clientEmail: string;
  language: 'en' | 'es';
  /** The free interpreter asked for: a listed code, 'other' with the name typed beside it, or '' for none. */
  interpreterLanguage: string;
  interpreterOther: string;
  source: 'phone' | 'referral';
  consultationType: 'phone' | 'video';
  facilityName: string;
  address: string;
  zip: string;
  town: string;
  minutes: string;
  supplies: string;
  notes: string;
  clinicianId: string;
  sendConfirmation: string;
  outsideHours: string;
  repeat: string;
  weekdays: string;
  weeks: string;
}

export const EMPTY_PHONE_DRAFT: PhoneDraft = {
  type: 'visit',
  date: '',
  time: '',
  clientName: '',
  clientPhone: '',
  clientEmail: '',
  language: 'en',
  interpreterLanguage: '',
  interpreterOther: '',
  source: 'phone',
  consultationType: 'phone',
  facilityName: '',
  address: '',
  zip: '',
  town: '',
  minutes: String(VISIT_MINUTES.default),
  supplies: '',
  notes: '',
  clinicianId: '',
  sendConfirmation: '',
  outsideHours: '',
  repeat: '',
  weekdays: '',
  weeks: '4',
};

/** The ISO weekday of a day ('2026-03-09' → 1, Monday). */
export const weekdayOf = (date: string): number => isoWeekday(utcDay(date).getUTCDay());

export const weekdaysOf = (draft: Pick<PhoneDraft, 'weekdays'>): number[] =>
  draft.weekdays
    .split(' ')
    .filter(Boolean)
    .map(Number)
    .sort((a, b) => a - b);

/**
 * The request, with only the fields the kind has: a consultation its call type, a facility visit
 * its facility, a nurse's visit its place, length and supplies (a length left empty is the
 * default, 45 minutes). Boxes for a confirmation count only with an e-mail address.
 */
export function phoneRequest(draft: PhoneDraft, dryRun: boolean): Partial<StaffBookingRequest> & Record<string, unknown> {
  const email = draft.clientEmail.trim();
  const request: Record<string, unknown> = {
    type: draft.type,
    date: draft.date,
    time: draft.time,
    clientName: draft.clientName,
    clientPhone: draft.clientPhone,
    clientEmail: email,
    language: draft.language,
    source: draft.source,
    sendConfirmation: Boolean(email) && draft.sendConfirmation === 'true',
    outsideHours: draft.outsideHours === 'true',
    dryRun,
  };
  if (draft.notes.trim()) request.notes = draft.notes;
  const interpreter = interpreterValue(draft);
  if (interpreter) request.interpreterLanguage = interpreter;
  if (draft.clinicianId) request.clinicianId = draft.clinicianId;
  if (draft.type === 'consultation') request.consultationType = draft.consultationType;
  if (draft.type === 'coordinator') {
    request.facilityName = draft.facilityName;
    if (draft.town.trim()) request.town = draft.town;
  }
  if (draft.type === 'visit') {
    Object.assign(request, { address: draft.address, zip: draft.zip });
    if (draft.town.trim()) request.town = draft.town;
    if (draft.minutes.trim()) request.minutes = Number(draft.minutes);
    if (draft.supplies.trim()) request.supplies = draft.supplies;
  }
  if (draft.repeat === 'true') request.repeat = { weekdays: weekdaysOf(draft), weeks: draft.weeks.trim() ? Number(draft.weeks) : Number.NaN };
  return request as Partial<StaffBookingRequest> & Record<string, unknown>;
}

/**
 * The days a repeat lands on, as the server plans them (docs/product.md, "The staff area"): the
 * week of `date` (Monday first) through `weeks` weeks, each listed weekday, none before `date`.
 * Shown under the repeat's fields before anything is asked of the server.
 */
export function repeatDays(date: string, weekdays: readonly number[], weeks: number): string[] {
  if (!date || !weekdays.length || !Number.isInteger(weeks) || weeks < 1) return [];
  const monday = addDays(date, 1 - weekdayOf(date));
  const days: string[] = [];
  for (let week = 0; week < weeks; week++) {
    for (const weekday of [...weekdays].sort((a, b) => a - b)) {
      const day = addDays(monday, week * 7 + weekday - 1);
      if (day >= date) days.push(day);
    }
  }
  return days;
}
