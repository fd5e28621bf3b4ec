/**
 * The build's check that every text has both languages (decision 031): each catalogue in web/i18n/ is
 * a pair, <name>.en.tsx and <name>.es.tsx, and the two must have the same exports with the same
 * keys all the way down (lists as long, texts not empty, a function where the other has one). The
 * Spanish file is typed by the English one, so `tsc` says the same; this holds even when `tsc`
 * is skipped, and the prerender stops the build naming the first keys that differ.
 */
import { LANGS } from '#contract/language';

/** A catalogue file's exports, by its path ('./i18n/about.es.tsx'). */
export type Catalogues = Record<string, Record<string, unknown>>;

const NAME = /^(.*)\.(en|es)\.tsx?$/;

/**
 * What differs between two values at `path`: missing or extra keys, lists of another length,
 * empty texts, kinds that differ. An optional value the English leaves out (`undefined`) may be
 * set in Spanish (say, `hrefLang: 'en'` on a link to a page that is English only).
 */
function differences(english: unknown, spanish: unknown, path: string): string[] {
  if (english === undefined) return [];
  const kind = (value: unknown) => (Array.isArray(value) ? 'list' : value === null ? 'null' : typeof value);
  if (kind(english) !== kind(spanish)) return [`${path}: ${kind(english)} in English, ${spanish === undefined ? 'missing' : kind(spanish)} in Spanish`];
  if (typeof english === 'string') return english.trim() && !(spanish as string).trim() ? [`${path}: empty in Spanish`] : [];
  if (Array.isArray(english)) {
    const list = spanish as unknown[];
    if (english.length !== list.length) return [`${path}: ${english.length} items in English, ${list.length} in Spanish`];
    return english.flatMap((item, index) => differences(item, list[index], `${path}[${index}]`));
  }
  if (english && typeof english === 'object') {
    const other = spanish as Record<string, unknown>;
    const keys = new Set([...Object.keys(english), ...Object.keys(other)]);
    return [...keys].flatMap((key) =>
      key in english ? differences((english as Record<string, unknown>)[key], other[key], `${path}.${key}`) : [`${path}.${key}: in Spanish only`],
    );
  }
  return [];
}

/** Every difference between the English and the Spanish catalogues; empty when each text has both languages. */
export function catalogueProblems(catalogues: Catalogues): string[] {
  const pairs = new Map<string, Partial<Record<(typeof LANGS)[number], Record<string, unknown>>>>();
  for (const [file, exports] of Object.entries(catalogues)) {
    const match = NAME.exec(file);
    if (!match) continue;
    pairs.set(match[1]!, { ...pairs.get(match[1]!), [match[2]!]: exports });
  }
  const problems: string[] = [];
  for (const [name, { en, es }] of pairs) {
    if (!en || !es) {
      problems.push(`${name}: ${en ? 'no Spanish file (.es.tsx)' : 'no English file (.en.tsx)'}`);
      continue;
    }
    problems.push(...differences(en, es, name.replace(/^.*\//, '')));
  }
  return problems;
}

/** Throws, naming what is missing, unless every catalogue has both languages. */
export function checkCatalogues(catalogues: Catalogues): void {
  if (!Object.keys(catalogues).some((file) => NAME.test(file))) throw new Error('catalogues: none found in web/i18n/; the check would pass without checking anything.');
  const problems = catalogueProblems(catalogues);
  if (problems.length) throw new Error(`catalogues: a text is missing in a language (web/i18n/):\n  ${problems.join('\n  ')}`);
}
