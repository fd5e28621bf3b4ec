/**
 * An interpreter on request (decision 052): every booking and inquiry form, and the staff's own
 * forms, may ask for one with `interpreterLanguage`. Its value is a BCP 47 code of a language the
 * state's taglines are in (spoken, so 'zh' for both Chinese scripts), 'ase' for American Sign
 * Language, or 'other:<name>' for any other language, named as the visitor writes it. A language is
 * not health information: staff alerts, the agenda and the CSV may carry it. This module imports
 * nothing, so the booking forms' first load carries only its words' helpers; the list the server
 * checks is interpreter-languages.ts's, and the field's schema form-schemas.ts's (with valibot,
 * loaded with a form's checks).
 */

/** American Sign Language's code (ISO 639-3). */
export const ASL = 'ase';

/** The longest language name a visitor may write for 'other:'. */
export const OTHER_LANGUAGE_MAX = 40;

/**
 * 'other:' and a language's name: letters of any script, with spaces, hyphens, apostrophes and
 * brackets between them. No digits, dots or '@': what a stranger types here can hold no web
 * address or phone number when a staff alert repeats it (decision 026).
 */
const OTHER = new RegExp(`^other:\\p{L}[\\p{L}\\p{M} '’()-]{0,${OTHER_LANGUAGE_MAX - 1}}$`, 'u');

/** Whether `value` is another language named as the contract accepts it ('other:Amharic'). */
export const isOtherLanguage = (value: string): boolean => OTHER.test(value);

/** The value for a language the list does not have, its name trimmed and its spaces single. */
export const otherLanguage = (name: string): string => `other:${name.trim().replace(/\s+/g, ' ')}`;

/** The name typed for 'other:<name>', or undefined for a listed code. */
export const otherLanguageName = (value: string): string | undefined => (value.startsWith('other:') ? value.slice('other:'.length) : undefined);

/**
 * Each offered code's name in English, as staff read it ("Interpreter: Somali"): the states' languages
 * (interpreter-languages.ts) and American Sign Language, no more, no fewer (interpreter.test.ts). A
 * language added to a state's list needs its name here and in interpreter.es.ts; the forms offer these.
 */
export const INTERPRETER_NAMES_EN: Readonly<Record<string, string>> = {
  es: 'Spanish',
  zh: 'Chinese',
  de: 'German',
  ar: 'Arabic',
  pdc: 'Pennsylvania Dutch',
  ru: 'Russian',
  fr: 'French',
  vi: 'Vietnamese',
  so: 'Somali',
  ko: 'Korean',
  it: 'Italian',
  ja: 'Japanese',
  nl: 'Dutch',
  uk: 'Ukrainian',
  ro: 'Romanian',
  [ASL]: 'American Sign Language',
};

/** An interpreter language named in English: a listed code by its name, 'other:<name>' by the name typed; the value itself if unknown. */
export const interpreterLanguageName = (value: string): string => otherLanguageName(value) ?? INTERPRETER_NAMES_EN[value] ?? value;
