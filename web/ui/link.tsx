import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useHref, useLocation, useNavigate } from 'react-router-dom';
import { pagePath } from '../lib/page-path';

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

const samePath = (a: string, b: string) => pagePath(a) === pagePath(b);

/**
 * A link to a page of this site: a plain <a href> (it works without JavaScript, and a new tab or
 * window opens as usual) that React Router follows in place on an ordinary click. The router's
 * own <Link> adds relative paths, link state and scroll options (~0.5 KB compressed on every
 * page) that a ten-page site never uses.
 */
export function Link({ to, onClick, target, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useNavigate();
  const location = useLocation();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
    if (event.defaultPrevented || event.button !== 0 || modified || (target && target !== '_self')) return;
    event.preventDefault();
    // A link to the page already shown does not add a history entry.
    navigate(to, { replace: samePath(location.pathname + location.search + location.hash, to) });
  };
  return <a {...rest} href={href} target={target} onClick={follow} />;
}

/** A menu link: marked aria-current="page" while its page is shown. */
export function NavLink(props: LinkProps) {
  const { pathname } = useLocation();
  return <Link aria-current={samePath(pathname, props.to) ? 'page' : undefined} {...props} />;
}
