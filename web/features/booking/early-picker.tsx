import { type ComponentProps, lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Placeholder } from './booking.styles';
import { useBookingWords } from './booking-words';
import { type EarlyChoice, readEarlyChoice } from './calendar/early-handoff';
import type { SlotPicker } from './slot-picker';

type PickerProps = Omit<ComponentProps<typeof SlotPicker>, 'startAt' | 'early'>;

let picker: typeof import('./slot-picker') | undefined;
let loading: Promise<typeof import('./slot-picker')> | undefined;
const loadPicker = () => (loading ??= import('./slot-picker').then((module) => (picker = module)));
const LazyPicker = lazy(() => loadPicker().then((module) => ({ default: module.SlotPicker })));

/** Marks the prerendered slot picker that the early calendar works in until the hand-over. */
const EARLY_PICKER = 'data-early-picker';
const marked = { [EARLY_PICKER]: '' };
/** What React keeps in place while the early calendar works in it: the same object each render, so it is never written. */
const KEEP = { __html: '' };
/** Whether the prerendered picker is in the page (the early calendar's until the hand-over). */
const prerendered = () => typeof document !== 'undefined' && document.querySelector(`[${EARLY_PICKER}]`) !== null;
const noChange = () => () => undefined;

/**
 * The slot picker of a booking form, with the early calendar before it (docs/decisions/037). Prerendered whole; while the page hydrates, React leaves it as it is, and
 * the early calendar (calendar/early-calendar.ts, a small script of the page's head) fills in its
 * month and shows a tapped day's times. The picker's own code loads after the page's first load;
 * once it is here and React has the slot list, the picker takes over the day and time chosen and
 * the focus, and replaces what the early script drew.
 */
export function EarlySlotPicker(props: PickerProps) {
  const { index, failed, onDateChange, onTimeChange } = props;
  const words = useBookingWords();
  // True while React hydrates the prerendered page (and on the server), false when it renders on
  // the client (a page reached by a link): only a hydrating picker has an early calendar in it.
  const hydrating = useSyncExternalStore(noChange, () => false, () => true);
  const [early, setEarly] = useState(() => hydrating && prerendered());
  const [ready, setReady] = useState(() => picker !== undefined);
  const [handedOver, setHandedOver] = useState<EarlyChoice | null>(null);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // A chunk that cannot be had (offline, never cached) leaves the early calendar in place.
    if (!ready) void loadPicker().then(() => setReady(true), () => undefined);
  }, [ready]);

  useLayoutEffect(() => {
    if (!early || !ready || !(index || failed)) return;
    const choice = readEarlyChoice();
    if (choice && index?.open.has(choice.date)) {
      onDateChange(choice.date);
      if (index.byDate.get(choice.date)?.some((slot) => slot.available && slot.time === choice.time)) onTimeChange(choice.time);
    }
    setHandedOver(choice);
    setEarly(false);
  }, [early, ready, index, failed, onDateChange, onTimeChange]);

  // The control that had the focus in the early calendar has it again in the picker.
  useLayoutEffect(() => {
    if (handedOver?.focused) root.current?.querySelector<HTMLElement>(handedOver.focused)?.focus();
  }, [handedOver]);

  if (typeof document === 'undefined') {
    return (
      <div {...marked}>
        <Suspense>
          <LazyPicker {...props} early />
        </Suspense>
      </div>
    );
  }
  if (early) return <div key="early" {...marked} dangerouslySetInnerHTML={KEEP} suppressHydrationWarning />;
  const Picker = picker?.SlotPicker;
  return (
    <div key="live" ref={root}>
      {Picker ? (
        <Picker {...props} startAt={handedOver?.focus || undefined} />
      ) : (
        <Suspense fallback={<Placeholder><p>{words.calendar.loading}</p></Placeholder>}>
          <LazyPicker {...props} />
        </Suspense>
      )}
    </div>
  );
}
