/**
 * The way to help, in three short lines (issue 26), wherever a visitor might need it: above every
 * form, atop every guide, at the end of every e-mail to a visitor, every error toast and every
 * outcome shown after a booking or inquiry. 911 comes first; '{phone}' is the provider's number.
 * A module of its own: the site's shell draws it on every page, the ladder (escalation.ts) only
 * the FAQ page and the guides.
 *
 * Each language is its own constant, so a page's bundle carries only the one it shows (issue 28);
 * way-to-help.test.ts holds them line for line to the same points.
 */
export type WayToHelp = readonly { ask: string; answer: string }[];

export const WAY_TO_HELP = [
  { ask: 'Emergency?', answer: 'Call 911 now.' },
  { ask: 'Already our patient?', answer: 'Call us day or night at {phone}.' },
  { ask: 'Not yet?', answer: 'Call your doctor or go to urgent care.' },
] as const satisfies WayToHelp;

export const WAY_TO_HELP_ES = [
  { ask: '¿Una emergencia?', answer: 'Llame al 911 ahora.' },
  { ask: '¿Ya está bajo nuestro cuidado?', answer: 'Llámenos de día o de noche al {phone}.' },
  { ask: '¿Todavía no?', answer: 'Llame a su médico o vaya a un centro de urgencias (urgent care).' },
] as const satisfies WayToHelp;

/** The way to help as one line of plain text (e-mails, toasts); English unless given another language's lines. */
export const wayToHelpText = (phone: string, lines: WayToHelp = WAY_TO_HELP): string =>
  lines.map(({ ask, answer }) => `${ask} ${answer.replace('{phone}', phone)}`).join(' ');
