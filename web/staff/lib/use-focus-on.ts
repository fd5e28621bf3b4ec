import { type RefObject, useEffect } from 'react';

/**
 * Focuses `ref` each time `shown` changes to something: an outcome that comes in place of the
 * control that asked for it (decision 013). After React has put it on the page, so it is never
 * too early, however busy the device.
 */
export function useFocusOn(ref: RefObject<HTMLElement | null>, shown: unknown): void {
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [ref, shown]);
}
