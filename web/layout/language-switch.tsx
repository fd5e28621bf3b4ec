import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { type Lang, LANG_NAMES, otherLang, pathIn } from '#contract/language';
import { isIn, NOT_FOUND, routeFor } from '../content/routes';
import { useLang } from '../i18n/lang-context';
import { saveDraftsFor } from '../lib/form-drafts';
import { rememberLanguageChoice } from '../lib/language-choice';
import { Link } from '../ui/link';
import { color, media, radius } from '../ui/theme';

const SwitchLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  padding: 0.45rem 0.8rem;
  border: 2px solid ${color.brand};
  border-radius: ${radius.pill};
  background: ${color.surface};
  color: ${color.brand};
  font-weight: 650;
  text-decoration: none;
  &:hover { background: ${color.brandSoft}; color: ${color.brandDark}; text-decoration: none; }
  /* On a phone the language's code stands in for its name: the name stays in the link's name, before the code shown (WCAG 2.5.3). */
  [data-short] { display: none; }
  @media (max-width: 29.99em) {
    padding: 0.45rem 0.7rem;
    [data-long] { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
    [data-short] { display: inline; }
  }
  ${media.wide} { margin-left: 0.25rem; }
`;

/**
 * Before the other language's page loads: what is typed in open forms goes along, and the choice
 * is remembered (the Spanish offer does not come back).
 */
export function leaveFor(to: string, lang: Lang): void {
  saveDraftsFor(to);
  rememberLanguageChoice(lang);
}

/**
 * The header's language switch: a link to the same page in the other language, named in that
 * language ("Español", "English"); on a phone it shows the language's code, which is part of its
 * name ("Español ES"), so a voice user can say what they see. Only where that page is built; a page that is not yet in
 * Spanish shows none.
 */
export function LanguageSwitch() {
  const lang = useLang();
  const { pathname, search, hash } = useLocation();
  const route = routeFor(pathname);
  const other = otherLang(lang);
  if (route === NOT_FOUND || !isIn(route, other)) return null;
  const to = pathIn(pathname, other) + search + hash;
  return (
    <SwitchLink to={to} hrefLang={other} lang={other} onClick={() => leaveFor(to, other)}>
      <span data-long="">{LANG_NAMES[other]}</span> <span data-short="">{other.toUpperCase()}</span>
    </SwitchLink>
  );
}
