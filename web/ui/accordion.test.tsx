// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Accordion } from './accordion';

const ITEMS = [
  { question: 'First?', answer: <p>One</p> },
  { question: 'Second?', answer: <p>Two</p> },
  { question: 'Third?', answer: <p>Three</p> },
];

afterEach(cleanup);

// Opening, closing and "one at a time" are the browser's (details name=…): e2e/site-content.spec.ts
// and e2e/engines/no-script.spec.ts check them in the three engines, with and without script.
describe('Accordion', () => {
  it('when it is prerendered, then each question is a summary heading in one named details group, only the first open', () => {
    const html = renderToStaticMarkup(<Accordion items={ITEMS} idPrefix="q" />);
    const page = new DOMParser().parseFromString(html, 'text/html');
    const details = Array.from(page.querySelectorAll('details'));
    expect(details.map((item) => [item.getAttribute('name'), item.hasAttribute('open')])).toEqual([
      ['q', true],
      ['q', false],
      ['q', false],
    ]);
    expect(details.map((item) => item.querySelector(':scope > summary > h2')?.textContent)).toEqual(['First?', 'Second?', 'Third?']);
    expect(details.map((item) => item.querySelector(':scope > summary + div')?.textContent)).toEqual(['One', 'Two', 'Three']);
    // No button of its own: a second control inside the summary would fight the platform's.
    expect(page.querySelector('button, [aria-expanded], [hidden]')).toBeNull();
  });

  it('when none is to start open, then every answer starts closed', () => {
    render(<Accordion items={ITEMS} idPrefix="q" initiallyOpen={null} />);
    expect(Array.from(document.querySelectorAll('details')).map((item) => item.open)).toEqual([false, false, false]);
  });
});
