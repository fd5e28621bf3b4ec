import { type RefObject, useRef, useState } from 'react';

/**
 * The bookings ticked for 'Cancel selected'. Each change is said through the agenda's live region
 * (`say`); 'Clear selection' takes its bar away, so focus goes back to the box or button that last
 * changed the selection, or to the heading when that is gone (WCAG 2.4.3).
 */
export function useSelection(standing: ReadonlySet<string>, heading: RefObject<HTMLElement | null>, say: (text: string) => void) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const lastPicked = useRef<HTMLElement | null>(null);
  const chosenIn = (set: ReadonlySet<string>) => [...set].filter((id) => standing.has(id));

  const update = (next: ReadonlySet<string>) => {
    setSelected(next);
    const count = chosenIn(next).length;
    say(count ? `${count} selected` : 'No bookings selected');
  };
  const remember = () => {
    if (document.activeElement instanceof HTMLElement) lastPicked.current = document.activeElement;
  };

  return {
    selected,
    chosen: chosenIn(selected),
    pick: (id: string, on: boolean) => {
      remember();
      const next = new Set(selected);
      if (on) next.add(id);
      else next.delete(id);
      update(next);
    },
    add: (ids: readonly string[]) => {
      remember();
      update(new Set([...selected, ...ids]));
    },
    clear: () => {
      update(new Set());
      requestAnimationFrame(() => (lastPicked.current?.isConnected ? lastPicked.current : heading.current)?.focus());
    },
    /** After cancelling: what is left selected (the refused), said by the outcome notice instead. */
    reset: (ids: readonly string[]) => setSelected(new Set(ids)),
  };
}
