/** Field rules the staff requests share (not part of the contract's exports: each request file names its fields). */
import * as v from 'valibot';
import { isRealDate } from '../dates';
import { STAFF_CODE_MAX_LENGTH, STAFF_PASSWORD_MAX_LENGTH } from './limits';

const tooLong = (max: number) => `Please keep this under ${max} characters`;

/** A missing field reads as empty, so it gets its own message ("Username is required") rather than a generic one. */
export const text = (message: string, max: number) => v.optional(v.pipe(v.string(message), v.trim(), v.minLength(1, message), v.maxLength(max, tooLong(max))), '');
export const optionalNote = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, tooLong(max))));

/** A 6-digit code from an authenticator app, or one of the recovery codes given at enrolment. */
export const codeField = v.optional(
  v.pipe(v.string('Authentication code is required'), v.trim(), v.minLength(1, 'Authentication code is required'), v.maxLength(STAFF_CODE_MAX_LENGTH, 'That code is too long')),
  '',
);

export const passwordField = (required: string) =>
  v.optional(v.pipe(v.string(required), v.minLength(1, required), v.maxLength(STAFF_PASSWORD_MAX_LENGTH, 'Password is too long')), '');

/**
 * A day from a date field. An empty one is told what is missing and no format: the field shows
 * the browser's own (mm/dd/yyyy in the US), and a date field never holds anything but a whole
 * date or nothing. Only a program can send another form, so only it is told "YYYY-MM-DD".
 */
export const dayField = (missing: string) =>
  v.optional(
    v.pipe(v.string(missing), v.minLength(1, missing), v.regex(/^\d{4}-\d{2}-\d{2}$/, `${missing}, written YYYY-MM-DD`), v.check(isRealDate, `${missing}: that day does not exist`)),
    '',
  );

/** A time of day from a time field, told the same way: the field shows the browser's form (9:00 AM), a program is told HH:MM. */
export const hourField = (missing: string) =>
  v.optional(v.pipe(v.string(missing), v.minLength(1, missing), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${missing}, written HH:MM (24-hour)`)), '');

/** An optional day in a query, for programs: one message for every wrong form. */
export const optionalDate = (message: string) => v.optional(v.pipe(v.string(message), v.regex(/^\d{4}-\d{2}-\d{2}$/, message), v.check(isRealDate, message)));

/** An answer's optional text. */
export const optionalString = v.optional(v.string());
