/** The wounds we treat in Spanish, by their contract value (wound-types.en.tsx): the words families use. */
import type { WoundType } from './wound-types.en';

export const WOUND_TYPE_NAMES: Record<WoundType, string> = {
  'Arterial and venous wounds': 'Heridas arteriales y venosas',
  Burns: 'Quemaduras',
  'Diabetic ulcers': 'Úlceras de pie diabético',
  'Infected wounds': 'Heridas infectadas',
  'Ischemic wounds': 'Heridas por falta de circulación (isquémicas)',
  'Nonhealing surgical wounds': 'Heridas de cirugía que no sanan',
  'Pressure injuries (pressure ulcers)': 'Lesiones por presión (úlceras por presión o escaras)',
  'Traumatic wounds': 'Heridas por golpes, cortes o accidentes',
  'Radiation wounds': 'Heridas por radioterapia',
};
