import { provider } from '#contract';
import { TTY_RELAY } from '#contract/phone';

/**
 * A phone number a visitor can call, with "TTY 711" beside it (docs/product.md, "Every public page"): every phone number the
 * public site shows is drawn by this (a button that holds the number says TTY_RELAY in its label),
 * so a caller who uses a TTY always reads how to reach it; e2e/phones.spec.ts checks every tel:
 * link of every built page. The provider's own number unless another is given (the Section 1557
 * coordinator's).
 */
export function Phone({ number = provider.phone, href = provider.phoneHref }: { number?: string; href?: string }) {
  return (
    <>
      <a href={`tel:${href}`}>{number}</a> ({TTY_RELAY})
    </>
  );
}
