import { VisuallyHidden } from '../../ui/visually-hidden';

/**
 * A polite live region that is on the page before anything is said in it: screen readers
 * announce text written into a region they already know, not one inserted with its words
 * already in it (WCAG 4.1.3). For what a sighted person sees change without focus moving: a
 * count, a new list after a switch.
 */
export function LiveStatus({ children }: { children: string }) {
  return <VisuallyHidden role="status">{children}</VisuallyHidden>;
}
