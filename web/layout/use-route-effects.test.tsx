// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { MemoryRouter, type NavigateFunction, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOT_FOUND, routeFor } from '../content/routes';
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

function setup(path: string) {
  // As the server sends a page: the canonical link names PUBLIC_URL, not the origin the browser used.
  document.head.innerHTML = `<meta name="description" content=""><link rel="canonical" href="${ORIGIN}${path}">`;
  // jsdom does not lay out, so it has no scrolling.
  window.scrollTo = vi.fn() as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();
  // The site's way of routing: a history router and hooks, no route objects (web/app.tsx).
  render(
    <MemoryRouter initialEntries={[path]} future={routerFuture}>
      <Frame />
    </MemoryRouter>,
  );
  return { navigate: (to: string) => navigate(to) };
}

afterEach(cleanup);

describe('route effects', () => {
  it('when the route changes, then title, description and canonical (at the public origin) follow the route table', async () => {
    const router = setup('/');
    await act(() => router.navigate('/faqs/'));
    expect(document.title).toBe(routeFor('/faqs').title);
    expect(document.querySelector('meta[name="description"]')!.getAttribute('content')).toBe(routeFor('/faqs').description);
    expect(document.querySelector('link[rel="canonical"]')!.getAttribute('href')).toBe(`${ORIGIN}/faqs`);
    expect(document.activeElement?.id).toBe('main');
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('when an unknown path is reached, then the not-found title shows and the canonical link goes, to come back at the same origin', async () => {
    const router = setup('/about');
    await act(() => router.navigate('/nowhere'));
    expect(document.title).toBe(NOT_FOUND.title);
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
});
