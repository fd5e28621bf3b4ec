// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { provider } from '#contract';
import { noticeFacts } from '#contract/provider.notices';
import type { Lang } from '#contract/language';
import { TOP_15_BY_STATE } from '#contract/tagline-languages';
import { ENGLISH_TAGLINE, TAGLINES, type TaglineLang, untranslatedTaglines } from '#contract/taglines';
import { nondiscrimination as en } from '../i18n/nondiscrimination.en';
import { nondiscrimination as es } from '../i18n/nondiscrimination.es';
import { renderIn } from '../testing/in-language';
import { routerFuture } from '../lib/router-future';
import { LanguageTaglines } from '../ui/language-taglines';
import { NondiscriminationPage } from './nondiscrimination';

afterEach(cleanup);

const WORDS = { en, es };

function show(lang: Lang) {
  renderIn(
    <MemoryRouter initialEntries={[lang === 'es' ? '/es/nondiscrimination' : '/nondiscrimination']} future={routerFuture}>
      <NondiscriminationPage words={WORDS[lang]} />
    </MemoryRouter>,
    lang,
  );
  return screen.getAllByRole('heading').map((heading) => `${heading.tagName} ${heading.textContent}`);
}

const section = (id: string) => document.getElementById(id)!;
/** The text a tel: link has after it, up to the end of its parent: where "TTY 711" must be. */
const besideLink = (link: HTMLElement) => link.parentElement!.textContent!.slice(link.parentElement!.textContent!.indexOf(link.textContent!));

describe('the nondiscrimination and language assistance page (Section 1557, 45 CFR 92.10–92.11)', () => {
  it('when shown in English, then it has the notice’s parts in order: policy, aids, language help, how to ask, the coordinator, grievances, the federal complaint, the taglines', () => {
    expect(show('en')).toEqual([
      'H1 Nondiscrimination and Language Assistance',
      'H2 On this page',
      'H2 Our nondiscrimination policy',
      'H2 Free help for people with disabilities',
      'H2 Free language help',
      'H2 How to ask for help',
      'H2 Our Section 1557 Coordinator',
      'H2 How to file a grievance with us',
      'H2 How to file a complaint with the federal government',
      'H2 Help in your language',
    ]);
  });

  it('when the policy is read, then it names every ground of HHS’s sample notice, sex with what it includes, and no exclusion or worse treatment', () => {
    show('en');
    const policy = section('policy').textContent!;
    for (const ground of ['race', 'color', 'national origin', 'age', 'disability', 'sex (including sex characteristics', 'intersex traits', 'pregnancy or related conditions', 'sexual orientation', 'gender identity', 'sex stereotypes']) {
      expect(policy, ground).toContain(ground);
    }
    expect(policy).toContain(`${provider.brandName} does not exclude people or treat them less favorably because of race, color, national origin, age, disability, or sex.`);
    expect(within(section('aids')).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Qualified sign language interpreters',
      'Written information in other formats: large print, audio, accessible electronic formats and other formats',
    ]);
    expect(within(section('language')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Qualified interpreters', 'Information written in other languages']);
    // 45 CFR 92.10: the aids and the language help are free of charge and in a timely manner.
    expect(section('aids').textContent).toContain('free of charge and in a timely manner');
    expect(section('language').textContent).toContain('free of charge and in a timely manner');
  });

  it('when the visitor looks for how to ask, then our phone (with TTY 711) and e-mail are there, and the coordinator is the facts file’s with phone, e-mail and address', () => {
    show('en');
    const ask = within(section('ask'));
    const phone = ask.getByRole('link', { name: provider.phone });
    expect(phone.getAttribute('href')).toBe(`tel:${provider.phoneHref}`);
    expect(besideLink(phone)).toMatch(new RegExp(`^${provider.phone.replace(/[()]/g, '\\$&')} \\(TTY\u00a0711\\)`));
    expect(ask.getByRole('link', { name: provider.email }).getAttribute('href')).toBe(`mailto:${provider.email}`);

    const coordinator = section('coordinator');
    const facts = noticeFacts.section1557Coordinator;
    expect(coordinator.textContent).toContain(facts.name || facts.title);
    const coordinatorPhone = within(coordinator).getByRole('link', { name: facts.phone });
    expect(coordinatorPhone.getAttribute('href')).toBe(`tel:${facts.phoneHref}`);
    expect(besideLink(coordinatorPhone)).toContain('(TTY\u00a0711)');
    expect(within(coordinator).getByRole('link', { name: facts.email }).getAttribute('href')).toBe(`mailto:${facts.email}`);
    expect(coordinator.textContent).toContain(facts.address);
    expect(section('grievance').textContent).toContain('You can file a grievance in person, by mail or by e-mail');
    expect(section('grievance').textContent).toContain('is available to help you');
  });

  it('when the federal complaint is read, then it gives OCR’s portal, mailing address, phone and TDD, and its complaint forms, as HHS words them', () => {
    show('en');
    const complaint = section('complaint');
    const hrefs = within(complaint).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['https://ocrportal.hhs.gov/ocr/portal/lobby.jsf', 'tel:+18003681019', 'tel:+18005377697', 'https://www.hhs.gov/ocr/complaints/index.html']);
    expect(complaint.textContent).toContain('U.S. Department of Health and Human Services, Office for Civil Rights');
    expect(complaint.textContent).toContain('U.S. Department of Health and Human Services200 Independence Avenue, SWRoom 509F, HHH BuildingWashington, D.C. 20201');
    expect(complaint.textContent).toContain('By phone: 1-800-368-1019, or 800-537-7697 (TDD)');
  });

  it('when the taglines are shown, then they are the state’s 15 languages (Chinese in both scripts), in its order, each in its own language with our number and TTY 711, and Arabic runs right to left', () => {
    show('en');
    const items = within(section('languages')).getAllByRole('listitem');
    expect(items).toHaveLength(16);
    const names = items.map((item) => item.querySelector('strong')!);
    expect(names.map((name) => name.getAttribute('lang'))).toEqual([...noticeFacts.languageAssistance.taglines]);
    expect(noticeFacts.languageAssistance.taglines).toEqual(TOP_15_BY_STATE.OH);
    for (const [index, item] of items.entries()) {
      const lang = names[index]!.getAttribute('lang') as TaglineLang;
      const line = item.querySelector('p')!;
      const text = TAGLINES[lang].text ?? ENGLISH_TAGLINE.replace('{language}', TAGLINES[lang].english);
      expect(line.getAttribute('dir'), lang).toBe(lang === 'ar' ? 'rtl' : null);
      expect(line.textContent, lang).toBe(text.replace('{phone}', `${provider.phone} (TTY\u00a0711)`));
      expect(within(item).getByRole('link').getAttribute('href'), lang).toBe(`tel:${provider.phoneHref}`);
    }
    // A right-to-left line keeps the number itself left to right: '(555) 014-2273', never mirrored.
    expect(items.find((item) => item.querySelector('strong')!.lang === 'ar')!.querySelector('a')!.parentElement!.getAttribute('dir')).toBe('ltr');
  });

  it('when HHS has no translation of its tagline in a language (Romanian), then its line is HHS’s English tagline naming it, marked as English, under its own name', () => {
    show('en');
    const romanian = within(section('languages'))
      .getAllByRole('listitem')
      .find((item) => item.querySelector('strong')!.lang === 'ro')!;
    expect(romanian.querySelector('strong')!.textContent).toBe('Română');
    expect(romanian.querySelector('p')!.getAttribute('lang')).toBe('en');
    expect(romanian.querySelector('p')!.textContent).toMatch(/^ATTENTION: If you speak Romanian, free language assistance services are available to you\. Appropriate auxiliary aids and services/);
  });

  it('when the facts file names a qualified translator’s tagline for such a language, then it shows in that language instead', () => {
    const langs: TaglineLang[] = ['so', 'ro', 'zh-Hant', 'es'];
    renderIn(<LanguageTaglines langs={langs} qualified={{ ro: { text: 'Test line, {phone}.' } }} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('strong')!.textContent)).toEqual(['Soomaali', 'Română', '繁體中文', 'Español']);
    expect(items.map((item) => item.querySelector('p')!.getAttribute('lang'))).toEqual(['so', 'ro', 'zh-Hant', 'es']);
    expect(items[1]!.querySelector('p')!.textContent).toBe(`Test line, ${provider.phone} (TTY\u00a0711).`);
  });

  it('when shown in Spanish, then every heading is the Spanish one at the same place, the coordinator’s title is in Spanish, and the taglines are the same lines', () => {
    const english = show('en');
    const englishTaglines = within(section('languages')).getAllByRole('listitem').map((item) => item.outerHTML);
    cleanup();
    const headings = show('es');
    expect(headings.map((heading) => heading.slice(0, 2))).toEqual(english.map((heading) => heading.slice(0, 2)));
    expect(headings[0]).toBe('H1 No discriminación y ayuda con el idioma');
    expect(headings.filter((heading, index) => heading === english[index])).toEqual([]);
    // 45 CFR 92.10's "free of charge and in a timely manner", in Spanish too.
    expect(section('aids').textContent).toContain('gratis y a tiempo');
    expect(section('language').textContent).toContain('gratis y a tiempo');
    expect(section('coordinator').textContent).toContain('Coordinador de la Sección 1557');
    expect(section('coordinator').textContent).not.toContain('Section 1557 Coordinator');
    // HHS's name and address stay in English, marked so for screen readers (WCAG 3.1.2).
    expect([...section('complaint').querySelectorAll('[lang="en"]')].map((part) => part.textContent)).toEqual(['U.S. Department of Health and Human Services, Office for Civil Rights', 'U.S. Department of Health and Human Services200 Independence Avenue, SWRoom 509F, HHH BuildingWashington, D.C. 20201']);
    expect(besideLink(within(section('ask')).getByRole('link', { name: provider.phone }))).toContain('(TTY\u00a0711)');
    expect(within(section('languages')).getAllByRole('listitem').map((item) => item.outerHTML)).toEqual(englishTaglines);
  });
});

describe('the taglines (api/contract/taglines.ts)', () => {
  it('when the texts are read, then each is HHS’s 2024 wording with our number once, only Arabic runs right to left, and only Romanian has no HHS translation', () => {
    for (const [lang, tagline] of Object.entries(TAGLINES)) {
      if (tagline.text) expect(tagline.text.split('{phone}'), lang).toHaveLength(2);
    }
    expect(ENGLISH_TAGLINE.split('{phone}')).toHaveLength(2);
    expect(TAGLINES.es.text).toContain('También están disponibles de forma gratuita ayuda y servicios auxiliares apropiados para proporcionar información en formatos accesibles');
    expect(Object.entries(TAGLINES).filter(([, tagline]) => tagline.dir === 'rtl').map(([lang]) => lang)).toEqual(['ar']);
    expect(untranslatedTaglines(TOP_15_BY_STATE.OH)).toEqual(['ro']);
    expect(untranslatedTaglines(TOP_15_BY_STATE.OH, { ro: { text: 'Test line, {phone}.' } })).toEqual([]);
  });
});
