/**
 * `expect(element).toBeVisible()` for the jsdom tests: a visitor sees the element, not only the
 * DOM holding it. `getBy…` already throws when nothing matches, so `.toBeTruthy()` after it could
 * never fail; this fails for an element in a hidden tab, a closed <details>, a hidden
 * banner or a node left detached. Import this file for its side effect, as jest-dom's matchers are.
 */
import { expect } from 'vitest';

/** Why `element` is not seen, or null when it is: itself or an ancestor hidden, undisplayed or inside a closed <details>. */
export function hiddenBecause(element: Element): string | null {
  if (!element.isConnected) return 'it is not in the document';
  for (let node: Element | null = element; node; node = node.parentElement) {
    const name = node === element ? 'it' : `an ancestor <${node.tagName.toLowerCase()}>`;
    if (node.hasAttribute('hidden')) return `${name} has the hidden attribute`;
    const style = getComputedStyle(node);
    if (style.display === 'none') return `${name} has display: none`;
    if (style.visibility === 'hidden' || style.visibility === 'collapse') return `${name} has visibility: ${style.visibility}`;
    if (style.opacity === '0') return `${name} has opacity: 0`;
    // A closed <details> shows its own <summary> and nothing else.
    if (node !== element && node.tagName === 'DETAILS' && !node.hasAttribute('open') && !node.querySelector(':scope > summary')?.contains(element)) return `${name} is closed`;
  }
  return null;
}

const describeElement = (element: Element) => `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 80)}"`;

expect.extend({
  toBeVisible(received: unknown) {
    if (!(received instanceof Element)) return { pass: false, message: () => `expected an element, got ${String(received)}` };
    const reason = hiddenBecause(received);
    return {
      pass: reason === null,
      message: () => (reason === null ? `expected ${describeElement(received)} not to be visible, but it is` : `expected ${describeElement(received)} to be visible, but ${reason}`),
    };
  },
});

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as vitest declares it; declarations must match
  interface Matchers<T = any> {
    /** The element is in the document and neither it nor an ancestor is hidden, undisplayed or inside a closed <details>. */
    toBeVisible: () => T;
  }
}
