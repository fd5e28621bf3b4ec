import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';

const run = promisify(execFile);
const clientDir = resolve(process.env.DIST_DIR || 'dist', 'client');
const vnu = resolve('node_modules/vnu-jar/build/dist/vnu.jar');

/**
 * Every page holds rendering until it is parsed to the end (decisions 038, 039): the link names an
 * empty template after the app's root, the body's last element, so the browser renders once the
 * whole page is in (Chromium lets rendering go once the named element is in the document, not
 * once it is closed).
 */
const RENDER_WHEN_PARSED = '<link rel="expect" href="#parsed" blocking="render">';
const PARSED = '<template id="parsed"></template>';
/**
 * The one message the validator gives for it, and only for it: vnu (26.9.27, the newest) still allows
 * `blocking` on stylesheets only, while the HTML standard has `rel=expect` take `blocking="render"`
 * (html.spec.whatwg.org/multipage/links.html#link-type-expect); Chromium and WebKit implement it.
 */
const VALIDATOR_BEHIND = 'error: A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.';

/** The validator's line for the render-holding link of a page: its message at that link's own place. */
function excusedLine(file: string, html: string): string {
  const lines = html.split('\n');
  const line = lines.findIndex((text) => text.includes(RENDER_WHEN_PARSED)) + 1;
  const column = lines[line - 1]!.indexOf(RENDER_WHEN_PARSED) + 1;
  return `"file:${file}":${line}.${column}-${line}.${column + RENDER_WHEN_PARSED.length - 1}: ${VALIDATOR_BEHIND}`;
}

function htmlFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

test('when the build is checked by the Nu HTML validator, then every prerendered page is valid', async () => {
  test.setTimeout(180_000);
  const files = htmlFiles(clientDir);
  // Every route, the 404 page and every guide.
  expect(files.length).toBeGreaterThanOrEqual(16);
  expect(files.map((file) => file.slice(clientDir.length))).toEqual(expect.arrayContaining(['/404.html', '/index.html', '/faqs/index.html']));
  // Each public page (web/index.html's; not the guides, nor the staff area's own shell) holds rendering until
  // parsed, in its head, and the element it names comes after the whole page, at the end of the body.
  const pages = files.filter((file) => !/\/(api\/resources|staff)\//.test(file));
  const excused = new Set<string>();
  for (const file of pages) {
    const html = readFileSync(file, 'utf8');
    excused.add(excusedLine(file, html));
    expect(html.slice(0, html.indexOf('</head>')).split(RENDER_WHEN_PARSED), file).toHaveLength(2);
    expect(html.indexOf('<div id="root"'), file).toBeGreaterThan(html.indexOf('<body>'));
    expect(html.split(PARSED), file).toHaveLength(2);
    expect(html.slice(html.lastIndexOf('</div>')).replace(/>\s+</g, '><').trim(), file).toBe(`</div>${PARSED}</body></html>`);
  }
  // The quick compiler only (C1): for one short run it halves the CPU time (8.4 s to 3.7 s here) and checks the
  // same; a bigger stack than the default, which the checker needs for the HTML schema.
  const report = await run('java', ['-Xss4m', '-XX:TieredStopAtLevel=1', '-jar', vnu, '--errors-only', ...files], { maxBuffer: 16 * 1024 * 1024 }).then(
    ({ stderr }) => stderr,
    (error: { stderr?: string }) => error.stderr ?? String(error),
  );
  // vnu exits 1 for any error, the excused one too: the report, less that message, is the verdict.
  expect(
    report
      .split('\n')
      .filter((line) => line && !excused.has(line))
      .join('\n'),
  ).toBe('');
});
