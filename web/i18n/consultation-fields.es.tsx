/** The free consultation form's contact details' words in Spanish, typed by the English ones (consultation-fields.en.tsx). */
import type { WOUND_TYPE_CHOICES } from '#contract';
import type { ConsultationFieldsWords } from './consultation-fields.en';
import { interpreterField } from './interpreter.es';
import { WOUND_TYPE_NAMES } from './wound-types.es';

/** The wound types as the services page and the FAQ name them (one list: wound-types.es.tsx), keyed by the contract's English name (the value the form sends). */
const WOUNDS: Record<(typeof WOUND_TYPE_CHOICES)[number], string> = { ...WOUND_TYPE_NAMES, 'Not sure': 'No sé' };

export const consultationFields: ConsultationFieldsWords = {
  fullName: 'Nombre completo',
  email: 'Correo electrónico',
  phone: 'Número de teléfono',
  type: 'Tipo de consulta',
  typePlaceholder: '¿Por teléfono o por video?',
  types: { phone: 'Llamada por teléfono', video: 'Videollamada' },
  woundType: 'Tipo de herida',
  woundPlaceholder: 'Elija un tipo de herida',
  wounds: WOUNDS,
  notes: 'Notas',
  notesHint: 'Lo que nos ayude a prepararnos, como cuánto tiempo lleva abierta la herida.',
  interpreter: interpreterField,
};
