import { describe, expect, it } from 'vitest';
import { catalogueProblems, checkCatalogues } from './catalogues';

const pair = (en: Record<string, unknown>, es: Record<string, unknown>) => ({ './i18n/page.en.tsx': en, './i18n/page.es.tsx': es });

describe('the build check that every text has both languages', () => {
  it('when both catalogues have the same keys all the way down, then there is no problem', () => {
    const words = { title: 'About', list: ['a', 'b'], phone: (n: string) => n, nested: { deep: 'x' } };
    expect(catalogueProblems(pair(words, { title: 'Quiénes somos', list: ['a', 'b'], phone: (n: string) => n, nested: { deep: 'y' } }))).toEqual([]);
  });

  it('when a key is missing, extra, empty, of another kind or a list of another length in Spanish, then the check names each by its path', () => {
    const problems = catalogueProblems(
      pair(
        { page: { title: 'About', intro: 'Hi', list: ['a', 'b'], call: () => 'x', nested: { deep: 'x' } } },
        { page: { title: ' ', list: ['a'], call: 'x', nested: {}, extra: 'y' } },
      ),
    );
    expect(problems).toEqual([
      'page.page.title: empty in Spanish',
      'page.page.intro: string in English, missing in Spanish',
      'page.page.list: 2 items in English, 1 in Spanish',
      'page.page.call: function in English, string in Spanish',
      'page.page.nested.deep: string in English, missing in Spanish',
      'page.page.extra: in Spanish only',
    ]);
  });

  it('when a catalogue has no twin, then the check names the missing file', () => {
    expect(catalogueProblems({ './i18n/faqs.en.tsx': { faqs: {} } })).toEqual(['./i18n/faqs: no Spanish file (.es.tsx)']);
    expect(catalogueProblems({ './i18n/faqs.es.tsx': { faqs: {} } })).toEqual(['./i18n/faqs: no English file (.en.tsx)']);
  });

  it('when the English leaves an optional value out, then Spanish may set it (a link to an English-only page says hrefLang)', () => {
    expect(catalogueProblems(pair({ link: { hrefLang: undefined } }, { link: { hrefLang: 'en' } }))).toEqual([]);
  });

  it('when the build checks, then it throws naming the keys, and refuses to pass with no catalogue at all', () => {
    expect(() => checkCatalogues(pair({ a: { b: 'x' } }, { a: {} }))).toThrow(/page\.a\.b: string in English, missing in Spanish/);
    expect(() => checkCatalogues({})).toThrow(/none found/);
    expect(() => checkCatalogues(pair({ a: 'x' }, { a: 'y' }))).not.toThrow();
  });
});
