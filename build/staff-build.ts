import { resolve } from 'node:path';
import type { Plugin, UserConfig } from 'vite';
import { STAFF_BASE } from '#contract/staff';

/** `vite build --mode staff`: the staff app's own build (docs/decisions/020). */
export const STAFF_MODE = 'staff';

const root = resolve(import.meta.dirname, '..');

/**
 * The staff app as a build of its own, into `<dist>/client/staff/` after the public build: the
 * public pages' chunks, first-load JavaScript and precache cannot change with it, because no
 * module is shared between the two bundles (a shared library's chunk would otherwise grow with
 * every part of the library the staff screens use). Its files sit under /staff/, which the
 * service worker neither precaches nor caches.
 */
export function staffBuildConfig(dist: string, shared: Pick<UserConfig, 'define' | 'oxc' | 'plugins'>): UserConfig {
  return {
    ...shared,
    root: resolve(root, 'web/staff'),
    base: `${STAFF_BASE}/`,
    publicDir: false,
    build: {
      outDir: resolve(dist, 'client', STAFF_BASE.slice(1)),
      emptyOutDir: true,
      target: 'es2022',
      assetsInlineLimit: 0,
      rolldownOptions: { input: { staff: resolve(root, 'web/staff/index.html') } },
    },
  };
}

/**
 * The dev server serves web/ as its root, so /staff/ is web/staff/index.html already; deeper
 * staff addresses (/staff/inquiries) get that page too instead of the public one.
 */
export function staffDevPages(): Plugin {
  return {
    name: 'staff-dev-pages',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const path = req.url?.split('?')[0] ?? '';
        const accepts = req.headers.accept?.includes('text/html');
        if (accepts && (path === STAFF_BASE || (path.startsWith(`${STAFF_BASE}/`) && !/\.\w+$/.test(path)))) req.url = `${STAFF_BASE}/index.html`;
        next();
      });
    },
  };
}
