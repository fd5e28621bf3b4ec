import type { ConsultationBooking, CoordinatorBooking, CoordinatorForm } from '#contract';
import type { ConsultationSubmit } from './booking-checks';

/** The consultation type as the staff read it in the booking's notes (English, as every staff text). */
export const CONSULTATION_TYPE_LABEL = { phone: 'Phone call', video: 'Video call' } as const;


/** docs/product.md, "The free consultation form": notes carry the consultation type, the wound type when given and the visitor's own notes. */
export function consultationBody(form: ConsultationSubmit): ConsultationBooking {
  const notes = [
    `Consultation type: ${CONSULTATION_TYPE_LABEL[form.consultationType]}`,
    form.woundType && `Wound type: ${form.woundType}`,
    form.notes && `Notes: ${form.notes}`,
  ];
  return {
    date: form.date,
    time: form.time,
    type: 'consultation',
    clientName: form.clientName,
    clientEmail: form.clientEmail,
    clientPhone: form.clientPhone,
    notes: notes.filter(Boolean).join('\n'),
  };
}

/** docs/product.md, "The facility appointment form": the contact person books; notes carry the facility, its address and any extra notes. */
export function coordinatorBody(form: CoordinatorForm): CoordinatorBooking {
  const notes = [`Facility: ${form.facilityName}`, `Address: ${form.facilityAddress}`, form.notes && `Notes: ${form.notes}`];
  return {
    date: form.date,
    time: form.time,
    type: 'coordinator',
    clientName: form.contactName,
    clientEmail: form.contactEmail,
    clientPhone: form.contactPhone,
    facilityName: form.facilityName,
    notes: notes.filter(Boolean).join('\n'),
  };
}
