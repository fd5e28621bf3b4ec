import { useEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { type Lang, pathIn } from '#contract/language';
import { langsOf, NOT_FOUND, type Route, type RouteKey, routeFor } from '../content/routes';
import type { DescriptionWords } from '../i18n/descriptions.en';
import { useLang, useShell } from '../i18n/lang-context';

/** Every route's description in the page's language: a chunk of its own per language. */
const loadDescriptions = (lang: Lang): Promise<DescriptionWords> =>
  (lang === 'es' ? import('../i18n/descriptions.es') : import('../i18n/descriptions.en')).then((module) => module.descriptions);

/**
 * The site's public origin (PUBLIC_URL), as the server wrote it into the first page's canonical
 * link; a first visit to an unknown path has none, and the page's own origin stands in.
 */
let origin: string | undefined;

/**
 * Keeps <title>, the meta description, the canonical link and the language alternates in step
 * with client-side navigation, as the prerender writes them (web/entry-server.tsx). Navigation
 * stays within the page's language (web/ui/link.tsx). The structured data stays that of the page
 * first loaded: crawlers load every URL afresh.
 */
export function useRouteMeta(): void {
  const { pathname } = useLocation();
  const lang = useLang();
  const { routes } = useShell();
  const first = useRef(true);
  const shown = useRef<Route | null>(null);
  useEffect(() => {
    const route = routeFor(pathname);
    shown.current = route;
    const words = routes[route.path as RouteKey];
    document.title = words.title;
    // The prerendered page has its own description; after a navigation it comes with the
    // descriptions' catalogue, loaded then (in no page's first load; the worker has it offline).
    if (first.current) first.current = false;
    else {
      void loadDescriptions(lang).then((descriptions) => {
        if (shown.current === route) document.querySelector('meta[name="description"]')?.setAttribute('content', descriptions[route.path as RouteKey]);
      });
    }
    let canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    origin ??= new URL(canonical?.href ?? location.href).origin;
    for (const alternate of document.querySelectorAll('link[rel="alternate"][hreflang]')) alternate.remove();
    // A personal page (route.noindex) and the 404 page offer search engines no address.
    if (route === NOT_FOUND || route.noindex) {
      canonical?.remove();
      return;
    }
    if (!canonical) {
      canonical = document.createElement('link');
      canonical.rel = 'canonical';
      document.head.append(canonical);
    }
    canonical.href = origin + pathIn(route.path, lang);
    const langs = langsOf(route);
    if (langs.length < 2) return;
    for (const [hreflang, path] of [...langs.map((other) => [other, pathIn(route.path, other)]), ['x-default', route.path]]) {
      const link = document.createElement('link');
      link.rel = 'alternate';
      link.hreflang = hreflang!;
      link.href = origin + path;
      document.head.append(link);
    }
  }, [pathname, lang, routes]);
}

/**
 * After a client-side navigation: go to the #fragment if there is one, else to the top, and
 * move focus into the new content so keyboard and screen-reader users start there. The first
 * render is left to the browser (it already handled the URL).
 */
export function useRouteFocus(main: RefObject<HTMLElement | null>): void {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const isFirst = useRef(true);
  useEffect(() => {
    if (isFirst.current) {
      isFirst.current = false;
      return;
    }
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) {
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.scrollIntoView();
      target.focus({ preventScroll: true });
      return;
    }
    if (navigationType !== 'POP') window.scrollTo(0, 0);
    main.current?.focus({ preventScroll: true });
  }, [pathname, hash, navigationType, main]);
}
