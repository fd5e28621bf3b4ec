/**
 * The check that keeps docs/translating.md, the translators' index, whole (decision 051): every file
 * that holds a language's words is listed in that language's section, and every file a section
 * lists exists. A file holds a language's words when it is named for it (`about.es.tsx`, `es.ts`),
 * sits in its folder (`web/routes/es/`, `api/resources/guides/es/`), or keeps a catalogue keyed by
 * language (`{ en, es }`, `es: { … }`) beside words of that language. Only what ships is read:
 * tests, test helpers and the build's own tools hold words that no visitor reads.
 */

export type IndexedLang = 'en' | 'es';

/** The index's section of each language: a heading that starts with the language's name. */
export const SECTION_NAMES: Record<IndexedLang, string> = { en: 'English', es: 'Spanish' };

/** Code and pages that ship: the server, the site and the worker, never their tests or helpers. */
export function isShipped(path: string): boolean {
  if (!/^(api|web|sw)\//.test(path) || !/\.(ts|tsx|html)$/.test(path)) return false;
  return !/\.(test|spec)\.tsx?$/.test(path) && !/(^|\/)(test-support|testing)\//.test(path);
}

/** Letters English never writes but Spanish does. */
const SPANISH_LETTERS = /[áéíóúñÁÉÍÓÚÑ¿¡]/;
/** An object key of a language (`{ en, es }`, `en: {…}`, `es: '…'`). */
const KEY: Record<IndexedLang, RegExp> = { en: /[{,]\s*en\s*[:,}]/, es: /[{,]\s*es\s*[:,}]/ };
/** A catalogue keyed by language: both languages' keys in one file. */
const keyedByLanguage = (text: string) => KEY.en.test(text) && KEY.es.test(text);

/** Why `path` holds words of `lang`, or null when it does not. */
export function holdsWords(path: string, text: string, lang: IndexedLang): string | null {
  if (new RegExp(`\\.${lang}\\.[a-z]+$`).test(path)) return `named .${lang}.`;
  if (new RegExp(`(^|/)${lang}\\.[a-z]+$`).test(path)) return `named ${lang}`;
  if (new RegExp(`(^|/)${lang}/`).test(path)) return `in an ${lang}/ folder`;
  if (keyedByLanguage(text) && SPANISH_LETTERS.test(text)) return 'a catalogue keyed by language';
  return null;
}

/** The file paths (in backquotes) a language's section of the index lists. */
export function indexedPaths(index: string, lang: IndexedLang): Set<string> {
  const sections = index.split(/^## /m).slice(1);
  const section = sections.find((text) => text.startsWith(SECTION_NAMES[lang]));
  if (!section) return new Set();
  return new Set([...section.matchAll(/`((?:api|web|sw|docs|build)\/[\w./-]+\.\w+)`/g)].map((match) => match[1]!));
}

/**
 * What is wrong with the index: a file holding a language's words that its section does not list,
 * and a listed file that does not exist. Empty when the index is whole.
 */
export function indexProblems(files: ReadonlyMap<string, string>, index: string, exists: (path: string) => boolean): string[] {
  const problems: string[] = [];
  for (const lang of ['en', 'es'] as const) {
    const listed = indexedPaths(index, lang);
    if (!listed.size) problems.push(`docs/translating.md has no "## ${SECTION_NAMES[lang]}" section listing files`);
    for (const [path, text] of files) {
      const why = isShipped(path) ? holdsWords(path, text, lang) : null;
      if (why && !listed.has(path)) problems.push(`${path} holds ${SECTION_NAMES[lang]} words (${why}) but the ${SECTION_NAMES[lang]} section does not list it`);
    }
    for (const path of listed) if (!exists(path)) problems.push(`the ${SECTION_NAMES[lang]} section lists ${path}, which does not exist`);
  }
  return problems;
}
