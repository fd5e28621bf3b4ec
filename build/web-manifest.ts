/**
 * The app manifest as the site serves it: manifest.webmanifest with the provider's facts in
 * place of its {{names}}, so a rebrand or a new slot length is made in the facts file alone.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { provider } from '#contract';
import { consultationLength } from '../web/content/appointment-length';

export const MANIFEST_FILE = resolve(import.meta.dirname, '../manifest.webmanifest');

export function webManifestText(template = readFileSync(MANIFEST_FILE, 'utf8')): string {
  const values: Record<string, string> = { brandName: provider.brandName, shortName: provider.shortName, consultationLength: consultationLength(true) };
  return template.replace(/\{\{(\w+)\}\}/g, (match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`manifest.webmanifest names ${match}, which is not a fact (build/web-manifest.ts).`);
    // Inside a JSON string: quotes and backslashes escaped.
    return JSON.stringify(value).slice(1, -1);
  });
}
