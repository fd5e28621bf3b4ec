import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { pathIn } from '#contract/language';
import { isIn, NOT_FOUND, routeFor } from '../content/routes';
import { useLang } from '../i18n/lang-context';
import { languageChosen, prefersSpanish, rememberLanguageChoice } from '../lib/language-choice';

// Most visitors never see it: its words and styles load only for a browser that prefers Spanish.
const SpanishOffer = lazy(() => import('./spanish-offer').then((module) => ({ default: module.SpanishOffer })));

/**
 * On an English page that has its Spanish twin, a browser whose languages put Spanish first is
 * offered that page in one line it can dismiss (decision 031). Never a redirect: the page stays
 * English until the visitor chooses, and once they have chosen (here or with the switch), the
 * offer does not come back. Decided after hydration: the prerendered page is the same for all.
 */
export function LanguageOffer() {
  const lang = useLang();
  const { pathname } = useLocation();
  const route = routeFor(pathname);
  const hasTwin = lang === 'en' && route !== NOT_FOUND && isIn(route, 'es');
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    setWanted(prefersSpanish(navigator.languages ?? [navigator.language]) && !languageChosen());
  }, []);
  if (!hasTwin || !wanted) return null;
  return (
    <Suspense fallback={null}>
      <SpanishOffer
        to={pathIn(pathname, 'es')}
        onDismiss={() => {
          rememberLanguageChoice('en');
          setWanted(false);
        }}
      />
    </Suspense>
  );
}
