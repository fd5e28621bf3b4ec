// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { provider } from '#contract';
import { noticeFacts } from '#contract/provider.notices';
import type { Lang } from '#contract/language';
import { isIn, type Route, ROUTES } from '../content/routes';
import { accessibility as en } from '../i18n/accessibility.en';
import { accessibility as es } from '../i18n/accessibility.es';
import { asIfEnglishOnly } from '../testing/english-only';
import { renderIn, SHELL } from '../testing/in-language';
import { routerFuture } from '../lib/router-future';
import { AccessibilityPage } from './accessibility';

afterEach(cleanup);

const WORDS = { en, es };

function show(lang: Lang) {
  renderIn(
    <MemoryRouter initialEntries={[lang === 'es' ? '/es/accessibility' : '/accessibility']} future={routerFuture}>
      <AccessibilityPage words={WORDS[lang]} />
    </MemoryRouter>,
    lang,
  );
  return screen.getAllByRole('heading').map((heading) => `${heading.tagName} ${heading.textContent}`);
}

const section = (id: string) => document.getElementById(id)!;
const englishOnly = () => (ROUTES as readonly Route[]).filter((route) => !route.noindex && !isIn(route, 'es'));

describe('the accessibility statement', () => {
  it('when shown in English, then it gives the standard, its conformance status, how the site is tested, its limits, how to report a barrier and the last review', () => {
    expect(show('en')).toEqual([
      'H1 Accessibility Statement',
      'H2 On this page',
      'H2 Our standard',
      'H2 Conformance status',
      'H2 How we test',
      'H2 Known limits',
      'H2 Report a barrier',
      'H2 Last review',
    ]);
    expect(section('standard').textContent).toContain('WCAG) 2.2 at Level AA');
    // The status, and when a known gap is fixed: the facts file's days.
    expect(section('status').textContent).toContain('Partially conformant');
    expect(section('status').textContent).toContain(`within ${noticeFacts.accessibilityReview.fixWithinDays} days of learning of it`);
    const testing = section('testing').textContent!;
    for (const part of ['axe', '1280 pixels', '375 pixels', 'Nu HTML Checker', 'Lighthouse', 'Keyboard-only', '320 pixels', 'Chromium', 'Firefox', 'WebKit']) expect(testing, part).toContain(part);
  });

  it('when the last review is read, then its date is the facts file’s, in the hero and its own section', () => {
    show('en');
    const times = document.querySelectorAll('time');
    expect([...times].map((time) => `${time.getAttribute('datetime')} ${time.textContent}`)).toEqual([
      `${noticeFacts.accessibilityReview.date} November 27, 2026`,
      `${noticeFacts.accessibilityReview.date} November 27, 2026`,
    ]);
    expect(section('review').textContent).toBe('Last reviewWe last checked this site against WCAG 2.2 AA on November 27, 2026.');
  });

  it('when a barrier is to be reported, then our phone (with TTY 711) and e-mail are there, and the nondiscrimination notice is linked', () => {
    show('en');
    const report = within(section('report'));
    const phone = report.getByRole('link', { name: provider.phone });
    expect(phone.getAttribute('href')).toBe(`tel:${provider.phoneHref}`);
    expect(phone.parentElement!.textContent).toContain(`${provider.phone} (TTY\u00a0711)`);
    expect(report.getByRole('link', { name: provider.email }).getAttribute('href')).toBe(`mailto:${provider.email}`);
    expect(report.getByRole('link', { name: en.report.rightsLink }).getAttribute('href')).toBe('/nondiscrimination');
  });

  it('when pages are not yet in Spanish, then the limits name each of them (from the route table), linked, and no page that is; when none, no such line', async () => {
    show('en');
    expect(englishOnly()).toEqual([]);
    expect(within(section('limits')).queryAllByRole('link')).toEqual([]);
    expect(section('limits').textContent).not.toContain('not in Spanish yet');
    expect(section('limits').textContent).toContain('There are no PDF files on this site');
    await asIfEnglishOnly('/privacy-policy', () =>
      asIfEnglishOnly('/notice-of-privacy-practices', () => {
        cleanup();
        show('en');
        const links = within(section('limits')).getAllByRole('link').map((link) => link.getAttribute('href'));
        expect(links).toEqual(['/privacy-policy', '/notice-of-privacy-practices']);
        expect(links).toEqual(englishOnly().map((route) => route.path));
      }),
    );
  });

  it('when shown in Spanish, then every heading is the Spanish one at the same place, the date is written in Spanish, and links stay in Spanish where they can', async () => {
    const english = show('en');
    cleanup();
    const headings = show('es');
    expect(headings.map((heading) => heading.slice(0, 2))).toEqual(english.map((heading) => heading.slice(0, 2)));
    expect(headings[0]).toBe('H1 Declaración de accesibilidad');
    expect(headings.filter((heading, index) => heading === english[index])).toEqual([]);
    expect(section('review').textContent).toContain('el 27 de noviembre de 2026.');
    expect(section('status').textContent).toContain(`en ${noticeFacts.accessibilityReview.fixWithinDays} días o menos`);
    expect(section('report').textContent).toContain('Si le cuesta usar algo de este sitio, díganos');
    expect(within(section('report')).getByRole('link', { name: es.report.rightsLink }).getAttribute('href')).toBe('/es/nondiscrimination');
    // The pages not yet in Spanish are named in Spanish, and their links say they open in English.
    await asIfEnglishOnly('/privacy-policy', () => {
      cleanup();
      show('es');
      const names = within(section('limits')).getAllByRole('link');
      expect(names.map((link) => link.textContent)).toEqual(englishOnly().map((route) => SHELL.es.routes[route.path as keyof typeof SHELL.es.routes].title.split(' | ')[0]));
      expect(names.map((link) => link.textContent)).toEqual(['Política de privacidad']);
      expect(names.every((link) => link.getAttribute('hreflang') === 'en')).toBe(true);
    });
  });
});
