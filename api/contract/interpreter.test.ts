import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { interpreterLanguageField } from './form-schemas';
import { INTERPRETER_NAMES_EN, interpreterLanguageName, otherLanguage } from './interpreter';
import { INTERPRETER_NAMES_ES, interpreterLanguageNameEs } from './interpreter.es';
import { INTERPRETER_LANGS, isInterpreterLanguage } from './interpreter-languages';
import { TOP_15_BY_STATE } from './tagline-languages';

const field = v.object({ interpreterLanguage: interpreterLanguageField('Pick one') });
const parse = (value: unknown) => v.safeParse(field, { interpreterLanguage: value });

describe('an interpreter’s language (api/contract/interpreter.ts)', () => {
  it('when the state is Ohio, then the languages offered are its 15 as spoken (one Chinese) and American Sign Language', () => {
    expect(INTERPRETER_LANGS).toEqual(['es', 'zh', 'de', 'ar', 'pdc', 'ru', 'fr', 'vi', 'so', 'ko', 'it', 'ja', 'nl', 'uk', 'ro', 'ase']);
    expect(TOP_15_BY_STATE.OH).toContain('zh-Hant');
    // The forms offer the names' codes: exactly these, in both languages.
    expect(Object.keys(INTERPRETER_NAMES_EN).sort()).toEqual([...INTERPRETER_LANGS].sort());
    expect(Object.keys(INTERPRETER_NAMES_ES).sort()).toEqual([...INTERPRETER_LANGS].sort());
  });

  it('when a value is checked, then a listed code, ase, or another language by a plain name passes; anything that could carry a link or a number does not', () => {
    for (const good of ['so', 'ase', 'other:Amharic', 'other:Kʼicheʼ', 'other:Tigrinya (Eritrea)', 'other:Haitian Creole']) expect(isInterpreterLanguage(good), good).toBe(true);
    for (const bad of ['xx', 'zh-Hant', 'other:', 'other: Amharic', 'other:see www.example.com', 'other:call 5551234', 'other:a@b', 'other:' + 'a'.repeat(41), 'Somali']) {
      expect(isInterpreterLanguage(bad), bad).toBe(false);
    }
    expect(otherLanguage('  Oromo   Borana ')).toBe('other:Oromo Borana');
  });

  it('when a form sends it, then an empty or missing value is no interpreter, a good one is kept trimmed, and a bad one gets the form’s own message', () => {
    expect(parse('').output).toEqual({ interpreterLanguage: undefined });
    expect(parse(undefined).success).toBe(true);
    expect(parse(' so ').output).toEqual({ interpreterLanguage: 'so' });
    expect(parse('other:evil.com').issues?.[0]?.message).toBe('Pick one');
    expect(parse(42).issues?.[0]?.message).toBe('Pick one');
  });

  it('when a code is named, then staff read it in English and a Spanish visitor in Spanish; a typed name is itself in both', () => {
    expect([interpreterLanguageName('so'), interpreterLanguageNameEs('so')]).toEqual(['Somali', 'somalí']);
    expect([interpreterLanguageName('ase'), interpreterLanguageNameEs('ase')]).toEqual(['American Sign Language', 'lengua de señas americana']);
    expect([interpreterLanguageName('other:Amharic'), interpreterLanguageNameEs('other:Amharic')]).toEqual(['Amharic', 'Amharic']);
    for (const code of INTERPRETER_LANGS) expect(interpreterLanguageNameEs(code), code).not.toBe(code);
    for (const code of INTERPRETER_LANGS) expect(interpreterLanguageName(code), code).not.toBe(code);
  });
});
