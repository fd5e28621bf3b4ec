import { describe, expect, it } from 'vitest';
import { isLang, LANG_NAMES, langOfPath, LANGS, languageOf, localeOf, otherLang, pagePathOf, pathIn } from './language';

describe('languages and their paths', () => {
  it('when a path is under /es, then it is Spanish; every other path is English, however it starts', () => {
    expect(['/es', '/es/', '/es/about', '/es/booking/manage', '/es/no-such-page'].map(langOfPath)).toEqual(['es', 'es', 'es', 'es', 'es']);
    expect(['/', '/about', '/espanol', '/services/es', '/estimates', ''].map(langOfPath)).toEqual(['en', 'en', 'en', 'en', 'en', 'en']);
  });

  it('when a page is asked for in a language, then English keeps its path and Spanish puts it under /es', () => {
    expect(pathIn('/', 'es')).toBe('/es');
    expect(pathIn('/about', 'es')).toBe('/es/about');
    expect(pathIn('/booking/manage', 'es')).toBe('/es/booking/manage');
    expect(pathIn('/es/about', 'en')).toBe('/about');
    expect(pathIn('/es', 'en')).toBe('/');
    expect(pathIn('/es/', 'en')).toBe('/');
    expect(pathIn('/about', 'en')).toBe('/about');
    // Already in the language asked for: the same path.
    expect(pathIn('/es/about', 'es')).toBe('/es/about');
  });

  it('when the page of a path is asked for, then the language folder comes off and nothing else', () => {
    expect(pagePathOf('/es/faqs')).toBe('/faqs');
    expect(pagePathOf('/es')).toBe('/');
    expect(pagePathOf('/faqs')).toBe('/faqs');
    expect(pagePathOf('/espanol')).toBe('/espanol');
  });

  it('when a page goes to the other language and back, then it is the page it started on', () => {
    for (const path of ['/', '/about', '/booking/manage', '/es', '/es/contact']) {
      const there = pathIn(path, otherLang(langOfPath(path)));
      expect(langOfPath(there)).toBe(otherLang(langOfPath(path)));
      expect(pathIn(there, langOfPath(path))).toBe(path);
    }
  });

  it('when a language is named, then it has its US Intl locale and its own name; anything else is no language', () => {
    expect(LANGS.map(localeOf)).toEqual(['en-US', 'es-US']);
    expect(LANG_NAMES).toEqual({ en: 'English', es: 'Español' });
    expect([isLang('en'), isLang('es'), isLang('fr'), isLang(undefined), isLang('ES')]).toEqual([true, true, false, false, false]);
  });
});

describe("a record's language", () => {
  it('when a record says Spanish, then it is Spanish; without a language or with any other value, English', () => {
    expect(languageOf({ language: 'es' })).toBe('es');
    expect([{}, { language: 'en' }, { language: 'fr' }, { language: 'ES' }, { language: 1 }].map(languageOf)).toEqual(['en', 'en', 'en', 'en', 'en']);
  });
});
