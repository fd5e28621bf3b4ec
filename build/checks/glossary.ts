/**
 * The glossary's check (docs/glossary.es.md): each term's rejected Spanish variants, and where a
 * Spanish text uses one. Whole words, any case; comments aside, since a comment may name the word a
 * text must not use.
 */

/** The "Never" column of the glossary's table: every variant in backquotes, with the term it is rejected for. */
export function rejectedVariants(glossary: string): { variant: string; term: string }[] {
  const found: { variant: string; term: string }[] = [];
  for (const line of glossary.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    // | English | Spanish | Never | Why |: a row has six parts around its five bars.
    if (cells.length < 6 || /^-+$/.test(cells[1]!) || cells[1] === 'English') continue;
    for (const [, variant] of cells[3]!.matchAll(/`([^`]+)`/g)) found.push({ variant: variant!, term: cells[2]! });
  }
  return found;
}

/** A file's text without its comments (block comments, whole-line `//` comments, HTML comments), its lines kept. */
export const withoutComments = (text: string): string =>
  text
    .replace(/\/\*[\s\S]*?\*\/|<!--[\s\S]*?-->/g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/^\s*\/\/.*$/gm, '');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every use of a rejected variant in `files` (path → text), as 'path:line: "variant" (the site says: term)'. */
export function glossaryProblems(files: ReadonlyMap<string, string>, variants: readonly { variant: string; term: string }[]): string[] {
  const problems: string[] = [];
  for (const { variant, term } of variants) {
    const pattern = new RegExp(`(?<!\\p{L})${escapeRegExp(variant)}(?!\\p{L})`, 'giu');
    for (const [path, text] of files) {
      const lines = withoutComments(text).split('\n');
      lines.forEach((line, index) => {
        if (pattern.test(line)) problems.push(`${path}:${index + 1}: "${variant}" (the site says: ${term})`);
        pattern.lastIndex = 0;
      });
    }
  }
  return problems;
}
