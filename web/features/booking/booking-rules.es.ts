import { consultationFormSchema, coordinatorFormSchema, messages } from '#contract/schemas.es';
import { makeBookingChecks } from './booking-checks';

/**
 * The booking forms' checks with their Spanish messages (api/contract/schemas.es.ts): only a
 * Spanish page loads this module (rules.ts), so an English page never carries them.
 */
// The requests' bodies are built only once the checks pass: they load with them, not with the page (rules.ts).
export { consultationBody, coordinatorBody } from './booking-body';

export const { checkConsultation, checkCoordinator, checkSlot } = makeBookingChecks({ consultationFormSchema, coordinatorFormSchema, booking: messages.booking });
