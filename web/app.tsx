import { type ComponentType, lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { moduleOf, NOT_FOUND, type Route, routeFor, ROUTES } from './content/routes';
import { Layout } from './layout/layout';
import { loadPage } from './route-pages';
import { PageLoading } from './ui/page-loading';
import { Toaster } from './ui/toast';
import { WayToHelp } from './ui/way-to-help';

// Every page is its own chunk: a visit loads the shell and the one page it shows. The prerender
// waits for them (and inlines them), so the HTML is complete without JavaScript.
const lazyPages: Record<string, ComponentType> = {};
for (const route of [...ROUTES, NOT_FOUND] as Route[]) lazyPages[moduleOf(route)] = lazy(() => loadPage(route.path));

/**
 * The page for the current path. Ten flat paths need no route matching: a table lookup keeps
 * React Router's <Routes> (~3 KB compressed) off every page; the router still owns the history.
 */
function CurrentPage() {
  const Page = lazyPages[moduleOf(routeFor(useLocation().pathname))]!;
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}

export function App() {
  return (
    <>
      <Layout>
        <CurrentPage />
      </Layout>
      <Toaster errorFooter={<WayToHelp guide />} />
    </>
  );
}
