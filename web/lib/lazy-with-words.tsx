import { type ComponentType, lazy } from 'react';

const made = new WeakMap<() => Promise<unknown>, Map<string, ComponentType<never>>>();

/**
 * A part of a page that loads once the page is interactive, with its words: the component's code
 * and the words in the page's language (a page's catalogue names their loader, `() => import(…)`)
 * arrive together, so neither is in the page's first load (the budget, decision 030). One
 * component per loader (and `part`, when one loader's words serve several parts), so a page
 * renders the same one each time.
 */
export function lazyWithWords<W, Props extends { words: W }>(component: () => Promise<ComponentType<Props>>, words: () => Promise<W>, part = ''): ComponentType<Omit<Props, 'words'>> {
  const parts = made.get(words) ?? new Map<string, ComponentType<never>>();
  made.set(words, parts);
  let made_ = parts.get(part) as ComponentType<Omit<Props, 'words'>> | undefined;
  if (!made_) {
    made_ = lazy(() =>
      Promise.all([component(), words()]).then(([Part, loaded]) => ({
        default: (props: Omit<Props, 'words'>) => <Part {...(props as Props)} words={loaded} />,
      })),
    );
    parts.set(part, made_ as ComponentType<never>);
  }
  return made_;
}
