/** The free consultation form's contact details' words in Spanish, typed by the English ones (consultation-fields.en.tsx). */
import type { WOUND_TYPE_CHOICES } from '#contract';
import type { ConsultationFieldsWords } from './consultation-fields.en';

/** The wound types in Spanish, keyed by the contract's English name (the value the form sends). */
const WOUNDS: Record<(typeof WOUND_TYPE_CHOICES)[number], string> = {
  'Arterial and venous wounds': 'Heridas arteriales y venosas',
  Burns: 'Quemaduras',
  'Diabetic ulcers': 'Úlceras de pie diabético',
  'Infected wounds': 'Heridas infectadas',
  'Ischemic wounds': 'Heridas por falta de circulación (isquémicas)',
  'Nonhealing surgical wounds': 'Heridas de cirugía que no sanan',
  'Pressure injuries (pressure ulcers)': 'Lesiones por presión (úlceras por presión)',
  'Traumatic wounds': 'Heridas por golpes o accidentes',
  'Radiation wounds': 'Heridas por radiación',
  'Not sure': 'No estoy seguro',
};

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
};
