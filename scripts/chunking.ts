/**
 * How the client build splits its JavaScript (docs/decisions/008-first-load-javascript.md):
 * a first visit loads the entry, one `framework` file (React, React DOM, React Router,
 * styled-components), one `shell` file (layout, header, footer, toasts, outbox button) and the
 * page's own chunk with what only it needs. A dozen small shared chunks cost more (headers, one
 * request each, worse compression, a long task to start them) than the bytes they saved.
 */
import type { Plugin } from 'vite';

/**
 * What every page needs to hydrate: the modules hydrate.tsx imports statically, directly or
 * not (route pages and the service-worker start-up are dynamic imports, so they stay out).
 * Filled in once the module graph is complete, read when the chunks are made.
 */
const shellModules = new Set<string>();

export function findShellModules(): Plugin {
  return {
    name: 'find-shell-modules',
    apply: 'build',
    buildEnd() {
      if (this.environment.config.build.ssr) return;
      shellModules.clear();
      const hydrate = [...this.getModuleIds()].find((id) => /[\\/]web[\\/]hydrate\.tsx$/.test(id));
      if (!hydrate) throw new Error('find-shell-modules: web/hydrate.tsx is not in the client build');
      const queue = [hydrate];
      while (queue.length) {
        const id = queue.pop()!;
        if (shellModules.has(id)) continue;
        shellModules.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}

/**
 * The contract's index re-exports its valibot schemas, so the walk above reaches them through
 * `provider`; the shell uses none, and they stay with the forms that do.
 */
const formsOnly = /node_modules[\\/]valibot[\\/]|[\\/]api[\\/]contract[\\/]schemas\.ts$/;
const inShell = (id: string) => shellModules.has(id) && !formsOnly.test(id);

export const chunkGroups = [
  // Libraries every page hydrates with; they change least often, so they stay cached longest.
  { name: 'framework', priority: 2, test: (id: string) => inShell(id) && id.includes('node_modules') },
  // hydrate.tsx stays the entry's own dynamic import: it starts hydration when it runs.
  { name: 'shell', priority: 1, test: (id: string) => inShell(id) && !/[\\/]web[\\/]hydrate\.tsx$/.test(id) },
];

/**
 * React Router's published build sets `displayName` on every context and component and calls
 * React.createContext / forwardRef / memo at the top level without a pure annotation, so the
 * bundler must keep all of them, and what they reference, even when the site imports three
 * hooks. Dropping the DevTools names and marking those calls pure lets the unused parts go.
 */
export function treeShakeReactRouter(): Plugin {
  return {
    name: 'tree-shake-react-router',
    apply: 'build',
    transform: {
      filter: { id: /node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/ },
      handler(code) {
        return code
          .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '')
          .replace(/(?<![\w$.])(React\d*\.(?:createContext|forwardRef|memo)\()/g, '/* @__PURE__ */ $1');
      },
    },
  };
}
