import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestApp } from './test-app';

/** The trail's entries with this action, as the store holds them. */
export const auditOf = (app: TestApp, action: string) => app.stores.audit.all.filter((entry) => entry.action === action);

/** Every audit file in the data folder, as written to disk (after any group commit), for checking what it must not hold. */
export async function auditFilesText(app: TestApp): Promise<string> {
  await app.stores.audit.flush();
  const files = (await readdir(app.dataDir)).filter((name) => name.startsWith('audit'));
  return (await Promise.all(files.map((name) => readFile(join(app.dataDir, name), 'utf8')))).join('\n');
}
