import { readdirSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** Folders of api/ that are not in a row: the contract sits below every row, the test harness beside them, the operator's commands (cli) above them with the composition root. */
const OUTSIDE_THE_ROWS = ['contract', 'test-support', 'cli'];

/** eslint.config.js is plain JavaScript, so its rows are read as data. */
const CONFIG: string = '../eslint.config.js';
const { API_LAYERS } = (await import(CONFIG)) as { API_LAYERS: string[][] };

const eslint = new ESLint();

/** The import rule's messages for `source` imported from a file at `filePath`. */
async function refusals(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { thing } from '${source}';\nexport const used = thing;\n`, { filePath });
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

describe('imports between the folders of api/ (decision 029)', () => {
  it('when a folder of api/ holds code, then it has a row of its own, so the rule covers it', () => {
    const folders = readdirSync('api', { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !OUTSIDE_THE_ROWS.includes(entry.name))
      .map((entry) => entry.name);
    const inRows = API_LAYERS.flat();
    expect(folders.filter((folder) => !inRows.includes(folder))).toEqual([]);
    expect(inRows.filter((folder) => !folders.includes(folder))).toEqual([]);
    expect(new Set(inRows).size).toBe(inRows.length);
  });

  it('when a folder imports one in a higher row, in its own row, or the composition root, then lint refuses it', async () => {
    expect(await refusals('api/audit/new-file.ts', '../staff/audit.router')).toHaveLength(1);
    expect(await refusals('api/mail/new-file.ts', '../staff/staff.router')).toHaveLength(1);
    expect(await refusals('api/bookings/new-file.ts', '../mail/sender')).toHaveLength(1);
    expect(await refusals('api/bookings/new-file.ts', '../contact/contact.store')).toHaveLength(1);
    expect(await refusals('api/sign-in/new-file.ts', '../staff/staff.router')).toHaveLength(1);
    expect(await refusals('api/retention/new-file.ts', '../stores')).toHaveLength(1);
    expect(await refusals('api/resources/guides/new-file.ts', '../../sign-in/sessions')).toHaveLength(1);
    expect(await refusals('api/staff/new-file.ts', '../test-support/staff')).toHaveLength(1);
    expect(await refusals('api/retention/new-file.ts', '../cli/staff')).toHaveLength(1);
  });

  it('when a folder imports one in a lower row, the contract or the clock, then lint lets it', async () => {
    expect(await refusals('api/staff/new-file.ts', '../sign-in/auth.router')).toEqual([]);
    expect(await refusals('api/mail/new-file.ts', '../bookings/booking.store')).toEqual([]);
    expect(await refusals('api/bookings/new-file.ts', '../declared-mail/outgoing')).toEqual([]);
    expect(await refusals('api/audit/new-file.ts', '../contract/staff')).toEqual([]);
    expect(await refusals('api/db/new-file.ts', '../clock')).toEqual([]);
    // Tests compose freely, like the root.
    expect(await refusals('api/bookings/new-file.test.ts', '../test-support/test-app')).toEqual([]);
  });

  it('when a service or a store imports api/http/, then lint refuses it as before, besides the folder rule', async () => {
    expect(await refusals('api/bookings/new.service.ts', '../http/errors')).toHaveLength(1);
    expect(await refusals('api/bookings/new.router.ts', '../http/errors')).toEqual([]);
  });
});
