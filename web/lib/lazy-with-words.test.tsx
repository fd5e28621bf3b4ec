// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyWithWords } from './lazy-with-words';

afterEach(cleanup);

const notes = { stale: 'Old times', noScript: 'Needs JavaScript' };
type Notes = typeof notes;
const loadNotes = () => Promise.resolve(notes);
const Stale = ({ words }: { words: Notes }) => <p>{words.stale}</p>;
const NoScript = ({ words }: { words: Notes }) => <p>{words.noScript}</p>;

describe('lazyWithWords', () => {
  it('when one loader\'s words serve two parts, then each part named apart renders its own component with those words', async () => {
    const StalePart = lazyWithWords(() => Promise.resolve(Stale), loadNotes, 'stale');
    const NoScriptPart = lazyWithWords(() => Promise.resolve(NoScript), loadNotes, 'noScript');
    render(
      <Suspense fallback={null}>
        <StalePart />
        <NoScriptPart />
      </Suspense>,
    );
    expect(await screen.findByText('Old times')).toBeTruthy();
    expect(screen.getByText('Needs JavaScript')).toBeTruthy();
  });

  it('when a part asks again with the same loader and name, then it gets the same component (a render does not remount it)', () => {
    const first = lazyWithWords(() => Promise.resolve(Stale), loadNotes, 'stale');
    expect(lazyWithWords(() => Promise.resolve(Stale), loadNotes, 'stale')).toBe(first);
    expect(lazyWithWords(() => Promise.resolve(NoScript), loadNotes, 'noScript')).not.toBe(first);
  });
});
