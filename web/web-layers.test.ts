import { readdirSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** Folders of web/ that are not a layer: the staff app (a second app), test helpers, and files the build copies. */
const OUTSIDE_THE_ROWS = ['staff', 'testing', 'assets', 'public'];

const CONFIG: string = '../eslint.config.js';
const { WEB_LAYERS } = (await import(CONFIG)) as { WEB_LAYERS: string[][] };

const eslint = new ESLint();

/** The boundary rules' messages for `source` imported from a file at `filePath`. */
async function refusals(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { thing } from '${source}';\nexport const used = thing;\n`, { filePath });
  return result!.messages.filter((message) => ['import-x/no-restricted-paths', 'import-x/no-cycle'].includes(message.ruleId ?? '')).map((message) => message.message);
}

describe("the public site's layers (docs/decisions/050-web-layers.md)", () => {
  it('when a folder of web/ holds code, then it has a row of its own, so the rule covers it', () => {
    const folders = readdirSync('web', { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !OUTSIDE_THE_ROWS.includes(entry.name))
      .map((entry) => entry.name);
    const inRows = WEB_LAYERS.flat();
    expect(folders.filter((folder) => !inRows.includes(folder))).toEqual([]);
    expect(inRows.filter((folder) => !folders.includes(folder))).toEqual([]);
  });

  it('when a layer imports a higher one, the entries, the staff app or api/, then lint refuses it', async () => {
    expect(await refusals('web/lib/new-file.ts', '../ui/button')).toHaveLength(1);
    expect(await refusals('web/ui/new-file.ts', '../i18n/shell.en')).toHaveLength(1);
    expect(await refusals('web/i18n/new-file.ts', '../blocks/way-to-help')).toHaveLength(1);
    expect(await refusals('web/features/new-file.ts', '../layout/footer')).toHaveLength(1);
    expect(await refusals('web/pages/new-file.ts', '../app')).toHaveLength(1);
    expect(await refusals('web/ui/new-file.ts', '../staff/app')).toHaveLength(1);
    expect(await refusals('web/staff/new-file.ts', '../features/inquiry/inquiry-form')).toHaveLength(1);
    expect(await refusals('web/lib/new-file.ts', '../../api/config')).toHaveLength(1);
    expect(await refusals('web/lib/new-file.ts', '../../build/checks/overclaims')).toHaveLength(1);
  });

  it('when a layer imports a lower one or the contract, or a test reads across layers, then lint lets it', async () => {
    expect(await refusals('web/blocks/new-file.ts', '../i18n/shell.en')).toEqual([]);
    expect(await refusals('web/i18n/new-file.ts', '../ui/link')).toEqual([]);
    expect(await refusals('web/ui/new-file.ts', '../content/routes')).toEqual([]);
    expect(await refusals('web/staff/new-file.ts', '../ui/button')).toEqual([]);
    expect(await refusals('web/lib/new-file.ts', '#contract')).toEqual([]);
    expect(await refusals('web/content/new-file.test.ts', '../i18n/shell.en')).toEqual([]);
  });
});
