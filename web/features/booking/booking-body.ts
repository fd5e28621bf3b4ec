import type { ConsultationBooking, CoordinatorBooking, CoordinatorForm } from '#contract';
import type { ConsultationSubmit } from './booking-checks';

/** An optional field, left out when not given. */
const given = <K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> => (value === undefined || value === '' ? {} : ({ [key]: value } as Record<K, V>));

/**
 * docs/product.md, "The free consultation form": the consultation type, the wound type and the
 * interpreter's language are fields of their own, as the staff area, the CSV and the alerts read
 * them; `notes` is the visitor's own words only.
 */
export function consultationBody(form: ConsultationSubmit): ConsultationBooking {
  return {
    date: form.date,
    time: form.time,
    type: 'consultation',
    clientName: form.clientName,
    clientEmail: form.clientEmail,
    clientPhone: form.clientPhone,
    consultationType: form.consultationType,
    ...given('woundType', form.woundType),
    ...given('interpreterLanguage', form.interpreterLanguage),
    ...given('notes', form.notes),
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
    ...given('interpreterLanguage', form.interpreterLanguage),
    notes: notes.filter(Boolean).join('\n'),
  };
}
