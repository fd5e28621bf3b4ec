import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repository stands alone (CONTRIBUTING.md, "Files and comments"): what the product must do is
 * docs/product.md, why is docs/decisions/, and nothing points a reader at an issue tracker or a file
 * outside the repository. The performance log is history, dated, and may tell it as it happened.
 */

const ROOT = join(import.meta.dirname, '..', '..');
const DECISIONS = join(ROOT, 'docs', 'decisions');
const HISTORY = new Set(['docs/performance.md']);
const BINARY = /\.(png|jpe?g|webp|gif|ico|svg|woff2?|pdf|zip|gz|br|age)$/i;

/** Written in pieces, so this file does not cite what it looks for. */
const OUTSIDE_POINTERS: [string, RegExp][] = [
  // A number on the next line of a wrapped comment counts too.
  ['an issue number', new RegExp(['\\bissues?', '[ \\t]*(?:\\n[ \\t]*(?:\\*|//|#)?[ \\t]*)?[0-9]+'].join(''), 'gi')],
  ['the seed specification', new RegExp(['SPEC', 'md'].join('\\.'), 'g')],
  ['the house style file', new RegExp(['STYLE', 'md'].join('\\.'), 'g')],
  ['a folder beside the repository', new RegExp(`${['\\.\\.', 'shared'].join('/')}(?![\\w-])`, 'g')],
];

const tracked = (): string[] =>
  execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter((path) => path && !BINARY.test(path) && !HISTORY.has(path));

/** Every place in a tracked file that points outside the repository, as `path:line: what: the words`. */
function pointersOutside(): string[] {
  const found: string[] = [];
  for (const path of tracked()) {
    let text: string;
    try {
      text = readFileSync(join(ROOT, path), 'utf8');
    } catch {
      continue; // listed by git but not in the work tree (deleted, not yet staged)
    }
    if (text.includes('\0')) continue;
    for (const [what, pattern] of OUTSIDE_POINTERS) {
      for (const match of text.matchAll(pattern)) {
        const line = text.slice(0, match.index).split('\n').length;
        found.push(`${path}:${line}: ${what}: ${match[0].replace(/\s+/g, ' ')}`);
      }
    }
  }
  return found;
}

const STATUS_LINE = /^Date: (\d{4}-\d{2}-\d{2}) · Status: (accepted(?:, amended by \d{3}(?:, \d{3})*)?|superseded by \d{3})$/;

interface DecisionRecord {
  file: string;
  number: string;
  title: string;
  statusLine: string;
}

function decisionRecords(): DecisionRecord[] {
  return readdirSync(DECISIONS)
    .filter((file) => /^\d{3}-.+\.md$/.test(file))
    .map((file) => {
      const lines = readFileSync(join(DECISIONS, file), 'utf8').split('\n');
      const statusLine = lines.slice(1).find((line) => line.trim() !== '') ?? '';
      return { file, number: file.slice(0, 3), title: lines[0] ?? '', statusLine };
    });
}

describe('the repository stands alone', () => {
  it('when any tracked file but the performance log is read, then none cites an issue number, the seed specification, the house style file or a folder beside the repository', () => {
    expect(pointersOutside()).toEqual([]);
  });

  it('when a file cites a decision record by its path, then that record exists', () => {
    const records = new Set(decisionRecords().map(({ file }) => file));
    const missing: string[] = [];
    for (const path of tracked()) {
      if (!/\.(ts|tsx|mjs|js|md|html|css|yml|json)$/.test(path) || path === 'package-lock.json') continue;
      const text = readFileSync(join(ROOT, path), 'utf8');
      for (const [cited] of text.matchAll(/docs\/decisions\/\d{3}-[a-z0-9-]+\.md/g)) {
        if (!records.has(cited.slice('docs/decisions/'.length))) missing.push(`${path}: ${cited}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('decision records', () => {
  const records = decisionRecords();
  const index = readFileSync(join(DECISIONS, 'README.md'), 'utf8');

  it('when a record is opened, then its title carries its own number and the line under it its date and status', () => {
    const wrong = records.filter(({ number, title, statusLine }) => !title.startsWith(`# ${number}`) || !STATUS_LINE.test(statusLine));
    expect(wrong.map(({ file, title, statusLine }) => `${file}: ${title} / ${statusLine}`)).toEqual([]);
    expect(records.length).toBeGreaterThan(0);
  });

  it('when the index is read, then it lists every record once, with the date and status the record gives, and nothing else', () => {
    const rows = [...index.matchAll(/^\| \[(\d{3})\]\((\d{3}-[^)]+\.md)\) \|[^|]+\| (\d{4}-\d{2}-\d{2}) \| ([^|]+?) \|$/gm)].map(([, number, file, date, status]) => ({
      number,
      file,
      line: `Date: ${date} · Status: ${status}`,
    }));
    const expected = records.map(({ number, file, statusLine }) => ({ number, file, line: statusLine }));
    expect(rows).toEqual(expected);
  });
});
