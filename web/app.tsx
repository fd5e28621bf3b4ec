import { type ComponentType, lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import type { Lang } from '#contract/language';
import { langsOf, moduleOf, NOT_FOUND, type Route, routeFor, ROUTES } from './content/routes';
import { LangProvider } from './i18n/lang-context';
import type { ShellWords } from './i18n/shell.en';
import { Layout } from './layout/layout';
import { loadPage } from './route-pages';
import { PageLoading } from './blocks/page-loading';
import { Toaster } from './ui/toast';
import { WayToHelp } from './blocks/way-to-help';

// Every page is its own chunk in each language: a visit loads the shell and the one page it shows.
// The prerender waits for them (and inlines them), so the HTML is complete without JavaScript.
const lazyPages: Record<string, ComponentType> = {};
for (const route of [...ROUTES, NOT_FOUND] as Route[]) {
  for (const lang of langsOf(route)) lazyPages[moduleOf(route, lang)] ??= lazy(() => loadPage(route.path, lang));
}

/**
 * The page for the current path. A dozen flat paths need no route matching: a table lookup keeps
 * React Router's <Routes> (~3 KB compressed) off every page; the router still owns the history.
 */
function CurrentPage({ lang }: { lang: Lang }) {
  const Page = lazyPages[moduleOf(routeFor(useLocation().pathname), lang)]!;
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}

/** The public site in the page's language (`lang`, from its path), with the shell's words in it. */
export function App({ lang, shell }: { lang: Lang; shell: ShellWords }) {
  return (
    <LangProvider lang={lang} shell={shell}>
      <Layout>
        <CurrentPage lang={lang} />
      </Layout>
      <Toaster errorFooter={<WayToHelp guide />} words={shell.toaster} />
    </LangProvider>
  );
}
