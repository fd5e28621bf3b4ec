import { type CareKind, CARE_KINDS } from '#contract/staff';

/** Each kind of booking as staff name it: the two the public books, and the nurse's visit. */
export const KIND_LABEL: Record<CareKind, string> = { consultation: 'Consultation', coordinator: 'Facility visit', visit: 'Wound-care visit' };

export const KIND_OPTIONS = CARE_KINDS.map((kind) => ({ value: kind, label: KIND_LABEL[kind] }));

/** An outcome in words; a booking with none is 'Not marked'. */
export const OUTCOME_LABEL = { completed: 'Completed', 'no-show': 'No-show' } as const;
