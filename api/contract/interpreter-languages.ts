import { ASL, isOtherLanguage } from './interpreter';
import { provider } from './provider';
import { spokenLanguageOf, taglineLanguagesFor } from './tagline-languages';

/**
 * The interpreter languages the contract accepts by code (decision 052): the states' top 15 as
 * spoken ('zh' for both Chinese scripts), then American Sign Language. Apart from interpreter.ts,
 * which the booking forms load at once: this list needs the facts' states and their tables, which
 * only the checks (loaded later) and the server read.
 */
const interpreterLangs = (): readonly string[] => [...new Set([...taglineLanguagesFor(provider.states).map(spokenLanguageOf), ASL])];
export const INTERPRETER_LANGS: readonly string[] = /* @__PURE__ */ interpreterLangs();

/** Whether `value` is an interpreter language the contract accepts: a listed code, or 'other:<name>'. */
export const isInterpreterLanguage = (value: string): boolean => INTERPRETER_LANGS.includes(value) || isOtherLanguage(value);
