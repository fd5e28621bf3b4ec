import { relative } from 'node:path';
import { type Plugin, transformWithOxc } from 'vite';

/** Oxc's styled-components transform, as every build uses it: ids for SSR, no display names. */
const STYLED_COMPONENTS = { ssr: true, displayName: false, fileName: false, pure: true };

/**
 * Compiles the project's files that use styled-components as if the project were at the root of
 * the file system (`/web/ui/card.ts`), not where it is checked out. Oxc's styled-components
 * plugin makes each component's id from the absolute path it is given (from a relative one, from
 * the code alone, so two files with the same code would share ids), and Vite gives the real one:
 * a checkout in another folder built other ids, other chunk bytes and names, and first loads up to
 * 0.1 KB apart (one clean clone's /es/consultation went over its budget by 7 B). Stable ids keep
 * server and client class names equal across code-split chunks. Vite's own compiler then finds
 * plain JavaScript in these files.
 */
export function stableStyledIds(projectDir: string): Plugin {
  return {
    name: 'stable-styled-ids',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (id.startsWith('\0') || file.includes('/node_modules/') || !/\.[jt]sx?$/.test(file) || !code.includes('styled-components')) return null;
      const result = await transformWithOxc(code, `/${relative(projectDir, file)}`, { jsx: { runtime: 'automatic' }, plugins: { styledComponents: STYLED_COMPONENTS }, sourcemap: true });
      return { code: result.code, map: result.map };
    },
  };
}
