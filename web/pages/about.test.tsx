// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Lang } from '#contract/language';
import { about as en } from '../i18n/about.en';
import { about as es } from '../i18n/about.es';
import { renderIn } from '../testing/in-language';
import { routerFuture } from '../lib/router-future';
import { AboutPage } from './about';

afterEach(cleanup);

const WORDS = { en, es };

function show(lang: Lang) {
  const path = lang === 'es' ? '/es/about' : '/about';
  renderIn(
    <MemoryRouter initialEntries={[path]} future={routerFuture}>
      <AboutPage words={WORDS[lang]} />
    </MemoryRouter>,
    lang,
  );
  return {
    headings: screen.getAllByRole('heading').map((heading) => `${heading.tagName} ${heading.textContent}`),
    links: screen.getAllByRole('link').map((link) => `${link.textContent} ${link.getAttribute('href')}`),
  };
}

describe('the about page in both languages (the pattern of docs/decisions/031)', () => {
  it('when shown in English, then it reads as docs/product.md words it', () => {
    const { headings, links } = show('en');
    expect(headings).toEqual([
      'H1 About Evergreen Mobile Wound Care',
      'H2 Our Mission',
      'H2 Our Vision',
      'H2 Our Values',
      'H2 Specialist care, without the trip',
      'H3 Certified Excellence',
      'H3 Convenient Care',
      'H3 Advanced Technology',
      'H2 Who we care for',
      'H2 Talk to a wound care nurse',
    ]);
    expect(links).toEqual(['Contact Us /contact', 'Explore Our Services /services']);
  });

  it('when shown in Spanish, then every heading is the Spanish one at the same place, and its links go to the pages in Spanish where they are built', () => {
    const english = show('en');
    cleanup();
    const { headings, links } = show('es');
    expect(headings.map((heading) => heading.slice(0, 2))).toEqual(english.headings.map((heading) => heading.slice(0, 2)));
    expect(headings[0]).toBe('H1 Sobre Evergreen Mobile Wound Care');
    expect(headings.slice(1, 4)).toEqual(['H2 Nuestra misión', 'H2 Nuestra visión', 'H2 Nuestros valores']);
    expect(headings.filter((heading, index) => heading === english.headings[index])).toEqual([]);
    expect(screen.getByRole('img').getAttribute('alt')).toBe(es.teamImage);
    // /contact (28forms) and /services (28content) are built in Spanish: their Spanish pages (web/content/routes.ts).
    expect(links).toEqual([`${es.cta.contact} /es/contact`, `${es.cta.services} /es/services`]);
  });
});
