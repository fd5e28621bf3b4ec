import { ASL, otherLanguageName } from './interpreter';

/**
 * Each interpreter language's name in Spanish (interpreter.ts has the English), lower case as Spanish
 * writes a language's name in a sentence ("un intérprete de somalí"); a list capitalizes the first
 * letter. A module of its own, so English pages never load it.
 */
export const INTERPRETER_NAMES_ES: Readonly<Record<string, string>> = {
  es: 'español',
  zh: 'chino',
  de: 'alemán',
  ar: 'árabe',
  pdc: 'alemán de Pensilvania',
  ru: 'ruso',
  fr: 'francés',
  vi: 'vietnamita',
  so: 'somalí',
  ko: 'coreano',
  it: 'italiano',
  ja: 'japonés',
  nl: 'neerlandés',
  uk: 'ucraniano',
  ro: 'rumano',
  [ASL]: 'lengua de señas americana',
};

/** An interpreter language named in Spanish: a listed code by its name, 'other:<name>' by the name typed. */
export const interpreterLanguageNameEs = (value: string): string => otherLanguageName(value) ?? INTERPRETER_NAMES_ES[value] ?? value;
