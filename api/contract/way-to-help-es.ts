import type { WAY_TO_HELP } from './way-to-help';

/**
 * The way to help in Spanish (way-to-help.ts has the English and says where it is shown), line
 * for line: 911 first, '{phone}' the provider's number. A file of its own, so English pages and
 * e-mails never load it.
 */
type Lines<English extends readonly unknown[]> = { readonly [Line in keyof English]: { readonly ask: string; readonly answer: string } };

export const WAY_TO_HELP_ES: Lines<typeof WAY_TO_HELP> = [
  { ask: '¿Es una emergencia?', answer: 'Llame al 911 ahora.' },
  { ask: '¿Ya es nuestro paciente?', answer: 'Llámenos de día o de noche al {phone}.' },
  { ask: '¿Todavía no?', answer: 'Llame a su médico o vaya a una clínica de urgencias.' },
];

/** The way to help as one line of plain text in Spanish (e-mails, toasts). */
export const wayToHelpTextEs = (phone: string): string => WAY_TO_HELP_ES.map(({ ask, answer }) => `${ask} ${answer.replace('{phone}', phone)}`).join(' ');
