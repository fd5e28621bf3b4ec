import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { renderGuides } from '../api/resources/guides';
import { guidePath, provider } from '../api/contract';
import { NOT_FOUND, ROUTES } from '../web/content/routes';
import { firstLoadFiles, type ViteManifest } from './route-chunks';
import { robotsTxt, sitemapXml } from './seo-files';

interface ServerEntry {
  renderPage(url: string): Promise<{ html: string; head: string }>;
}

/** Where each route's page goes in the build: '/' → index.html, '/about' → about/index.html, the not-found page → 404.html. */
const pageFile = (path: string): string => (path === NOT_FOUND.path ? '404.html' : path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);

/**
 * After the client build, renders every route of the route table with the SSR bundle into its
 * own HTML file (and the five guides, robots.txt and the sitemap), before vite-plugin-pwa
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
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
        for (const { path } of [...ROUTES, NOT_FOUND]) {
          const { html, head } = await entry.renderPage(path);
          const page = template
            .replace('<!--app-head-->', head)
            .replace('<div id="root">', `<div id="root" data-preload="${chunksToPreload(template, manifest, path)}">`)
            .replace('<!--app-html-->', html);
          write(join(outDir, pageFile(path)), page);
        }
        for (const [slug, html] of renderGuides(provider)) write(join(outDir, `.${guidePath(slug)}`), html);
        write(join(outDir, 'robots.txt'), robotsTxt());
        write(join(outDir, 'sitemap.xml'), sitemapXml());
      },
    },
  };
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

function write(file: string, content: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}
