/**
 * The interpreter field's words in English (web/ui/form/interpreter-field.tsx; Spanish:
 * interpreter.es.tsx, typed by these), the same in every form that offers one: the free
 * consultation, the facility visit and the general inquiry. Each language named as staff read it.
 */
import { INTERPRETER_NAMES_EN } from '#contract/interpreter';
import type { InterpreterFieldWords } from '../ui/form/interpreter-field';

export const interpreterField: InterpreterFieldWords = {
  label: 'Free interpreter',
  hint: 'If you would rather talk in another language, or in American Sign Language, we arrange an interpreter at no cost to you.',
  none: 'No interpreter needed',
  other: 'Another language',
  otherLabel: 'Which language?',
  /** Each offered language's name in a list, by its code (api/contract/interpreter.ts). */
  names: INTERPRETER_NAMES_EN,
};
