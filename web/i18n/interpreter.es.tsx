/** The interpreter field's words in Spanish, typed by the English ones (interpreter.en.tsx). */
import { INTERPRETER_NAMES_ES } from '#contract/interpreter.es';
import type { InterpreterFieldWords } from '../ui/form/interpreter-field';

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const interpreterField: InterpreterFieldWords = {
  label: 'Intérprete gratis',
  hint: 'Si prefiere hablar en otro idioma o en lengua de señas americana, le conseguimos un intérprete sin costo para usted. Si quiere que la llamada sea en español, elija «Español».',
  none: 'No necesito intérprete',
  other: 'Otro idioma',
  otherLabel: '¿Qué idioma?',
  names: Object.fromEntries(Object.entries(INTERPRETER_NAMES_ES).map(([code, name]) => [code, capital(name)])),
};
