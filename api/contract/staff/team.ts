/** The nurses (clinicians) whose days the coordinator runs: when each works, where, and what each takes. */
import * as v from 'valibot';
import { MAX_LENGTH } from '../constants';
import { minutesOf } from '../dates';
import { provider } from '../provider';
import { isPlainName } from '../schemas';
import { hourField, optionalString, text } from './fields';

/** Every kind of booking: the two the public books, and the nurse's visit, which staff alone book. */
export const CARE_KINDS = ['consultation', 'coordinator', 'visit'] as const;
export type CareKind = (typeof CARE_KINDS)[number];

/** ISO weekdays: Monday = 1 … Sunday = 7. */
export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** A JavaScript weekday (0 Sunday … 6 Saturday, as the facts file gives them) as an ISO one (1 Monday … 7 Sunday). */
export const isoWeekday = (jsWeekday: number): number => (jsWeekday === 0 ? 7 : jsWeekday);

const weekday = v.pipe(v.number('Weekday must be a number from 1 (Monday) to 7 (Sunday)'), v.integer('Weekday must be a whole number'), v.minValue(1, 'Weekday must be 1 (Monday) to 7 (Sunday)'), v.maxValue(7, 'Weekday must be 1 (Monday) to 7 (Sunday)'));

/** One weekday a nurse works, from `opens` to `closes`. */
export const workDaySchema = v.pipe(
  v.object({ weekday, opens: hourField('Please give the time work starts'), closes: hourField('Please give the time work ends') }),
  v.forward(
    v.partialCheck([['opens'], ['closes']], (day) => !day.opens || !day.closes || minutesOf(day.opens) < minutesOf(day.closes), 'The end of the day must be after its start'),
    ['closes'],
  ),
);
export type WorkDay = v.InferOutput<typeof workDaySchema>;

/** A nurse's week when none is given: the provider's open hours (the facts file), every open day. */
export const DEFAULT_WORK_WEEK: readonly WorkDay[] = provider.hours.open.weekdays
  .map((day) => ({ weekday: isoWeekday(day), opens: provider.hours.open.opens, closes: provider.hours.open.closes }))
  .sort((a, b) => a.weekday - b.weekday);

/** A week of work: at most one entry per weekday; a weekday left out is a day off. */
const hoursField = v.pipe(
  v.array(workDaySchema, 'Hours must be a list of weekdays'),
  v.maxLength(7, 'Give each weekday at most once'),
  v.check((days) => new Set(days.map((day) => day.weekday)).size === days.length, 'Give each weekday at most once'),
);

/** A territory: 5-digit ZIP codes; none means anywhere. */
const zipsField = v.pipe(
  v.array(v.pipe(v.string('Each ZIP code must be 5 digits'), v.trim(), v.regex(/^\d{5}$/, 'Each ZIP code must be 5 digits')), 'ZIP codes must be a list'),
  v.maxLength(200, 'Please list at most 200 ZIP codes'),
  v.transform((zips) => [...new Set(zips)]),
);

const kindsField = v.pipe(
  v.array(v.picklist(CARE_KINDS, "Kinds must be 'consultation', 'coordinator' or 'visit'"), 'Kinds must be a list'),
  v.minLength(1, 'Choose at least one kind of booking the nurse takes'),
  v.transform((kinds) => [...new Set(kinds)]),
);

const nameField = v.pipe(
  text('Please give the nurse’s name', MAX_LENGTH.name),
  v.check((name) => !name || isPlainName(name), 'A name cannot hold a web address, an @ or a line break'),
);
const staffUserField = v.pipe(v.string('Please give a staff username'), v.trim(), v.maxLength(MAX_LENGTH.shortText, `Please keep this under ${MAX_LENGTH.shortText} characters`));

/** POST clinicians: `hours` defaults to the facts file's open hours, `kinds` to every kind, `zips` to anywhere. */
export const newClinicianSchema = v.object({
  name: nameField,
  hours: v.optional(hoursField),
  zips: v.optional(zipsField),
  kinds: v.optional(kindsField),
  /** The staff account this nurse signs in with (its username): their day and feed follow it. Empty: none. */
  staffUser: v.optional(staffUserField),
});
export type NewClinician = v.InferOutput<typeof newClinicianSchema>;

/** PATCH clinician(id): any of these; `staffUser: null` (or '') unlinks the account. */
export const clinicianChangeSchema = v.object({
  name: v.optional(nameField),
  active: v.optional(v.boolean('Active must be true or false')),
  hours: v.optional(hoursField),
  zips: v.optional(zipsField),
  kinds: v.optional(kindsField),
  staffUser: v.optional(v.nullable(staffUserField)),
});
export type ClinicianChange = v.InferOutput<typeof clinicianChangeSchema>;

export const clinicianSchema = v.object({
  id: v.string(),
  name: v.string(),
  active: v.boolean(),
  hours: v.array(v.object({ weekday: v.number(), opens: v.string(), closes: v.string() })),
  zips: v.array(v.string()),
  kinds: v.array(v.picklist(CARE_KINDS)),
  /** The linked staff account's username, when one is linked. */
  staffUser: optionalString,
  createdAt: v.string(),
});
export type Clinician = v.InferOutput<typeof clinicianSchema>;

export const clinicianListAnswerSchema = v.object({ clinicians: v.array(clinicianSchema) });
export type ClinicianListAnswer = v.InferOutput<typeof clinicianListAnswerSchema>;

/** POST clinicians → 201. */
export const clinicianCreatedAnswerSchema = v.object({ id: v.string() });
export type ClinicianCreatedAnswer = v.InferOutput<typeof clinicianCreatedAnswerSchema>;

/**
 * PATCH clinician(id): the nurse as changed, and the ids of the standing future bookings with this
 * nurse that the change left with a nurse who cannot take them (deactivated, no longer working
 * then, no longer taking that kind), earliest first: to reassign.
 */
export const clinicianChangedAnswerSchema = v.object({ clinician: clinicianSchema, toReassign: v.array(v.string()) });
export type ClinicianChangedAnswer = v.InferOutput<typeof clinicianChangedAnswerSchema>;
