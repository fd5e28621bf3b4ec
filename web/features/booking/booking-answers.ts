import { bookingResponseSchema, manageAnswerSchema } from '#contract';
import { parse } from '../../lib/form-rules';

/**
 * The server's answers to the booking widgets, checked (rules.ts loads this module after the first
 * slot list, which slot-list.ts checks): they carry no words, so a page of either language loads the same checks, and no
 * form's messages with them (those are booking-rules.ts and booking-rules.es.ts, per language).
 */
export const parseBookingResponse = (json: unknown) => parse(bookingResponseSchema, json);
/** The answers about a booking reached by its manage link: the visit, and after a change the server's words. */
export const parseManageAnswer = (json: unknown) => parse(manageAnswerSchema, json);
