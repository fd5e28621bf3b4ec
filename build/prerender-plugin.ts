import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { minify } from 'terser';
import type { Plugin } from 'vite';
import { renderGuides } from '../api/resources/guides';
import { provider } from '#contract';
import { type Lang, LANGS, langOfPath, pathIn } from '#contract/language';
import { EARLY_CALENDAR_MARK } from '../web/seo/slot-preload';
import { builtPages, NOT_FOUND, routeFor } from '../web/content/routes';
import { type Catalogues, checkCatalogues } from './checks/catalogues';
import { firstLoadFiles, type ViteManifest } from './route-chunks';
import { robotsTxt, sitemapXml } from './seo-files';
import { MANIFEST_PATHS } from './web-manifest';

interface ServerEntry {
  renderPage(url: string, template?: 'form' | 'sent' | null): Promise<{ html: string; head: string; lang: string }>;
  /** Every catalogue of web/i18n/ by file, for the check that each text has both languages. */
  catalogues: Catalogues;
}

/**
 * Where a page goes in the build: '/' → index.html, '/about' → about/index.html, '/es' →
 * es/index.html, the not-found pages → 404.html and es/404.html (what the server and the service
 * worker send for an unknown path in each language).
 */
export function pageFile(path: string): string {
  if (routeFor(path) === NOT_FOUND) return `${pathIn('/', langOfPath(path)).slice(1)}/404.html`.replace(/^\//, '');
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

/**
 * After the client build, checks the catalogues and renders every route of the route table, in
 * each language it is built in, with the SSR bundle into its own HTML file (and the guides in
 * every language, robots.txt and the sitemap), before vite-plugin-pwa
 * builds the service worker so the precache manifest lists them all.
 */
export function prerender(): Plugin {
  let outDir = '';
  let isSsr = false;
  return {
    name: 'prerender-pages',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      isSsr = Boolean(config.build.ssr);
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        // Nothing written means the build failed: its own error is the one to show, not a missing file here.
        if (isSsr || !existsSync(join(outDir, '.vite/manifest.json'))) return;
        const ssrEntry = resolve(outDir, '../ssr/entry-server.js');
        const entry = (await import(`${pathToFileURL(ssrEntry).href}?t=${Date.now()}`)) as ServerEntry;
        // Before any page: a text missing in a language stops the build, naming it (even when tsc was skipped).
        checkCatalogues(entry.catalogues);
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
        const earlyCalendar = await buildEarlyCalendars(outDir);
        const assemble = async (path: string, lang: Lang, kind: 'form' | 'sent' | null = null) => {
          const { html, head, lang: rendered } = await entry.renderPage(path, kind);
          if (rendered !== lang) throw new Error(`prerender: ${path} rendered in '${rendered}', not '${lang}'.`);
          if (!template.includes('<html lang="en">')) throw new Error('prerender: index.html no longer starts with <html lang="en">; the pages set their language there.');
          if (!template.includes(`href="${MANIFEST_PATHS.en}"`)) throw new Error(`prerender: index.html no longer links ${MANIFEST_PATHS.en}; each language's pages link their own manifest (decision 053).`);
          return template
            .replace('<html lang="en">', `<html lang="${lang}">`)
            .replace(`href="${MANIFEST_PATHS.en}"`, `href="${MANIFEST_PATHS[lang]}"`)
            .replace('<!--app-head-->', head.replace(EARLY_CALENDAR_MARK, `<script src="/${earlyCalendar[lang]}" defer></script>`))
            .replace('<div id="root">', `<div id="root" data-preload="${chunksToPreload(template, manifest, path)}">`)
            .replace('<!--app-html-->', html);
        };
        for (const { path, lang } of builtPages()) write(join(outDir, pageFile(path)), await assemble(path, lang));
        // The pages a browser with no script gets back from a form post, filled in by the server (api/referrals/referral-page.ts).
        for (const { path, lang } of builtPages().filter(({ route }) => TEMPLATE_ROUTES.includes(route.path))) {
          for (const kind of ['form', 'sent'] as const) write(join(outDir, pageFile(path).replace(/index\.html$/, `${kind}.tmpl`)), withoutScripts(await assemble(path, lang, kind)));
        }
        for (const [path, html] of renderGuides(provider)) write(join(outDir, `.${path}`), html);
        write(join(outDir, 'robots.txt'), robotsTxt());
        write(join(outDir, 'sitemap.xml'), sitemapXml());
      },
    },
  };
}

/** The routes whose form posts without script (docs/decisions/062-referral-form-without-script.md). */
const TEMPLATE_ROUTES: readonly string[] = ['/refer'];

/**
 * A template is what a browser gets back from a form post it made without script: it runs none
 * either (the address is the API's, which the app would not know as a page), so every script, and
 * what only scripts use, is taken out.
 */
export function withoutScripts(page: string): string {
  const stripped = page
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, '')
    .replace(/ data-preload="[^"]*"/, '');
  if (/<script\b/.test(stripped)) throw new Error('prerender: a template still holds a script.');
  return stripped;
}

/**
 * The chunks the page imports while hydrating, beyond those the template already loads. The
 * entry preloads them once the page has painted (web/entry-client.tsx): as <link> tags in the
 * HTML they would compete with the page's own first paint.
 */
function chunksToPreload(template: string, manifest: ViteManifest, path: string): string {
  return firstLoadFiles(manifest, path)
    .filter((file) => !template.includes(`/${file}"`))
    .map((file) => `/${file}`)
    .join(' ');
}

/**
 * The early calendar's script in each language (web/features/booking/calendar/early-calendar.*.ts,
 * docs/decisions/037): a small file of its own, not a chunk of the app, since it runs before the
 * app and must not wait for any of it. Bundled apart by esbuild into `assets/`, named by its
 * content, before the service worker is built, so the precache lists it.
 */
async function buildEarlyCalendars(outDir: string): Promise<Record<Lang, string>> {
  const files = {} as Record<Lang, string>;
  for (const lang of LANGS) {
    const bundled = await build({
      entryPoints: [resolve(import.meta.dirname, `../web/features/booking/calendar/early-calendar.${lang}.ts`)],
      bundle: true,
      format: 'iife',
      target: 'es2022',
      write: false,
      logLevel: 'warning',
    });
    // Minified by terser, which makes it about 5% smaller than esbuild does (every byte counts in a first load).
    const { code } = await minify(bundled.outputFiles[0]!.text, { ecma: 2022, compress: { passes: 2 }, mangle: true });
    if (!code) throw new Error(`prerender: the early calendar (${lang}) minified to nothing.`);
    const file = `assets/early-calendar.${lang}-${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
    write(join(outDir, file), code);
    files[lang] = file;
  }
  return files;
}

function write(file: string, content: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}
