import { formatTime12h, provider, WEEKDAY_NAMES } from '#contract';
import { type CareKind, CARE_KINDS, type Clinician, ISO_WEEKDAYS, type NewClinician, type WorkDay } from '#contract/staff';
import { KIND_LABEL } from '../../lib/kinds';

/** ISO weekday (Monday = 1 … Sunday = 7) → 'Monday'. */
export const isoWeekdayName = (weekday: number): string => WEEKDAY_NAMES[weekday % 7]!;

/** One weekday of the form: whether the nurse works then, and from when to when. */
export interface DayDraft {
  on: boolean;
  opens: string;
  closes: string;
}

export interface ClinicianDraft {
  name: string;
  days: Record<number, DayDraft>;
  /** ZIP codes as typed: spaces, commas or new lines between them. */
  zips: string;
  kinds: CareKind[];
  staffUser: string;
}

/** The practice's open hours (the facts file), the hours a new nurse starts with. */
export function openHoursDays(): Record<number, DayDraft> {
  const { weekdays, opens, closes } = provider.hours.open;
  return Object.fromEntries(ISO_WEEKDAYS.map((iso) => [iso, { on: weekdays.includes(iso % 7), opens, closes }]));
}

export const emptyClinician = (): ClinicianDraft => ({ name: '', days: openHoursDays(), zips: '', kinds: [...CARE_KINDS], staffUser: '' });

export function draftOf(clinician: Clinician): ClinicianDraft {
  const days = Object.fromEntries(ISO_WEEKDAYS.map((iso) => [iso, { on: false, opens: provider.hours.open.opens, closes: provider.hours.open.closes }]));
  for (const day of clinician.hours) days[day.weekday] = { on: true, opens: day.opens, closes: day.closes };
  return { name: clinician.name, days, zips: clinician.zips.join(' '), kinds: [...clinician.kinds], staffUser: clinician.staffUser ?? '' };
}

/** The weekdays worked, in order: the request's `hours`, and which weekday each entry is (its messages come back by index). */
export function hoursOf(days: Record<number, DayDraft>): WorkDay[] {
  return ISO_WEEKDAYS.filter((iso) => days[iso]?.on).map((iso) => ({ weekday: iso, opens: days[iso]!.opens, closes: days[iso]!.closes }));
}

export const zipsOf = (typed: string): string[] => typed.split(/[\s,;]+/).filter(Boolean);

/** What the form sends: every field, so an edit can also clear the territory or the account. */
export function clinicianRequest(draft: ClinicianDraft): Required<Omit<NewClinician, 'staffUser'>> & { staffUser: string } {
  return { name: draft.name, hours: hoursOf(draft.days), zips: zipsOf(draft.zips), kinds: draft.kinds, staffUser: draft.staffUser.trim() };
}

/**
 * The contract's messages keyed by field path ('hours.2.closes') → the form's field names
 * ('hours-3-closes', by weekday), so each shows beside its own field.
 */
export function formErrors(errors: Record<string, string>, draft: ClinicianDraft): Record<string, string> {
  const worked = hoursOf(draft.days);
  const mapped: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const day = /^hours\.(\d+)\.(opens|closes)$/.exec(path);
    const item = /^(zips|kinds)\.\d+$/.exec(path);
    const key = day ? `hours-${worked[Number(day[1])]?.weekday ?? 1}-${day[2]}` : item ? item[1]! : path;
    mapped[key] ??= message;
  }
  return mapped;
}

/** 'Monday to Friday, 9:00 AM to 5:00 PM; Saturday, 9:00 AM to 1:00 PM', or 'No working days'. */
export function hoursSummary(hours: readonly WorkDay[]): string {
  if (!hours.length) return 'No working days';
  const sorted = [...hours].sort((a, b) => a.weekday - b.weekday);
  const runs: { first: number; last: number; opens: string; closes: string }[] = [];
  for (const day of sorted) {
    const run = runs.at(-1);
    if (run && run.last === day.weekday - 1 && run.opens === day.opens && run.closes === day.closes) run.last = day.weekday;
    else runs.push({ first: day.weekday, last: day.weekday, opens: day.opens, closes: day.closes });
  }
  return runs
    .map(({ first, last, opens, closes }) => {
      const days = first === 1 && last === 7 ? 'Every day' : first === last ? isoWeekdayName(first) : last === first + 1 ? `${isoWeekdayName(first)} and ${isoWeekdayName(last)}` : `${isoWeekdayName(first)} to ${isoWeekdayName(last)}`;
      return `${days}, ${formatTime12h(opens)} to ${formatTime12h(closes)}`;
    })
    .join('; ');
}

export const kindsSummary = (kinds: readonly CareKind[]): string =>
  kinds.length === CARE_KINDS.length ? 'Every kind' : CARE_KINDS.filter((kind) => kinds.includes(kind)).map((kind) => KIND_LABEL[kind]).join(', ');

export const zipsSummary = (zips: readonly string[]): string => (zips.length ? zips.join(', ') : 'Anywhere in the service area');
