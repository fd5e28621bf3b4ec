import { langOfPath } from '#contract/language';

/** The precached file of a route: '/' → '/index.html', '/about' → '/about/index.html'. */
export function pageFileFor(pathname: string): string {
  const path = pathname.replace(/\/+$/, '');
  return path === '' ? '/index.html' : `${path}/index.html`;
}

/** The precached not-found page in a path's language: '/es/…' → '/es/404.html', any other → '/404.html'. */
export const notFoundFileFor = (pathname: string): string => (langOfPath(pathname) === 'es' ? '/es/404.html' : '/404.html');
