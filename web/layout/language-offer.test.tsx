// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { asIfEnglishOnly } from '../testing/english-only';
import { renderIn } from '../testing/in-language';
import { routerFuture } from '../lib/router-future';
import { LanguageOffer } from './language-offer';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
beforeEach(() => {
  localStorage.clear();
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-US', 'en-US']);
});

const open = (path: string) =>
  renderIn(
    <MemoryRouter initialEntries={[path]} future={routerFuture}>
      <LanguageOffer />
      <p>page</p>
    </MemoryRouter>,
  );

describe('the Spanish offer', () => {
  it('when a browser that prefers Spanish opens an English page, then the offer comes only where the page has a Spanish twin', async () => {
    open('/privacy-policy');
    expect((await screen.findByRole('link', { name: 'Ver en español' })).getAttribute('href')).toBe('/es/privacy-policy');
    cleanup();
    // The offer's module is loaded now: were it offered, it would show at once.
    await asIfEnglishOnly('/privacy-policy', () => {
      open('/privacy-policy');
      expect(screen.getByText('page')).toBeDefined();
      expect(screen.queryByRole('link', { name: 'Ver en español' })).toBeNull();
    });
  });
});
