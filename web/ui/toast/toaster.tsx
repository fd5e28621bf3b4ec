import { lazy, Suspense, useEffect, useRef, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { layout } from '../theme';
import { currentToast, subscribeToasts } from './toast-store';

// A page shows no toast until the visitor does something; the card's code comes with the first one.
const ToastCard = lazy(() => import('./toast-card').then((module) => ({ default: module.ToastCard })));

/**
 * The notification region, mounted once at the app root. Its live regions are in the page
 * from the first paint, so screen readers announce toasts that appear in them later.
 */
export function Toaster() {
  const toast = useSyncExternalStore(subscribeToasts, currentToast, () => null);
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'F8') return;
      event.preventDefault();
      regionRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const focusRegion = () => regionRef.current?.focus();
  const card = toast && (
    <Suspense fallback={null}>
      <ToastCard key={toast.id} toast={toast} onFocusLost={focusRegion} />
    </Suspense>
  );

  return (
    <Region ref={regionRef} tabIndex={-1} aria-label="Notifications (F8)">
      <div role="status" aria-live="polite" aria-atomic="true">
        {toast?.variant !== 'error' && card}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true">
        {toast?.variant === 'error' && card}
      </div>
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
