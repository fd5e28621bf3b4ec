import { type ComponentType, lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { Layout } from './layout/layout';
import { type PageKey, pageKey, pages } from './route-pages';
import { PageLoading } from './ui/page-loading';
import { Toaster } from './ui/toast';

// Every page is its own chunk: a visit loads the shell and the one page it shows. The prerender
// waits for them (and inlines them), so the HTML is complete without JavaScript.
const lazyPages = {} as Record<PageKey, ComponentType>;
for (const key of Object.keys(pages) as PageKey[]) lazyPages[key] = lazy(pages[key]);

/**
 * The page for the current path. Ten flat paths need no route matching: a table lookup keeps
 * React Router's <Routes> (~3 KB compressed) off every page; the router still owns the history.
 */
function CurrentPage() {
  const Page = lazyPages[pageKey(useLocation().pathname)];
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
      <Toaster />
    </>
  );
}
