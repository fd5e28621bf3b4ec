/** The free consultation form's contact details' words in English, loaded with those fields (booking-consultation.en.tsx names the loader); consultation-fields.es.tsx is typed by these. */
import type { WOUND_TYPE_CHOICES } from '#contract';
import { interpreterField } from './interpreter.en';
import { WOUND_TYPE_NAMES } from './wound-types.en';

export const consultationFields = {
  fullName: 'Full Name',
  email: 'Email',
  phone: 'Phone Number',
  type: 'Consultation Type',
  typePlaceholder: 'Phone or video?',
  types: { phone: 'Phone call', video: 'Video call' },
  woundType: 'Wound Type',
  woundPlaceholder: 'Select a wound type',
  /** The wound types as the services page and the FAQ name them (one list, wound-types.en.tsx); the value sent is the contract's English name. */
  wounds: { ...WOUND_TYPE_NAMES, 'Not sure': 'Not sure' } as Record<(typeof WOUND_TYPE_CHOICES)[number], string>,
  notes: 'Notes',
  notesHint: 'Anything that helps us prepare, such as how long the wound has been open.',
  interpreter: interpreterField,
};

export type ConsultationFieldsWords = typeof consultationFields;
