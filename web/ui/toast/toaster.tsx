import { lazy, type ReactNode, Suspense, useEffect, useRef, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { layout } from '../theme';
import { currentToast, subscribeToasts } from '../../lib/toast-store';

export interface ToasterWords {
  region: string;
  close: string;
}

// A page shows no toast until the visitor does something; the card's code comes with the first one.
/** The card's code: loaded with the first toast (decision 008); an app with no service worker to precache it may fetch it sooner. */
export const loadToastCard = () => import('./toast-card');
const ToastCard = lazy(() => loadToastCard().then((module) => ({ default: module.ToastCard })));

/**
 * The notification region, mounted once at the app root. Its live regions are in the page
 * from the first paint, so screen readers announce toasts that appear in them later.
 *
 * Focus (docs/decisions/013): F8 moves focus to the toast showing, which pauses its countdown;
 * with none showing, F8 does nothing. When a toast that holds focus closes (Escape, its close
 * button, its action), focus goes back to where it was before it entered the toast.
 * `errorFooter` ends every error toast: the public site gives it the way to help (decision 025).
 * `words` name the region and a toast's close button in the page's language.
 */
export function Toaster({ errorFooter, words }: { errorFooter?: ReactNode; words: ToasterWords }) {
  const toast = useSyncExternalStore(subscribeToasts, currentToast, () => null);
  const regionRef = useRef<HTMLElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'F8') return;
      const card = regionRef.current?.querySelector<HTMLElement>('[data-toast]');
      if (!card) return;
      event.preventDefault();
      card.focus();
    };
    // Remember where focus came from, whether F8 or Tab brought it into the region.
    const onFocusIn = (event: FocusEvent) => {
      const region = regionRef.current;
      const from = event.relatedTarget;
      if (region?.contains(event.target as Node) && from instanceof HTMLElement && !region.contains(from)) returnTo.current = from;
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, []);

  const restoreFocus = () => {
    const target = returnTo.current;
    returnTo.current = null;
    if (target?.isConnected) target.focus({ preventScroll: true });
    else document.getElementById('main')?.focus({ preventScroll: true });
  };
  const card = toast && (
    <Suspense fallback={null}>
      <ToastCard key={toast.id} toast={toast} onFocusLost={restoreFocus} errorFooter={errorFooter} closeLabel={words.close} />
    </Suspense>
  );

  return (
    <Region ref={regionRef} aria-label={words.region}>
      <div role="status" aria-live="polite" aria-atomic="true">
        {toast?.variant !== 'error' && toast?.announce !== false && card}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true">
        {toast?.variant === 'error' && toast.announce !== false && card}
      </div>
      {/* A toast whose outcome the page already shows (and focuses) in place is not announced again. */}
      <div>{toast?.announce === false && card}</div>
    </Region>
  );
}

const Region = styled.section`
  position: fixed;
  z-index: 1000;
  top: calc(${layout.headerHeight} + 0.75rem);
  right: 1rem;
  width: min(24rem, calc(100vw - 2rem));
  /* The empty region must not block clicks on the page below it. */
  pointer-events: none;
  outline-offset: 4px;
`;
