// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { GUIDES, guidePath } from '#contract';
import { GUIDE_TITLES_ES } from '#contract/guides.es';
import type { Lang } from '#contract/language';
import { resources as en } from '../i18n/resources.en';
import { resources as es } from '../i18n/resources.es';
import { renderIn } from '../testing/in-language';
import { routerFuture } from '../lib/router-future';
import { ResourcesPage } from './resources';

afterEach(cleanup);

const WORDS = { en, es };

function show(lang: Lang) {
  renderIn(
    <MemoryRouter initialEntries={[lang === 'es' ? '/es/resources' : '/resources']} future={routerFuture}>
      <ResourcesPage words={WORDS[lang]} />
    </MemoryRouter>,
    lang,
  );
  return {
    headings: screen.getAllByRole('heading').map((heading) => `${heading.tagName} ${heading.textContent}`),
    links: screen.getAllByRole('link').map((link) => `${link.textContent} ${link.getAttribute('href')}${link.hasAttribute('hreflang') ? ` ${link.getAttribute('hreflang')}` : ''}`),
  };
}

describe('the resources page in both languages (docs/decisions/031)', () => {
  it('when shown in English, then each guide is linked by its English title to the English guide', () => {
    const { headings, links } = show('en');
    expect(headings[0]).toBe('H1 Care Guides & Resources');
    for (const { slug, title } of GUIDES) expect(links).toContain(`${title} (opens in a new tab) ${guidePath(slug)}`);
    expect(links).toContain(`Read the full guide: When to Seek Professional Help (opens in a new tab) ${guidePath('when-to-seek-professional-help')}`);
    expect(links).toContain(`Start Caregiver Training (opens in a new tab) ${guidePath('caregiver-training-guide')}`);
    expect(links.filter((link) => link.includes('/es/'))).toEqual([]);
  });

  it('when shown in Spanish, then each guide card, teaser and the training link go to the Spanish guide by its Spanish title, and every heading is Spanish', () => {
    const english = show('en');
    cleanup();
    const { headings, links } = show('es');
    expect(headings.map((heading) => heading.slice(0, 2))).toEqual(english.headings.map((heading) => heading.slice(0, 2)));
    expect(headings.filter((heading, index) => heading === english.headings[index])).toEqual([]);
    expect(headings[0]).toBe('H1 Guías y recursos de cuidado');
    const newTab = ' (se abre en una pestaña nueva)';
    for (const { slug } of GUIDES) {
      expect(guidePath(slug, 'es')).toMatch(/\/es\//);
      expect(links).toContain(`${GUIDE_TITLES_ES[slug]}${newTab} ${guidePath(slug, 'es')}`);
    }
    expect(links).toContain(`${es.articles.readMore}: ${GUIDE_TITLES_ES['diabetic-foot-care-guide']}${newTab} ${guidePath('diabetic-foot-care-guide', 'es')}`);
    expect(links).toContain(`${es.training.start}${newTab} ${guidePath('caregiver-training-guide', 'es')}`);
    // Every guide link is to a Spanish guide: none to an English one.
    const guideLinks = links.filter((link) => link.includes('.html'));
    expect(guideLinks).toHaveLength(GUIDES.length + en.articles.items.length + 1);
    expect(guideLinks.filter((link) => !link.includes('/es/'))).toEqual([]);
  });
});
