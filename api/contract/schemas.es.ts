import {
  makeConsultationBookingSchema,
  makeConsultationFormSchema,
  makeContactInquirySchema,
  makeCoordinatorBookingSchema,
  makeCoordinatorFormSchema,
  makeManageCancelSchema,
  makeManageRescheduleSchema,
} from './form-schemas';
import { es } from './messages/es';

/**
 * The public requests' and forms' schemas with Spanish messages (decision 033), under the names the
 * English ones have in schemas.ts: a Spanish page imports these (and messages/es.ts for its words),
 * an English page never loads them (this module is not in the contract's index). They accept and
 * give the same shapes. The whole Spanish catalogue is one object: a Spanish page carries all of
 * its messages (about 1 KB), an English page none.
 */

export { es as messages };

export const contactInquirySchema = /* @__PURE__ */ makeContactInquirySchema(es);
export const consultationBookingSchema = /* @__PURE__ */ makeConsultationBookingSchema(es);
export const coordinatorBookingSchema = /* @__PURE__ */ makeCoordinatorBookingSchema(es);
export const manageCancelSchema = /* @__PURE__ */ makeManageCancelSchema(es);
export const manageRescheduleSchema = /* @__PURE__ */ makeManageRescheduleSchema(es);
export const consultationFormSchema = /* @__PURE__ */ makeConsultationFormSchema(es);
export const coordinatorFormSchema = /* @__PURE__ */ makeCoordinatorFormSchema(es);
