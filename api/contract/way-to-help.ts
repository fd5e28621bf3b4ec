import { withTty } from './phone';

/**
 * The way to help, in three short lines (decision 025), wherever a visitor might need it: above every
 * form, atop every guide, at the end of every e-mail to a visitor, every error toast and every
 * outcome shown after a booking or inquiry. 911 comes first; '{phone}' is the provider's number.
 * A module of its own: the site's shell draws it on every page, the ladder (escalation.ts) only
 * the FAQ page and the guides.
 */
export const WAY_TO_HELP = [
  { ask: 'Emergency?', answer: 'Call 911 now.' },
  { ask: 'Already our patient?', answer: 'Call us day or night at {phone}.' },
  { ask: 'Not yet?', answer: 'Call your doctor or go to urgent care.' },
] as const;

/** The way to help as one line of plain text (e-mails, toasts), the number with its TTY relay beside it. */
export const wayToHelpText = (phone: string): string => WAY_TO_HELP.map(({ ask, answer }) => `${ask} ${answer.replace('{phone}', withTty(phone))}`).join(' ');
