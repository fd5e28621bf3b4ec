import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { holdsWords, indexedPaths, indexProblems } from './translating';

const ROOT = join(import.meta.dirname, '..', '..');
const INDEX = readFileSync(join(ROOT, 'docs', 'translating.md'), 'utf8');

/** Every file in the work tree git knows of or would add (a new file counts before it is committed). */
function workTree(): Map<string, string> {
  const paths = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
  const files = new Map<string, string>();
  for (const path of paths) {
    if (!/\.(ts|tsx|html)$/.test(path) || !existsSync(join(ROOT, path))) continue;
    files.set(path, readFileSync(join(ROOT, path), 'utf8'));
  }
  return files;
}

const exists = (path: string) => existsSync(join(ROOT, path));

describe('the translators’ index (docs/translating.md)', () => {
  it('when every shipped file is read, then each one holding English or Spanish words is listed in that language’s section, and each listed file exists', () => {
    expect(indexProblems(workTree(), INDEX, exists)).toEqual([]);
  });

  it('when the index is read, then the Spanish section lists the catalogues, the guides, the e-mails and the server’s words', () => {
    const spanish = indexedPaths(INDEX, 'es');

    for (const path of ['web/i18n/home.es.tsx', 'api/resources/guides/es/diabetic-foot-care-guide.html', 'api/mail/visitor-words.es.ts', 'api/contract/messages/es.ts', 'api/bookings/booking-words.ts']) {
      expect(spanish).toContain(path);
    }
  });

  it('when a Spanish file is not listed, or a listed file is gone, then the check names it', () => {
    const files = new Map([
      ['web/i18n/new-page.es.tsx', "export const page = { title: 'Página' };"],
      ['api/things/thing-words.ts', "const en = { a: 'A' };\nexport const WORDS = { en, es: { a: 'Añadir' } };"],
      ['web/routes/es/new-page.tsx', 'export default function Page() { return null; }'],
      ['web/i18n/new-page.en.tsx', "export const page = { title: 'Page' };"],
      ['web/i18n/new-page.es.test.tsx', "it('…', () => 'Página');"],
      ['api/contract/rules.ts', 'export const rules = { en: load, es: load };'],
    ]);
    const index = '# Index\n\n## English\n\n`web/i18n/new-page.en.tsx`, `api/things/thing-words.ts`\n\n## Spanish\n\n`web/i18n/gone.es.tsx`\n';

    expect(indexProblems(files, index, (path) => files.has(path))).toEqual([
      'web/i18n/new-page.es.tsx holds Spanish words (named .es.) but the Spanish section does not list it',
      'api/things/thing-words.ts holds Spanish words (a catalogue keyed by language) but the Spanish section does not list it',
      'web/routes/es/new-page.tsx holds Spanish words (in an es/ folder) but the Spanish section does not list it',
      'the Spanish section lists web/i18n/gone.es.tsx, which does not exist',
    ]);
  });

  it('when a module keys by language but holds no Spanish words, or is a test, then it is not asked for', () => {
    expect(holdsWords('web/features/booking/rules.ts', 'export const rules = { en: lazy(a), es: lazy(b) };', 'es')).toBeNull();
    expect(holdsWords('api/contact/contact-words.ts', "export const T = {\n  en,\n  es: { a: 'Recibimos su petición' } };", 'es')).toBe('a catalogue keyed by language');
    expect(holdsWords('api/contract/messages/es.ts', '', 'es')).toBe('named es');
  });
});
