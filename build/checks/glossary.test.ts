import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { glossaryProblems, rejectedVariants } from './glossary';
import { indexedPaths } from './translating';

const ROOT = join(import.meta.dirname, '..', '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** HHS's own translations of its tagline: the glossary does not rule on them. */
const NOT_OURS = new Set(['api/contract/taglines.ts']);

/** Every Spanish catalogue, guide and e-mail's words: the Spanish section of the translators' index. */
function spanishFiles(): Map<string, string> {
  const paths = [...indexedPaths(read('docs/translating.md'), 'es')].filter((path) => !NOT_OURS.has(path) && existsSync(join(ROOT, path)));
  return new Map(paths.map((path) => [path, read(path)]));
}

describe('the Spanish glossary (docs/glossary.es.md)', () => {
  const variants = rejectedVariants(read('docs/glossary.es.md'));

  it('when every Spanish catalogue, guide, form message and e-mail is read, then none uses a variant the glossary rejects', () => {
    const files = spanishFiles();
    expect(files.size).toBeGreaterThan(60);
    expect(glossaryProblems(files, variants)).toEqual([]);
  });

  it('when the glossary is read, then it rejects the variants a reviewer found', () => {
    expect(variants.map(({ variant }) => variant)).toEqual(
      expect.arrayContaining(['consulta gratis', 'Consulta general', 'presupuesto de buena fe', 'Cálculo de Buena Fe', 'hora oriental', 'orden de referencia', 'clínica de atención urgente', 'tiritas', 'dénos']),
    );
    expect(variants.find(({ variant }) => variant === 'presupuesto de buena fe')?.term).toMatch(/^Estimación de buena fe/);
  });

  it('when a Spanish text uses a rejected variant, then the check names the file, the line and the word to use, whatever its case, and not in a comment', () => {
    const files = new Map([
      ['web/i18n/page.es.tsx', "export const page = {\n  // not 'consulta gratis' here: a comment\n  title: 'Reserve una Consulta Gratis',\n  lead: 'consultas gratuitas',\n};"],
      ['api/resources/guides/es/guide.html', '<p>Use curitas.</p>\n<!-- tiritas -->\n<p>No use tiritas.</p>'],
    ]);

    expect(glossaryProblems(files, [{ variant: 'consulta gratis', term: 'consulta gratuita' }, { variant: 'tiritas', term: 'curita' }])).toEqual([
      'web/i18n/page.es.tsx:3: "consulta gratis" (the site says: consulta gratuita)',
      'api/resources/guides/es/guide.html:3: "tiritas" (the site says: curita)',
    ]);
  });
});
