import { type Lang, pathIn } from '#contract/language';
import type { CareKind } from '#contract/staff';
import { visitWhen } from '../bookings/booking-words';
import { KIND_RULES } from '../bookings/kinds';
import { en } from './visitor-words.en';
import { es } from './visitor-words.es';
import type { VisitorWords } from './visitor-words.en';

/** The words of every message about a visit, from the facts file and the slot rules. */

/** Every e-mail to a visitor is in the language of their booking or inquiry (decision 033); staff alerts are in English. */
export const VISITOR_WORDS: Record<Lang, VisitorWords> = { en, es };

/** What the visit is, in English: staff alerts name it so. */
export const VISIT = en.visit;

/**
 * 'Tuesday, June 9, 2026 at 9:00 AM (Eastern Time)' / 'martes, 9 de junio de 2026, a las 9:00 a.m. (hora del Este)';
 * a visit of an hour or more as a range. `minutes`: a visit's own length, else the kind's.
 */
export const slotWhen = (kind: CareKind, date: string, time: string, timeZone: string, lang: Lang = 'en', minutes = KIND_RULES[kind].minutes): string =>
  visitWhen(minutes, date, time, timeZone, lang);

/** The taglines of free language help on the nondiscrimination page, in `lang`, at the site's public address: every visitor's message links them. */
export const languageHelpUrl = (publicUrl: string, lang: Lang = 'en'): string => `${publicUrl}${pathIn('/nondiscrimination', lang)}#languages`;

/** The guide on when to get help, in `lang`, at the site's public address: every visitor's message links it. */
export const helpGuideUrl = (publicUrl: string, lang: Lang = 'en'): string => `${publicUrl}${VISITOR_WORDS[lang].safetyNet.guide.path}`;

/** A page of the site in `lang` at its public address ('/consultation' → '…/es/consultation'). */
export const pageUrlIn = (publicUrl: string, path: string, lang: Lang): string => `${publicUrl}${pathIn(path, lang)}`;
