// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { hiddenBecause } from './visible';

afterEach(cleanup);

describe('toBeVisible', () => {
  it('when an element is shown, then it is visible, and the matcher says so only then', () => {
    render(<p>Shown</p>);

    expect(screen.getByText('Shown')).toBeVisible();
    expect(() => expect(screen.getByText('Shown')).not.toBeVisible()).toThrow('expected <p> "Shown" not to be visible, but it is');
  });

  it('when it or an ancestor is hidden, undisplayed or see-through, then it is not visible, and the failure says why', () => {
    render(
      <div>
        <section hidden>
          <p>In a hidden panel</p>
        </section>
        <p style={{ display: 'none' }}>Undisplayed</p>
        <div style={{ visibility: 'hidden' }}>
          <span>Invisible</span>
        </div>
        <p style={{ opacity: 0 }}>See-through</p>
      </div>,
    );

    expect(hiddenBecause(screen.getByText('In a hidden panel'))).toBe('an ancestor <section> has the hidden attribute');
    expect(hiddenBecause(screen.getByText('Undisplayed'))).toBe('it has display: none');
    expect(hiddenBecause(screen.getByText('Invisible'))).toBe('it has visibility: hidden');
    expect(hiddenBecause(screen.getByText('See-through'))).toBe('it has opacity: 0');
    expect(() => expect(screen.getByText('In a hidden panel')).toBeVisible()).toThrow('expected <p> "In a hidden panel" to be visible, but an ancestor <section> has the hidden attribute');
  });

  it('when a <details> is closed, then its summary is visible and the rest is not, until it opens', () => {
    render(
      <details>
        <summary>
          <span>Question</span>
        </summary>
        <p>Answer</p>
      </details>,
    );

    expect(screen.getByText('Question')).toBeVisible();
    expect(screen.getByText('Answer')).not.toBeVisible();
    screen.getByText('Answer').closest('details')!.open = true;
    expect(screen.getByText('Answer')).toBeVisible();
  });

  it('when an element has left the document, or is not an element, then it is not visible', () => {
    const detached = document.createElement('p');

    expect(hiddenBecause(detached)).toBe('it is not in the document');
    expect(() => expect(null).toBeVisible()).toThrow('expected an element, got null');
  });
});
