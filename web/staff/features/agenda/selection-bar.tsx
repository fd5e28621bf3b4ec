import { type RefObject, useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '../../../ui/button';
import { color, radius, shadow } from '../../../ui/theme';

interface Props {
  count: number;
  onCancel: () => void;
  onClear: () => void;
}

/**
 * While bookings are selected: how many, and cancelling them together (a burst of bogus
 * bookings goes in one step). It sits at the foot of the screen, within thumb's reach; the count
 * is announced by the agenda's own live region, which is on the page before the bar comes.
 */
export function SelectionBar({ count, onCancel, onClear }: Props) {
  const bar = useRef<HTMLDivElement>(null);
  useScrollClearOf(bar);
  return (
    <Bar ref={bar} role="region" aria-label="Selected bookings">
      <p>{count} selected</p>
      <Danger type="button" onClick={onCancel}>
        Cancel selected
      </Danger>
      <Button type="button" $variant="secondary" onClick={onClear}>
        Clear selection
      </Button>
    </Bar>
  );
}

/**
 * The bar floats over the foot of the screen, so the page keeps a focused control clear of it
 * (WCAG 2.4.11): the bottom scroll padding becomes the bar's height with its gap, measured, as
 * it wraps on a phone and grows with larger text. A control focused when the bar comes is
 * scrolled clear at once.
 */
function useScrollClearOf(bar: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const before = root.style.scrollPaddingBottom;
    const apply = () => {
      const box = element.getBoundingClientRect();
      const gap = parseFloat(getComputedStyle(element).bottom) || 0;
      root.style.scrollPaddingBottom = `${Math.ceil(box.height + gap * 2)}px`;
      const focused = document.activeElement;
      if (focused instanceof HTMLElement && !element.contains(focused) && focused.getBoundingClientRect().bottom > box.top) {
        focused.scrollIntoView?.({ block: 'nearest' });
      }
    };
    apply();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(apply);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.scrollPaddingBottom = before;
    };
  }, [bar]);
}

const Bar = styled.div`
  position: sticky;
  bottom: 0.75rem;
  z-index: 10;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  margin-top: 1.5rem;
  padding: 0.75rem 1rem;
  border-radius: ${radius.md};
  background: ${color.surface};
  border: 2px solid ${color.brandDark};
  box-shadow: ${shadow.raised};
  p { margin: 0 auto 0 0; font-weight: 700; }
`;

const Danger = styled(Button)`
  background: ${color.danger};
  border-color: ${color.danger};
  &:hover { background: #7a1616; border-color: #7a1616; }
`;
