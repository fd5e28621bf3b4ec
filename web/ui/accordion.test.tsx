// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Accordion } from './accordion';

const ITEMS = [
  { question: 'First?', answer: <p>One</p> },
  { question: 'Second?', answer: <p>Two</p> },
  { question: 'Third?', answer: <p>Three</p> },
];

afterEach(cleanup);

describe('Accordion', () => {
  it('when it first renders, then only the first answer is open and wired to its question', () => {
    render(<Accordion items={ITEMS} idPrefix="q" />);
    const first = screen.getByRole('button', { name: 'First?' });
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(first.getAttribute('aria-controls')!)!.hidden).toBe(false);
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'First?' }).textContent).toBe('One');
  });

  it('when another question is chosen, then it opens and the open one closes', async () => {
    const user = userEvent.setup();
    render(<Accordion items={ITEMS} idPrefix="q" />);
    await user.click(screen.getByRole('button', { name: 'Third?' }));
    expect(screen.getByRole('button', { name: 'First?' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('button', { name: 'Third?' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('region').map((region) => region.textContent)).toEqual(['Three']);
  });

  it('when the open question is chosen again, then every answer is closed', async () => {
    const user = userEvent.setup();
    render(<Accordion items={ITEMS} idPrefix="q" />);
    await user.click(screen.getByRole('button', { name: 'First?' }));
    expect(screen.queryAllByRole('region')).toHaveLength(0);
    for (const button of screen.getAllByRole('button')) expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
