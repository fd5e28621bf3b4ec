import { useEffect, useRef } from 'react';

/**
 * Says what a switch on the same screen now shows (New / Handled, Today / Past, earlier days)
 * once its list has loaded: the link or button keeps focus, so nothing else tells a screen-reader
 * user the list below changed (WCAG 4.1.3). Not on arrival: the screen's heading takes focus then.
 */
export function useViewAnnouncement(view: string, loaded: boolean, words: () => string, say: (text: string) => void): void {
  const announced = useRef<string | null>(null);
  useEffect(() => {
    if (!loaded || announced.current === view) return;
    const arrival = announced.current === null;
    announced.current = view;
    if (!arrival) say(words());
  });
}
