import { useLayoutEffect, useRef } from 'react';
import { useHydrated } from '../../lib/use-hydrated';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * What a visitor typed into a prerendered field before the page hydrated becomes the form's state
 * (docs/decisions/035). Hydration leaves a field's text as the browser holds it, but the state says
 * empty, and the next render would write that back. So a field being hydrated reads its control
 * once, before anything repaints, and reports what differs. A field the client mounts fresh shows
 * its state already, and is left alone (a select whose options come later must keep its value).
 */
export function useKeptFromFirstPaint<E extends Control>(read: (control: E) => string, value: string, onChange: (value: string) => void) {
  const ref = useRef<E>(null);
  const hydrating = !useHydrated();
  const wasHydrating = useRef(hydrating);
  useLayoutEffect(() => {
    const control = ref.current;
    if (!wasHydrating.current || !control) return;
    const shown = read(control);
    if (shown !== value) onChange(shown);
    // Once, as the field hydrates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}

export const valueOf = (control: Control) => control.value;
export const checkedOf = (control: HTMLInputElement) => String(control.checked);
