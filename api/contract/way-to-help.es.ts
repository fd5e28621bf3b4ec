import { withTty } from './phone';
import type { WAY_TO_HELP } from './way-to-help';

/**
 * The way to help (way-to-help.ts) in Spanish (decision 031), line for line: 911 first; '{phone}' is
 * the provider's number. A module of its own, so English pages never load it.
 */
/** As many lines as the English, each an ask and an answer. */
type LineForLine<T> = { readonly [Line in keyof T]: { readonly ask: string; readonly answer: string } };

export const WAY_TO_HELP_ES: LineForLine<typeof WAY_TO_HELP> = [
  { ask: '¿Es una emergencia?', answer: 'Llame al 911 ahora.' },
  { ask: '¿Ya es nuestro paciente?', answer: 'Llámenos de día o de noche al {phone}.' },
  { ask: '¿Todavía no?', answer: 'Llame a su médico o vaya a un centro de atención de urgencias.' },
];

/** The way to help in Spanish as one line of plain text (e-mails). */
export const wayToHelpTextEs = (phone: string): string => WAY_TO_HELP_ES.map(({ ask, answer }) => `${ask} ${answer.replace('{phone}', withTty(phone))}`).join(' ');
