// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { MemoryRouter, type NavigateFunction, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { descriptions as descriptionsEn } from '../i18n/descriptions.en';
import { descriptions as descriptionsEs } from '../i18n/descriptions.es';
import type { Lang } from '#contract/language';
import { asIfEnglishOnly } from '../testing/english-only';
import { inLanguage, SHELL } from '../testing/in-language';
import { routerFuture } from '../lib/router-future';
import { useRouteFocus, useRouteMeta } from './use-route-effects';

let navigate: NavigateFunction;

function Frame() {
  const main = useRef<HTMLElement>(null);
  navigate = useNavigate();
  useRouteMeta();
  useRouteFocus(main);
  return (
    <main id="main" tabIndex={-1} ref={main}>
      <section id="terms">Terms</section>
    </main>
  );
}

const ORIGIN = 'https://care.example';

function setup(path: string, lang: Lang = 'en') {
  // As the server sends a page: the canonical link names PUBLIC_URL, not the origin the browser used.
  document.head.innerHTML = `<meta name="description" content=""><link rel="canonical" href="${ORIGIN}${path}">`;
  // jsdom does not lay out, so it has no scrolling.
  window.scrollTo = vi.fn() as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();
  // The site's way of routing: a history router and hooks, no route objects (web/app.tsx).
  render(
    inLanguage(
      <MemoryRouter initialEntries={[path]} future={routerFuture}>
        <Frame />
      </MemoryRouter>,
      lang,
    ),
  );
  return { navigate: (to: string) => navigate(to) };
}

afterEach(cleanup);

const alternates = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"]')].map((link) => `${link.hreflang} ${link.href}`);

describe('route effects', () => {
  it('when the route changes, then title, description and canonical (at the public origin) follow the route table', async () => {
    const router = setup('/');
    await act(() => router.navigate('/faqs/'));
    expect(document.title).toBe(SHELL.en.routes['/faqs'].title);
    await vi.waitFor(() => expect(document.querySelector('meta[name="description"]')!.getAttribute('content')).toBe(descriptionsEn['/faqs']));
    expect(document.querySelector('link[rel="canonical"]')!.getAttribute('href')).toBe(`${ORIGIN}/faqs`);
    expect(document.activeElement?.id).toBe('main');
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('when an unknown path is reached, then the not-found title shows and the canonical link goes, to come back at the same origin', async () => {
    const router = setup('/about');
    await act(() => router.navigate('/nowhere'));
    expect(document.title).toBe('Page Not Found | Evergreen Mobile Wound Care');
    expect(document.querySelector('link[rel="canonical"]')).toBeNull();
    await act(() => router.navigate('/services'));
    expect(document.querySelector('link[rel="canonical"]')!.getAttribute('href')).toBe(`${ORIGIN}/services`);
  });

  it('when the URL carries a fragment, then focus moves to that section', async () => {
    const router = setup('/');
    await act(() => router.navigate('/privacy-policy#terms'));
    expect(document.activeElement?.id).toBe('terms');
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });

  it('when a page built in both languages is reached, then its alternates name both and x-default; a page in English only has none', async () => {
    const router = setup('/coordinators');
    await act(() => router.navigate('/about'));
    expect(alternates()).toEqual([`en ${ORIGIN}/about`, `es ${ORIGIN}/es/about`, `x-default ${ORIGIN}/about`]);
    await act(() => router.navigate('/coordinators'));
    expect(alternates()).toEqual([`en ${ORIGIN}/coordinators`, `es ${ORIGIN}/es/coordinators`, `x-default ${ORIGIN}/coordinators`]);
    await asIfEnglishOnly('/privacy-policy', async () => {
      await act(() => router.navigate('/privacy-policy'));
      expect(alternates()).toEqual([]);
    });
  });

  it('when a Spanish page is reached, then its title, description and canonical are the Spanish ones, with the same alternates', async () => {
    const router = setup('/es', 'es');
    await act(() => router.navigate('/es/about'));
    expect(document.title).toBe(SHELL.es.routes['/about'].title);
    await vi.waitFor(() => expect(document.querySelector('meta[name="description"]')!.getAttribute('content')).toBe(descriptionsEs['/about']));
    expect(document.querySelector('link[rel="canonical"]')!.getAttribute('href')).toBe(`${ORIGIN}/es/about`);
    expect(alternates()).toEqual([`en ${ORIGIN}/about`, `es ${ORIGIN}/es/about`, `x-default ${ORIGIN}/about`]);
    await act(() => router.navigate('/es/nowhere'));
    expect(document.title).toBe('Página no encontrada | Evergreen Mobile Wound Care');
    expect(document.querySelector('link[rel="canonical"]')).toBeNull();
    expect(alternates()).toEqual([]);
  });
});
