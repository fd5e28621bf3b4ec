// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Lang } from '#contract/language';
import { HOME_SERVICE_CARDS } from '../i18n/services';
import { TESTIMONIALS } from '../i18n/english-testimonials';
import { home as en } from '../i18n/home.en';
import { home as es } from '../i18n/home.es';
import { renderIn } from '../testing/in-language';
import { routerFuture } from '../lib/router-future';
import { CARD_LOOKS, HomePage, STORY_PHOTOS } from './home';

afterEach(cleanup);

function show(lang: Lang) {
  renderIn(
    <MemoryRouter initialEntries={[lang === 'es' ? '/es' : '/']} future={routerFuture}>
      <HomePage words={lang === 'es' ? es : en} />
    </MemoryRouter>,
    lang,
  );
  return screen.getAllByRole('heading').map((heading) => `${heading.tagName} ${heading.textContent}`);
}

describe('the home page in both languages', () => {
  it('when its cards and stories are drawn, then their icons, colours and photos are those of the services and stories they name', () => {
    expect(CARD_LOOKS.map(({ icon, color }) => ({ icon, color }))).toEqual(HOME_SERVICE_CARDS.map(({ icon, color }) => ({ icon, color })));
    expect(STORY_PHOTOS).toEqual(TESTIMONIALS.slice(0, 2).map((story) => story.image));
    expect(TESTIMONIALS.slice(0, 2).map((story) => story.rating)).toEqual([5, 5]);
    expect(es.stories.items.map((story) => story.name)).toEqual(en.stories.items.map((story) => story.name));
  });

  it('when shown in English, then it reads as before: the heading, the three cards and the two stories', () => {
    const headings = show('en');
    expect(headings[0]).toBe('H1 Expert wound care, brought to your door');
    expect(headings).toContain('H3 Advanced Wound Care');
    expect(screen.getByText('Margaret T.')).toBeTruthy();
    expect(screen.getAllByText('5 out of 5 stars')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Learn More about Advanced Wound Care' }).getAttribute('href')).toBe('/services');
    expect(screen.getByText(/^We visit homes and facilities in Hamilton, Butler, Warren and Clermont counties, Ohio \(Eastern Time\)\.$/)).toBeTruthy();
  });

  it('when shown in Spanish, then each heading is in Spanish at the same level and place, with the zone named in Spanish', () => {
    const english = show('en');
    cleanup();
    const headings = show('es');
    expect(headings.map((heading) => heading.slice(0, 2))).toEqual(english.map((heading) => heading.slice(0, 2)));
    expect(headings[0]).toBe('H1 Cuidado experto de heridas, en la puerta de su casa');
    expect(headings).toContain('H3 Cuidado avanzado de heridas');
    expect(screen.getAllByText('5 de 5 estrellas')).toHaveLength(2);
    expect(screen.getByText(/^Visitamos casas y centros en los condados de Hamilton, Butler, Warren y Clermont, Ohio \(hora del Este\)\.$/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Más información sobre Cuidado avanzado de heridas' })).toBeTruthy();
  });
});
