import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { provider, timeZoneName } from '#contract';
import { timeZoneNameIn } from '#contract/dates/localized';
import { LANGS } from '#contract/language';
import { chunkGroups, compileHints, findChunkModules } from './build/chunking';
import { prerender } from './build/prerender-plugin';
import { MANIFEST_PATHS, webManifestText } from './build/web-manifest';
import { STAFF_MODE, staffBuildConfig, staffDevPages } from './build/staff-build';

const root = resolve(import.meta.dirname, 'web');
/** DIST_DIR lets parallel builds (tests, benchmarks) use their own output folder. */
const dist = resolve(import.meta.dirname, process.env.DIST_DIR || 'dist');

/** Serves and emits the app's manifests, English and Spanish, from the top-level manifest.webmanifest with the facts filled in (decision 053). */
function webManifest(): Plugin {
  return {
    name: 'web-manifest',
    configureServer(server) {
      for (const lang of LANGS) {
        server.middlewares.use(MANIFEST_PATHS[lang], (_req, res) => {
          res.setHeader('Content-Type', 'application/manifest+json');
          res.end(webManifestText(undefined, lang));
        });
      }
    },
    generateBundle() {
      if (this.environment.config.build.ssr) return;
      for (const lang of LANGS) this.emitFile({ type: 'asset', fileName: MANIFEST_PATHS[lang].slice(1), source: webManifestText(undefined, lang) });
    },
  };
}

/**
 * TanStack Query marks its files "use client" for React Server Components, which these bundles
 * do not use; Rolldown would say so for each of its files in each of the three builds.
 */
function quietUseClient(): Plugin {
  return {
    name: 'quiet-use-client',
    onLog: (_level, log) => !(log.code === 'MODULE_LEVEL_DIRECTIVE' && /[\\/]node_modules[\\/]@tanstack[\\/]/.test(log.id ?? log.message)),
  };
}

/** What the public and the staff builds compile alike. */
const shared = {
  plugins: [quietUseClient()],
  define: {
    'import.meta.env.VITE_CLINIC_TZ': JSON.stringify(process.env.CLINIC_TZ || ''),
    // The zone's generic name ('Eastern Time') does not change with daylight saving time.
    'import.meta.env.VITE_CLINIC_TZ_NAME': JSON.stringify(timeZoneName(process.env.CLINIC_TZ || provider.timeZone)),
    // ...and in Spanish ('hora del Este'), for the Spanish pages only (web/i18n/clinic-time.es.ts).
    'import.meta.env.VITE_CLINIC_TZ_NAME_ES': JSON.stringify(timeZoneNameIn(process.env.CLINIC_TZ || provider.timeZone, 'es')),
  },
  oxc: {
    jsx: { runtime: 'automatic' as const },
    // Stable component ids keep server and client class names equal across code-split chunks.
    plugins: { styledComponents: { ssr: true, displayName: false, fileName: false, pure: true } },
  },
};

export default defineConfig(({ isSsrBuild, mode }) => (mode === STAFF_MODE ? staffBuildConfig(dist, shared) : {
  root,
  publicDir: resolve(root, 'public'),
  ...shared,
  build: isSsrBuild
    ? {
        outDir: resolve(dist, 'ssr'),
        emptyOutDir: true,
        ssr: resolve(root, 'entry-server.tsx'),
        copyPublicDir: false,
        // Same asset URLs as the client build (no data: URLs), so prerendered <img> match on hydration.
        assetsInlineLimit: 0,
        // One file: lazy routes must share the entry's module instance (React) when prerendering.
        rolldownOptions: { output: { codeSplitting: false } },
      }
    : {
        outDir: resolve(dist, 'client'),
        emptyOutDir: true,
        target: 'es2022',
        manifest: true,
        assetsInlineLimit: 0,
        // The entry preloads what the page needs itself (web/entry-client.tsx, from the list the
        // prerender writes); Vite's per-import preload lists would only add bytes.
        modulePreload: false,
        rolldownOptions: {
          // hydrate.tsx is an entry of its own: web/entry-client.tsx imports it by the URL the
          // prerender lists, so the first entry has no imports to fetch while the page paints.
          input: { index: resolve(root, 'index.html'), hydrate: resolve(root, 'hydrate.tsx') },
          // The contract only declares things: without this, importing `provider` would pull every valibot schema into every page.
          treeshake: { moduleSideEffects: (id: string) => !id.includes('/api/contract/') },
          output: { codeSplitting: { groups: chunkGroups }, postBanner: compileHints },
        },
      },
  // The SSR bundle is self-contained so it runs from any DIST_DIR.
  ssr: { noExternal: isSsrBuild ? true : [] },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  plugins: [
    ...shared.plugins,
    findChunkModules(),
    webManifest(),
    staffDevPages(),
    prerender(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: resolve(import.meta.dirname, 'sw'),
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      integration: { closeBundleOrder: 'post' },
      injectManifest: {
        globDirectory: resolve(dist, 'client'),
        globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2,webmanifest}'],
        // Install screenshots are for app stores' install sheets, not for offline use; the staff
        // area is never kept on a device (built after this, but left out whatever the order).
        globIgnores: ['**/node_modules/**', '.vite/**', 'sw.js', 'screenshots/**', 'staff/**'],
        maximumFileSizeToCacheInBytes: 512 * 1024,
        rollupFormat: 'es',
      },
      devOptions: { enabled: false },
    }),
  ],
}));
