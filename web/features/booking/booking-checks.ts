import * as v from 'valibot';
import type { CoordinatorForm } from '#contract';
import type { makeConsultationFormSchema, makeCoordinatorFormSchema } from '#contract/form-schemas';
import { dateField, timeField } from '#contract/form-schemas';
import type { FormMessages } from '#contract/messages/en';
import { check } from '../../lib/form-rules';

interface Schemas {
  consultationFormSchema: ReturnType<typeof makeConsultationFormSchema>;
  coordinatorFormSchema: ReturnType<typeof makeCoordinatorFormSchema>;
  booking: Pick<FormMessages['booking'], 'date' | 'time'>;
}

/**
 * The booking forms' checks made from one language's schemas (decision 033): booking-rules.ts gives
 * the English ones (the exact messages of docs/product.md), booking-rules.es.ts the Spanish ones, and a page
 * loads only its own language's (rules.ts).
 */
/* @__NO_SIDE_EFFECTS__ */
export function makeBookingChecks({ consultationFormSchema, coordinatorFormSchema, booking }: Schemas) {
  const slot = { date: dateField(booking.date), time: timeField(booking.time) };
  /** The consultation form plus the picked slot; date and time first, as the visitor meets them. */
  const consultationSubmitSchema = v.object({ ...slot, ...consultationFormSchema.entries });
  const slotSchema = v.object(slot);
  return {
    checkConsultation: (values: unknown) => check(consultationSubmitSchema, values),
    checkCoordinator: (values: unknown) => check<v.GenericSchema<unknown, CoordinatorForm>>(coordinatorFormSchema, values),
    /** A new time for a booking (the manage page's "Move"): a date and a time picked. */
    checkSlot: (values: unknown) => check(slotSchema, values),
  };
}

export type BookingChecks = ReturnType<typeof makeBookingChecks>;
export type ConsultationSubmit = Extract<ReturnType<BookingChecks['checkConsultation']>, { success: true }>['output'];
