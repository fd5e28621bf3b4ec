import type { ShellWords } from './shell.en';
import { type Route, type RouteKey, ROUTES } from '../content/routes';

/** The site's link sets: the header's menu, the footer's quick links and its legal line. */
export interface NavItem {
  /** The page's English path: a link goes to the page in the page's language where it is built (web/ui/link.tsx). */
  to: string;
  label: string;
}

/** The routes that have a link in `place`, in the route table's order, with their link text in the page's language. */
function linksIn(place: 'header' | 'footer' | 'legal', words: ShellWords): NavItem[] {
  return (ROUTES as readonly Route[]).flatMap((route) => {
    const label = route[place] && words.routes[route.path as RouteKey][place];
    return label ? [{ to: route.path, label }] : [];
  });
}

export const headerLinks = (words: ShellWords): NavItem[] => linksIn('header', words);

export const footerQuickLinks = (words: ShellWords): NavItem[] => linksIn('footer', words);

/** The legal line: the privacy policy, then the terms (a section of it), then the rest. */
export function legalLinks(words: ShellWords): NavItem[] {
  const [privacyPolicy, ...otherLegal] = linksIn('legal', words);
  return [privacyPolicy!, { to: `${privacyPolicy!.to}#terms`, label: words.footer.terms }, ...otherLegal];
}
