import { createContext, type ReactNode, useContext } from 'react';
import type { Lang } from '#contract/language';
import type { ShellWords } from './shell.en';

interface PageLanguage {
  lang: Lang;
  shell: ShellWords;
}

const PageLanguageContext = createContext<PageLanguage | null>(null);

/**
 * The page's language and the shell's words in it, for every component of the public site. A page
 * never changes language: a link to the other language loads that page afresh (web/ui/link.tsx),
 * so these are the document's for its whole life.
 */
export function LangProvider({ lang, shell, children }: PageLanguage & { children: ReactNode }) {
  return <PageLanguageContext.Provider value={{ lang, shell }}>{children}</PageLanguageContext.Provider>;
}

function usePageLanguage(): PageLanguage {
  const value = useContext(PageLanguageContext);
  if (!value) throw new Error('useLang() and useShell() need a <LangProvider> above them (web/app.tsx has it).');
  return value;
}

/** The page's language ('en' or 'es'). */
export const useLang = (): Lang => usePageLanguage().lang;

/** The shell's words in the page's language. */
export const useShell = (): ShellWords => usePageLanguage().shell;
