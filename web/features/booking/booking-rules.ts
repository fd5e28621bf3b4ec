import * as v from 'valibot';
import {
  bookingResponseSchema,
  consultationFormSchema,
  type CoordinatorForm,
  coordinatorFormSchema,
  dateField,
  manageAnswerSchema,
  slotListSchema,
  timeField,
} from '../../../api/contract';
import { check, parse } from '../../lib/form-rules';

/**
 * The booking feature's checks (rules.ts loads this module when a booking form is first used or
 * a slot list arrives): the forms' rules with their exact messages, and the server's answers.
 */

/** The consultation form plus the picked slot; date and time first, as the visitor meets them. */
const consultationSubmitSchema = v.object({
  date: dateField('Please select a date'),
  time: timeField('Please select a time'),
  ...consultationFormSchema.entries,
});
export type ConsultationSubmit = v.InferOutput<typeof consultationSubmitSchema>;

export const checkConsultation = (values: unknown) => check(consultationSubmitSchema, values);
export const checkCoordinator = (values: unknown) => check<v.GenericSchema<unknown, CoordinatorForm>>(coordinatorFormSchema, values);
export const parseSlotList = (json: unknown) => parse(slotListSchema, json);
export const parseBookingResponse = (json: unknown) => parse(bookingResponseSchema, json);
/** The answers about a booking reached by its manage link: the visit, and after a change the server's words. */
export const parseManageAnswer = (json: unknown) => parse(manageAnswerSchema, json);
