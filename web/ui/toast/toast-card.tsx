import { type PointerEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { dismissToast, type Toast } from '../../lib/toast-store';
import { Action, Card, Close, Description, Title } from './toast.styles';

/** Swiping the toast this far to the right dismisses it (docs/product.md, "Toasts"). */
export const SWIPE_THRESHOLD_PX = 50;
/** After a pause, a toast stays at least this long, so it does not vanish the moment the pointer or focus leaves. */
const MIN_AFTER_PAUSE_MS = 1000;

interface Props {
  toast: Toast;
  /** Called when the toast closes while it holds focus, so keyboard users get their place back. */
  onFocusLost: () => void;
  /** Ends an error toast (the public site's way to help, decision 025). */
  errorFooter?: ReactNode;
  /** The close button's name, in the page's language. */
  closeLabel: string;
}

export function ToastCard({ toast, onFocusLost, errorFooter, closeLabel }: Props) {
  const cardRef = useRef<HTMLDivElement>(null);
  const remaining = useRef(toast.duration);
  const swipeStart = useRef<number | null>(null);
  const [paused, setPaused] = useState(false);

  // The countdown pauses while the visitor points at or focuses the toast, so it can be read. The
  // timer also looks for itself when it fires: on a slow phone it can fire after focus arrived but
  // before the re-render that stops it, and a toast must never go from under the keyboard.
  useEffect(() => {
    if (paused || !Number.isFinite(remaining.current)) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => {
      if (cardRef.current?.matches(':focus-within, :hover')) setPaused(true);
      else dismissToast(toast.id);
    }, Math.max(remaining.current, MIN_AFTER_PAUSE_MS));
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, toast.id]);

  const close = () => {
    const hadFocus = cardRef.current?.contains(document.activeElement) ?? false;
    dismissToast(toast.id);
    if (hadFocus) onFocusLost();
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    swipeStart.current = event.clientX;
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (swipeStart.current === null) return;
    const dx = Math.max(0, event.clientX - swipeStart.current);
    event.currentTarget.style.transform = `translateX(${dx}px)`;
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (swipeStart.current === null) return;
    const dx = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (event.type === 'pointerup' && dx > SWIPE_THRESHOLD_PX) close();
    else event.currentTarget.style.transform = '';
  };

  return (
    <Card
      ref={cardRef}
      data-toast=""
      tabIndex={-1}
      $variant={toast.variant}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <Title>{toast.title}</Title>
      {toast.description && <Description>{toast.description}</Description>}
      {toast.variant === 'error' && errorFooter && <Description>{errorFooter}</Description>}
      {toast.action && (
        <Action
          type="button"
          onClick={() => {
            toast.action!.onClick();
            close();
          }}
        >
          {toast.action.label}
        </Action>
      )}
      <Close type="button" aria-label={closeLabel} onClick={close}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M18 6 6 18M6 6l12 12" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" />
        </svg>
      </Close>
    </Card>
  );
}
