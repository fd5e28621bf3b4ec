import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { staffApart } from './staff-apart';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function build(files: Record<string, string>): Promise<string> {
  dir = mkdtempSync(join(tmpdir(), 'staff-apart-'));
  for (const [name, text] of Object.entries(files)) {
    await mkdir(join(dir, name, '..'), { recursive: true });
    await writeFile(join(dir, name), text);
  }
  return dir;
}

describe('the staff app apart from the public site', () => {
  it('when the staff page is built and only the worker names it, then nothing is reported', async () => {
    const client = await build({
      'index.html': '<a href="/about">About</a> facility staff',
      'assets/shell.js': 'fetch("/api/staffing")',
      'sw.js': 'if (path.startsWith("/staff/")) {}',
      'staff/index.html': '<meta name="robots" content="noindex">',
      'staff/assets/staff.js': 'fetch("/api/staff/session")',
    });
    expect(staffApart(client, ['index.html', 'assets/shell.js'])).toEqual({ built: true, precached: [], mentionedBy: [] });
  });

  it('when a public page links to it, a public script calls its API or the precache holds it, then those files are named', async () => {
    const client = await build({
      'index.html': '<a href="/staff">Staff</a>',
      'about/index.html': 'About',
      'assets/shell.js': 'fetch("/api/staff/bookings")',
      'staff/index.html': 'Staff',
    });
    const found = staffApart(client, ['index.html', 'staff/index.html', 'staff/assets/staff.js']);
    expect(found.precached).toEqual(['staff/index.html', 'staff/assets/staff.js']);
    expect(found.mentionedBy.sort()).toEqual(['assets/shell.js', 'index.html']);
  });

  it('when the staff page is not in the build, then it says so', async () => {
    expect(staffApart(await build({ 'index.html': 'Home' }), []).built).toBe(false);
  });
});
