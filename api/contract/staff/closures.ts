/** Closed times: whole days, a range of days, or hours of one day, when no slot is offered. */
import * as v from 'valibot';
import { MAX_LENGTH } from '../constants';
import { dayField, hourField, optionalString, text } from './fields';

export const closureSchema = v.pipe(
  v.object({
    from: dayField('Please give the first closed day'),
    to: v.optional(dayField('Please give the last closed day')),
    startTime: v.optional(hourField('Please give a start time')),
    endTime: v.optional(hourField('Please give an end time')),
    reason: text('Please give a reason (holiday, leave, training)', MAX_LENGTH.shortText),
    /** Leave for this nurse alone; absent, the whole practice is closed. */
    clinicianId: v.optional(v.pipe(v.string(), v.maxLength(100))),
  }),
  // Each rule on the field to change, so that field is marked invalid and takes focus (decision 013).
  v.forward(v.partialCheck([['from'], ['to']], (input) => !input.to || input.to >= input.from, 'The last closed day cannot be before the first'), ['to']),
  v.forward(v.partialCheck([['startTime'], ['endTime']], (input) => !input.startTime || Boolean(input.endTime), 'Give an end time too, or neither for whole days'), ['endTime']),
  v.forward(v.partialCheck([['startTime'], ['endTime']], (input) => !input.endTime || Boolean(input.startTime), 'Give a start time too, or neither for whole days'), ['startTime']),
  v.forward(
    v.partialCheck([['startTime'], ['endTime']], (input) => !input.startTime || !input.endTime || input.startTime < input.endTime, 'The end time must be after the start time'),
    ['endTime'],
  ),
);
export type ClosureRequest = v.InferOutput<typeof closureSchema>;

export const staffClosureSchema = v.object({
  id: v.string(),
  from: v.string(),
  to: v.string(),
  startTime: optionalString,
  endTime: optionalString,
  reason: v.string(),
  clinicianId: optionalString,
  createdAt: v.string(),
});
export type StaffClosure = v.InferOutput<typeof staffClosureSchema>;
export const staffClosureListSchema = v.array(staffClosureSchema);

export const closureAnswerSchema = v.object({
  closure: staffClosureSchema,
  /** Bookings already inside the closed time (the nurse's, for leave): they stand until staff cancel, move or reassign them. */
  conflicts: v.array(v.string()),
});
export type ClosureAnswer = v.InferOutput<typeof closureAnswerSchema>;

/** DELETE closure(id): the closed time that was removed (its slots are offered again at once). */
export const closureRemovedAnswerSchema = v.object({ closure: staffClosureSchema });
export type ClosureRemovedAnswer = v.InferOutput<typeof closureRemovedAnswerSchema>;
