import { describe, expect, it } from 'vitest';
import { catalogueProblems, checkCatalogues } from '../../build/checks/catalogues';

/** Every catalogue of the site, as the prerender's check reads them (web/entry-server.tsx). */
const catalogues = import.meta.glob<Record<string, unknown>>(['./*.en.tsx', './*.es.tsx'], { eager: true });

describe("the site's catalogues", () => {
  it('when every catalogue is compared with its twin, then each text has both languages, all the way down', () => {
    const names = Object.keys(catalogues).map((file) => file.replace(/^\.\//, ''));
    expect(names).toEqual(expect.arrayContaining(['shell.en.tsx', 'shell.es.tsx', 'about.en.tsx', 'about.es.tsx', 'home.en.tsx', 'home.es.tsx']));
    expect(catalogueProblems(catalogues)).toEqual([]);
    expect(() => checkCatalogues(catalogues)).not.toThrow();
  });

  it('when a Spanish text goes missing, then the check names its key', () => {
    const shellEs = catalogues['./shell.es.tsx']!.shell as Record<string, unknown>;
    const { skipLink: _skipLink, ...withoutSkipLink } = shellEs;
    const broken = { ...catalogues, './shell.es.tsx': { ...catalogues['./shell.es.tsx'], shell: withoutSkipLink } };
    expect(catalogueProblems(broken)).toEqual(['shell.shell.skipLink: string in English, missing in Spanish']);
  });
});
