/**
 * Cancelling bookings from the staff area: the request bodies (the answers are StaffBooking and
 * CancelManyAnswer in bookings.ts). Decision 022.
 */
import * as v from 'valibot';
import { MAX_LENGTH } from '../constants';
import { optionalText } from '../schemas';

/**
 * What staff write when they cancel (decision 022): a message the patient reads in the cancellation
 * e-mail, and an internal note that never leaves the staff area. `reason` is what staff pages
 * sent before: it was labelled "for staff only", so it is kept as the note, and never mailed.
 */
const cancelWords = {
  message: optionalText(MAX_LENGTH.notes),
  note: optionalText(MAX_LENGTH.notes),
  reason: optionalText(MAX_LENGTH.notes),
};

type SentWords = { message?: string; note?: string; reason?: string };

/** A note and an older page's reason at once would lose one of them: refused, never guessed. */
const noteOnce = (input: SentWords) => !(input.note && input.reason);
const NOTE_TWICE = 'Please send the internal note once, as note (reason is its older name).';

/** The words as kept: the older page's reason becomes the note; empty fields are dropped. */
function keptWords({ message, note, reason }: SentWords): { message?: string; note?: string } {
  const kept = note || reason;
  return { ...(message ? { message } : {}), ...(kept ? { note: kept } : {}) };
}

export const cancelSchema = v.pipe(
  v.object(cancelWords),
  v.forward(v.partialCheck([['note'], ['reason']], noteOnce, NOTE_TWICE), ['note']),
  v.transform(keptWords),
);

export const cancelManySchema = v.pipe(
  v.object({
    ids: v.optional(
      v.pipe(v.array(v.pipe(v.string(), v.maxLength(100)), 'Please choose bookings to cancel'), v.minLength(1, 'Please choose bookings to cancel'), v.maxLength(200, 'At most 200 bookings at once')),
      [],
    ),
    ...cancelWords,
  }),
  v.forward(v.partialCheck([['note'], ['reason']], noteOnce, NOTE_TWICE), ['note']),
  v.transform(({ ids, ...words }) => ({ ids, words: keptWords(words) })),
);

/** The words of a cancellation as the server keeps them (and the staff app sends them); an empty field is absent. */
export type CancelWords = v.InferOutput<typeof cancelSchema>;
