/**
 * The app manifests as the site serves them: manifest.webmanifest with the provider's facts in
 * place of its {{names}}, so a rebrand or a new slot length is made in the facts file alone, and
 * its Spanish twin for the Spanish pages (decision 053): the same app's facts and icons, with its
 * own `id`, start page, language and words (web/i18n/app-manifest.es.ts).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { provider } from '#contract';
import { type Lang, pathIn } from '#contract/language';
import { consultationLength } from '../web/content/appointment-length';
import { appManifestEs } from '../web/i18n/app-manifest.es';
import { consultationLengthEs } from '../web/i18n/appointment-length.es';

export const MANIFEST_FILE = resolve(import.meta.dirname, '../manifest.webmanifest');

/** Where each language's pages link their manifest (`<link rel="manifest">`, build/prerender-plugin.ts). */
export const MANIFEST_PATHS: Record<Lang, string> = { en: '/manifest.webmanifest', es: '/es/manifest.webmanifest' };

/** The facts in place of `{{names}}`, each as it reads inside a JSON string. */
function filled(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`manifest.webmanifest names ${match}, which is not a fact (build/web-manifest.ts).`);
    // Inside a JSON string: quotes and backslashes escaped.
    return JSON.stringify(value).slice(1, -1);
  });
}

interface Manifest {
  id?: string;
  lang?: string;
  description?: string;
  start_url?: string;
  shortcuts?: { name: string; short_name?: string; description?: string; url: string }[];
  screenshots?: { label?: string }[];
}

/**
 * The Spanish app (decision 053): its own `id` ('/es'), so installing from a Spanish page gives an
 * app that opens in Spanish beside (never in place of) the English one, whose `id` stays '/'; the
 * same scope, so the language switch stays in the app.
 */
function inSpanish(manifest: Manifest): Manifest {
  const words = JSON.parse(filled(JSON.stringify(appManifestEs), { consultationLength: consultationLengthEs() })) as typeof appManifestEs;
  if (words.shortcuts.length !== (manifest.shortcuts?.length ?? 0) || words.screenshots.length !== (manifest.screenshots?.length ?? 0)) {
    throw new Error('web/i18n/app-manifest.es.ts must have one shortcut and one screenshot label for each of manifest.webmanifest’s.');
  }
  return {
    ...manifest,
    id: pathIn('/', 'es'),
    lang: 'es-US',
    description: words.description,
    start_url: pathIn('/', 'es'),
    shortcuts: manifest.shortcuts?.map((shortcut, index) => ({ ...shortcut, ...words.shortcuts[index], url: pathIn(shortcut.url, 'es') })),
    screenshots: manifest.screenshots?.map((screenshot, index) => ({ ...screenshot, label: words.screenshots[index] })),
  };
}

export function webManifestText(template = readFileSync(MANIFEST_FILE, 'utf8'), lang: Lang = 'en'): string {
  const text = filled(template, { brandName: provider.brandName, shortName: provider.shortName, consultationLength: consultationLength(true) });
  return lang === 'en' ? text : `${JSON.stringify(inSpanish(JSON.parse(text) as Manifest), null, 2)}\n`;
}
