/** The nurses (clinicians) whose days the coordinator runs: when each works, where, and what each takes. */
import * as v from 'valibot';
import { MAX_LENGTH } from '../constants';
import { minutesOf } from '../dates';
import { hourField, optionalString, text } from './fields';

/** Every kind of booking: the two the public books, and the nurse's visit, which staff alone book. */
export const CARE_KINDS = ['consultation', 'coordinator', 'visit'] as const;
export type CareKind = (typeof CARE_KINDS)[number];

/** ISO weekdays: Monday = 1 … Sunday = 7. */
export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

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

/** A week of work: at most one entry per weekday; a weekday left out is a day off. */
const hoursField = v.pipe(
  v.array(workDaySchema, 'Hours must be a list of weekdays'),
  v.maxLength(7, 'Give each weekday at most once'),
  v.check((days) => new Set(days.map((day) => day.weekday)).size === days.length, 'Give each weekday at most once'),
);

/** A territory: 5-digit ZIP codes; none means anywhere. */
const zipsField = v.pipe(
  v.array(v.pipe(v.string(), v.trim(), v.regex(/^\d{5}$/, 'Each ZIP code must be 5 digits')), 'ZIP codes must be a list'),
  v.maxLength(200, 'Please list at most 200 ZIP codes'),
);

const kindsField = v.pipe(v.array(v.picklist(CARE_KINDS, "Kinds must be 'consultation', 'coordinator' or 'visit'")), v.minLength(1, 'Choose at least one kind of booking the nurse takes'));

/** POST clinicians: `hours` defaults to the facts file's open hours, `kinds` to every kind, `zips` to anywhere. */
export const newClinicianSchema = v.object({
  name: text('Please give the nurse’s name', MAX_LENGTH.name),
  hours: v.optional(hoursField),
  zips: v.optional(zipsField),
  kinds: v.optional(kindsField),
  /** The staff account this nurse signs in with: their day and feed follow it. */
  staffUser: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(MAX_LENGTH.shortText))),
});
export type NewClinician = v.InferOutput<typeof newClinicianSchema>;

/** PATCH clinician(id): any of these; `staffUser: null` unlinks the account. */
export const clinicianChangeSchema = v.object({
  name: v.optional(text('Please give the nurse’s name', MAX_LENGTH.name)),
  active: v.optional(v.boolean('Active must be true or false')),
  hours: v.optional(hoursField),
  zips: v.optional(zipsField),
  kinds: v.optional(kindsField),
  staffUser: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(MAX_LENGTH.shortText)))),
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

/**
 * PATCH clinician(id): the nurse as changed, and the standing future bookings that the change left
 * without a nurse who can take them (deactivated, or no longer working then): to reassign.
 */
export const clinicianChangedAnswerSchema = v.object({ clinician: clinicianSchema, toReassign: v.array(v.string()) });
export type ClinicianChangedAnswer = v.InferOutput<typeof clinicianChangedAnswerSchema>;
