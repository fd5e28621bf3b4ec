import * as v from 'valibot';
import { provider } from './provider';
import { spokenLanguageOf, taglineLanguagesFor } from './tagline-languages';

/**
 * An interpreter on request (decision 052): every booking and inquiry form, and the staff's own
 * forms, may ask for one with `interpreterLanguage`. Its value is a BCP 47 code of a language the
 * state's taglines are in (spoken, so 'zh' for both Chinese scripts), 'ase' for American Sign
 * Language, or 'other:<name>' for any other language, named as the visitor writes it. A language is
 * not health information: staff alerts, the agenda and the CSV may carry it.
 */

/** American Sign Language's code (ISO 639-3). */
export const ASL = 'ase';

/** The languages offered by code: the states' top 15 as spoken, then American Sign Language. */
export const INTERPRETER_LANGS: readonly string[] = /* @__PURE__ */ [...new Set([...taglineLanguagesFor(provider.states).map(spokenLanguageOf), ASL])];

/** The longest language name a visitor may write for 'other:'. */
export const OTHER_LANGUAGE_MAX = 40;

/**
 * 'other:' and a language's name: letters of any script, with spaces, hyphens, apostrophes and
 * brackets between them. No digits, dots or '@': what a stranger types here can hold no web
 * address or phone number when a staff alert repeats it (decision 026).
 */
const OTHER = new RegExp(`^other:\\p{L}[\\p{L}\\p{M} '’()-]{0,${OTHER_LANGUAGE_MAX - 1}}$`, 'u');

/** Whether `value` is an interpreter language the contract accepts. */
export const isInterpreterLanguage = (value: string): boolean => INTERPRETER_LANGS.includes(value) || OTHER.test(value);

/** The value for a language the list does not have, its name trimmed and its spaces single. */
export const otherLanguage = (name: string): string => `other:${name.trim().replace(/\s+/g, ' ')}`;

/** The name typed for 'other:<name>', or undefined for a listed code. */
export const otherLanguageName = (value: string): string | undefined => (value.startsWith('other:') ? value.slice('other:'.length) : undefined);

/**
 * The optional field, as every form's schema and the staff's forms take it: absent or empty for no
 * interpreter. `message` is the form's own words for a value that is not one of these.
 */
/* @__NO_SIDE_EFFECTS__ */
export const interpreterLanguageField = (message: string) =>
  v.optional(
    v.pipe(
      v.string(message),
      v.trim(),
      v.check((value) => value === '' || isInterpreterLanguage(value), message),
      v.transform((value) => value || undefined),
    ),
  );

/** Each code's name in English, as staff read it ("Interpreter: Somali"). A language added to a state's list needs its name here. */
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
