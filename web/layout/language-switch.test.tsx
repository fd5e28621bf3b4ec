// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Lang } from '#contract/language';
import { resetDrafts } from '../lib/form-drafts';
import { languageChosen } from '../lib/language-choice';
import { routerFuture } from '../lib/router-future';
import { asIfEnglishOnly } from '../testing/english-only';
import { renderIn } from '../testing/in-language';
import { useFormState } from '../ui/form/use-form-state';
import { LanguageSwitch } from './language-switch';

/** A form as the site's forms keep their values: useFormState with a draft id. */
function NameForm({ draftId }: { draftId: string }) {
  const { values, set } = useFormState({ fullName: '' }, draftId);
  return (
    <label>
      Name
      <input value={values.fullName} onChange={(event) => set('fullName')(event.target.value)} />
    </label>
  );
}

/** A page load at `path` in `lang`: the switch in the header and a form on the page. */
function loadPage(path: string, lang: Lang, draftId = 'inquiry') {
  cleanup();
  resetDrafts();
  window.history.replaceState(null, '', path);
  renderIn(
    <MemoryRouter initialEntries={[path]} future={routerFuture}>
      <LanguageSwitch />
      <NameForm draftId={draftId} />
    </MemoryRouter>,
    lang,
  );
}

// jsdom does not load another document: the click's default (a full page load) is stopped here, as the test loads the next page itself.
const click = (link: HTMLElement) => fireEvent.click(link, { button: 0 });
const stopNavigation = (event: Event) => event.preventDefault();

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  document.addEventListener('click', stopNavigation);
});
afterEach(() => {
  cleanup();
  document.removeEventListener('click', stopNavigation);
});

describe('the language switch', () => {
  it('when followed, then it goes to the same page in the other language, named in that language, and what was typed comes back there', () => {
    loadPage('/about', 'en');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Rosa Díaz' } });
    const link = screen.getByRole('link', { name: /^Español( ES)?$/ });
    expect(link.getAttribute('href')).toBe('/es/about');
    expect([link.getAttribute('hreflang'), link.getAttribute('lang')]).toEqual(['es', 'es']);
    click(link);
    expect(languageChosen()).toBe(true);

    loadPage('/es/about', 'es');
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Rosa Díaz');
    expect(screen.getByRole('link', { name: /^English( EN)?$/ }).getAttribute('href')).toBe('/about');
  });

  it('when the other page has another form, then that form stays empty', () => {
    loadPage('/about', 'en');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Rosa' } });
    click(screen.getByRole('link', { name: /^Español( ES)?$/ }));
    loadPage('/es/about', 'es', 'consultation');
    expect(screen.getByLabelText('Name')).toHaveProperty('value', '');
  });

  it('when the page is not built in the other language (or is the 404), then there is no switch', async () => {
    await asIfEnglishOnly('/privacy-policy', () => {
      loadPage('/privacy-policy', 'en');
      expect(screen.queryByRole('link', { name: /^Español( ES)?$/ })).toBeNull();
    });
    loadPage('/privacy-policy', 'en');
    expect(screen.getByRole('link', { name: /^Español( ES)?$/ }).getAttribute('href')).toBe('/es/privacy-policy');
    loadPage('/es/nowhere', 'es');
    expect(screen.queryByRole('link', { name: /^English( EN)?$/ })).toBeNull();
  });
});
