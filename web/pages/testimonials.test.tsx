// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { provider } from '#contract';
import type { Lang } from '#contract/language';
import { STORY_PEOPLE } from '../i18n/story-people';
import { TESTIMONIALS } from '../i18n/english-testimonials';
import { STORIES as storiesEn } from '../i18n/stories.en';
import { STORIES as storiesEs } from '../i18n/stories.es';
import { testimonials as en } from '../i18n/testimonials.en';
import { testimonials as es } from '../i18n/testimonials.es';
import { renderIn } from '../testing/in-language';
import { routerFuture } from '../lib/router-future';
import { TestimonialsPage } from './testimonials';

afterEach(() => {
  cleanup();
  vi.doUnmock('../content/story-notes');
  vi.resetModules();
});

const WORDS = { en, es };

function show(lang: Lang) {
  renderIn(
    <MemoryRouter initialEntries={[lang === 'es' ? '/es/testimonials' : '/testimonials']} future={routerFuture}>
      <TestimonialsPage words={WORDS[lang]} />
    </MemoryRouter>,
    lang,
  );
  return {
    headings: screen.getAllByRole('heading').map((heading) => `${heading.tagName} ${heading.textContent}`),
    stories: screen.getAllByRole('figure').map((figure) => figure.textContent),
    main: document.body.textContent ?? '',
  };
}

describe('the patient stories in both languages (docs/decisions/031)', () => {
  it('when shown in English, then the six stories read as before, each with its teller, and the notes the facts file calls for', () => {
    const { headings, stories, main } = show('en');
    expect(headings[0]).toBe('H1 Patient Stories');
    expect(stories).toHaveLength(6);
    TESTIMONIALS.forEach((story, index) => {
      expect(stories[index]).toContain(story.text);
      expect(stories[index]).toContain(`${story.name}${story.role}`);
    });
    expect(stories[0]).toContain('5 out of 5 stars');
    expect(stories[4]).toContain('She was not paid for this story.');
    expect(main).toContain(storiesEn.resultsVary);
    expect(provider.testimonials).toBe('sample');
    expect(main).toContain(storiesEn.sampleNote);
    expect(main).not.toContain('written permission');
  });

  it('when shown in Spanish, then every story, role, disclosure, note and heading is the Spanish one, with the same tellers', () => {
    const english = show('en');
    cleanup();
    const { headings, stories, main } = show('es');
    expect(headings.map((heading) => heading.slice(0, 2))).toEqual(english.headings.map((heading) => heading.slice(0, 2)));
    expect(headings.filter((heading, index) => heading === english.headings[index])).toEqual([]);
    expect(headings[0]).toBe('H1 Historias de pacientes');
    STORY_PEOPLE.forEach((person, index) => {
      expect(stories[index]).toContain(storiesEs.items[index]!.text);
      expect(stories[index]).toContain(`${person.name}${storiesEs.items[index]!.role}`);
      expect(stories[index]).toContain('5 de 5 estrellas');
      expect(stories[index]).not.toContain(storiesEn.items[index]!.text);
    });
    expect(stories[4]).toContain(storiesEs.items[4]!.disclosure);
    expect(main).toContain(storiesEs.resultsVary);
    expect(main).toContain(storiesEs.sampleNote);
    expect(main).not.toContain(storiesEs.permissionNote);
    expect(main).not.toContain(storiesEn.resultsVary);
  });

  it('when the facts file says the stories are real, then both languages say they are shared with written permission, and neither calls them samples', async () => {
    vi.resetModules();
    vi.doMock('../content/story-notes', async (original) => ({ ...(await original<object>()), STORIES_ARE_REAL: true }));
    // The page, its language and its router as fresh modules, all seeing the mocked facts.
    const [{ TestimonialsPage: RealStories }, testing, router] = await Promise.all([import('./testimonials'), import('../testing/in-language'), import('react-router-dom')]);
    for (const [lang, stories] of [['en', storiesEn], ['es', storiesEs]] as const) {
      testing.renderIn(
        <router.MemoryRouter future={routerFuture}>
          <RealStories words={WORDS[lang]} />
        </router.MemoryRouter>,
        lang,
      );
      const main = document.body.textContent ?? '';
      expect(main).toContain(stories.permissionNote);
      expect(main).not.toContain(stories.sampleNote);
      cleanup();
    }
  });
});
