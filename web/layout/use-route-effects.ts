import { useEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { provider } from '../../api/contract';
import { pageMeta } from '../content/pages';

/** Keeps <title>, the meta description and the canonical link in step with client-side navigation. */
export function useRouteMeta(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const meta = pageMeta(pathname);
    document.title = meta.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
    let canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (meta.notFound) {
      canonical?.remove();
      return;
    }
    if (!canonical) {
      canonical = document.createElement('link');
      canonical.rel = 'canonical';
      document.head.append(canonical);
    }
    canonical.href = `${provider.siteUrl}${pathname}`;
  }, [pathname]);
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
