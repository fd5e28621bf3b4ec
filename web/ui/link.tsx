import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useHref, useLocation, useNavigate } from 'react-router-dom';
import { type Lang, langOfPath } from '#contract/language';
import { linkTarget } from '../content/routes';
import { pagePath } from '../lib/page-path';

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'hrefLang'> & {
  /** A page of the site by its English path (a hash or query may follow), or any path of it. */
  to: string;
  /** The language of the page to go to: the page's own by default (the language switch names the other). */
  hrefLang?: Lang;
};

const samePath = (a: string, b: string) => pagePath(a) === pagePath(b);

/**
 * A link to a page of this site: a plain <a href> (it works without JavaScript, and a new tab or
 * window opens as usual) that React Router follows in place on an ordinary click. It goes to the
 * page in the page's language where that page is built, else to the English one, marked with
 * `hreflang`; a page in another language loads afresh, with its own words and `<html lang>`
 * (docs/decisions/031). The router's own <Link> adds relative paths, link state and scroll options
 * (~0.5 KB compressed on every page) that this site never uses.
 */
export function Link({ to, hrefLang, onClick, target, ...rest }: LinkProps) {
  const location = useLocation();
  // The page's language is its path's (as the prerender and the entry decide it), so links need no words' context.
  const lang = langOfPath(location.pathname);
  const destination = linkTarget(to, hrefLang ?? lang);
  const href = useHref(destination);
  const navigate = useNavigate();
  const elsewhere = langOfPath(destination) !== lang;
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
    if (event.defaultPrevented || event.button !== 0 || modified || (target && target !== '_self') || elsewhere) return;
    event.preventDefault();
    // A link to the page already shown does not add a history entry.
    navigate(destination, { replace: samePath(location.pathname + location.search + location.hash, destination) });
  };
  return <a {...rest} href={href} hrefLang={elsewhere ? langOfPath(destination) : undefined} target={target} onClick={follow} />;
}

/** A menu link: marked aria-current="page" while its page is shown. */
export function NavLink(props: LinkProps) {
  const { pathname } = useLocation();
  const lang = langOfPath(pathname);
  return <Link aria-current={samePath(pathname, linkTarget(props.to, props.hrefLang ?? lang)) ? 'page' : undefined} {...props} />;
}
