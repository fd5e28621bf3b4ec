import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { renderGuides } from '../api/resources/guides';
import { guidePath, provider } from '../api/contract';
import { firstLoadFiles, type ViteManifest } from './route-chunks';

interface ServerEntry {
  renderPage(url: string): Promise<{ html: string; head: string }>;
  prerenderPaths: { path: string; file: string }[];
}

/**
 * After the client build, renders every route with the SSR bundle into its own HTML file
 * (and the five guides), before vite-plugin-pwa builds the service worker so the
 * precache manifest lists them all.
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
        if (isSsr) return;
        const ssrEntry = resolve(outDir, '../ssr/entry-server.js');
        const entry = (await import(`${pathToFileURL(ssrEntry).href}?t=${Date.now()}`)) as ServerEntry;
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
        for (const { path, file } of entry.prerenderPaths) {
          const { html, head } = await entry.renderPage(path);
          const page = template
            .replace('<!--app-head-->', head)
            .replace('<div id="root">', `<div id="root" data-preload="${chunksToPreload(template, manifest, path)}">`)
            .replace('<!--app-html-->', html);
          write(join(outDir, file), page);
        }
        for (const [slug, html] of renderGuides(provider)) write(join(outDir, `.${guidePath(slug)}`), html);
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
