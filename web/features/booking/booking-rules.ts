import { consultationFormSchema, coordinatorFormSchema } from '#contract';
import { booking } from '#contract/messages/en';
import { makeBookingChecks } from './booking-checks';

/**
 * The booking forms' checks with their English messages, the exact texts of docs/product.md (rules.ts loads
 * this module on an English page when a booking form is first used); booking-rules.es.ts has the Spanish.
 */
export const { checkConsultation, checkCoordinator, checkSlot } = makeBookingChecks({ consultationFormSchema, coordinatorFormSchema, booking });
export type { ConsultationSubmit } from './booking-checks';
// The requests' bodies are built only once the checks pass: they load with them, not with the page (rules.ts).
export { consultationBody, coordinatorBody } from './booking-body';
