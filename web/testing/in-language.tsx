import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Lang } from '#contract/language';
import { LangProvider } from '../i18n/lang-context';
import { shell as en } from '../i18n/shell.en';
import { shell as es } from '../i18n/shell.es';

/** The shell's words in each language, for tests (a page loads only its own: web/i18n/load-shell.ts). */
export const SHELL = { en, es } as const;

/** `ui` inside the page's language, as web/app.tsx gives it: English unless `lang` says otherwise. */
export const inLanguage = (ui: ReactNode, lang: Lang = 'en') => (
  <LangProvider lang={lang} shell={SHELL[lang]}>
    {ui}
  </LangProvider>
);

/** Testing Library's render of `ui` on a page in `lang`; `rerender` keeps the language. */
export function renderIn(ui: ReactNode, lang: Lang = 'en'): RenderResult {
  const result = render(inLanguage(ui, lang));
  return { ...result, rerender: (next: ReactNode) => result.rerender(inLanguage(next, lang)) };
}
