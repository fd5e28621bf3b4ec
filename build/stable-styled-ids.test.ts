import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { stableStyledIds } from './stable-styled-ids';

const source = "import styled from 'styled-components';\nexport const Card = styled.div`padding: 1rem;`;\nexport const Plain = () => <p>x</p>;\n";

async function compiled(projectDir: string, file: string, code = source): Promise<string | undefined> {
  const transform = stableStyledIds(projectDir).transform as (this: unknown, code: string, id: string) => Promise<{ code: string } | null>;
  return (await transform.call(undefined, code, `${projectDir}/${file}`))?.code;
}

describe('styled components’ ids', () => {
  it('when the same file is built in two checkouts in different folders, then its component ids and code are the same', async () => {
    const here = await compiled('/work/main', 'web/ui/card.tsx');
    expect(here).toMatch(/componentId: ?[`"]sc-[0-9a-z]+-0[`"]/);
    expect(await compiled('/tmp/tmp.abc/p', 'web/ui/card.tsx')).toBe(here);
  });

  it('when two files differ in their path in the project, then their ids differ', async () => {
    const id = (code: string | undefined) => code?.match(/sc-[0-9a-z]+-0/)?.[0];
    expect(id(await compiled('/work/main', 'web/ui/card.tsx'))).not.toBe(id(await compiled('/work/main', 'web/ui/panel.tsx')));
  });

  it('when a file does not use styled-components, or is a dependency, then it is left to Vite’s own compiler', async () => {
    expect(await compiled('/work/main', 'web/plain.tsx', 'export const x = 1;')).toBeUndefined();
    expect(await compiled('/work/main', 'node_modules/lib/index.js')).toBeUndefined();
    expect((stableStyledIds('/work/main') as Plugin).enforce).toBe('pre');
  });
});
