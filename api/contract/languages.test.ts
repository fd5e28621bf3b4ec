import { describe, expect, it } from 'vitest';
import { languageOf, pathIn } from './languages';

describe('a record’s language', () => {
  it('when a record says Spanish, then it is Spanish; without a language (stored before issue 28) or with any other value, it is English', () => {
    expect(languageOf({ language: 'es' })).toBe('es');
    expect(languageOf({ language: 'en' })).toBe('en');
    expect(languageOf({})).toBe('en');
    expect(languageOf({ language: 'ES' })).toBe('en');
    expect(languageOf({ language: ['es'] })).toBe('en');
  });

  it('when a page’s path is put in Spanish, then it is under /es; in English it is as it was', () => {
    expect(pathIn('/consultation', 'es')).toBe('/es/consultation');
    expect(pathIn('/', 'es')).toBe('/es');
    expect(pathIn('/booking/manage', 'en')).toBe('/booking/manage');
  });
});
