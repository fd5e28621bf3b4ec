// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { provider } from '#contract';
import type { Lang } from '#contract/language';
import { privacyEs } from '#contract/provider.privacy.es';
import { HIPAA } from '../content/privacy-law';
import { noticeOfPrivacyPractices as en } from '../i18n/notice-of-privacy-practices.en';
import { noticeOfPrivacyPractices as es } from '../i18n/notice-of-privacy-practices.es';
import { noticeFacts } from '#contract/provider.notices';
import { TAGLINES } from '#contract/taglines';
import { renderIn } from '../testing/in-language';
import { routerFuture } from '../lib/router-future';
import { NoticeOfPrivacyPracticesPage } from './notice-of-privacy-practices';

afterEach(cleanup);

const WORDS = { en, es };

/** Every number a text names, in order of size: what the two languages must say alike. */
const numbersIn = (text: string) => (text.match(/\d[\d,.-]*\d|\d/g) ?? []).sort();

function show(lang: Lang) {
  renderIn(
    <MemoryRouter initialEntries={[lang === 'es' ? '/es/notice-of-privacy-practices' : '/notice-of-privacy-practices']} future={routerFuture}>
      <NoticeOfPrivacyPracticesPage words={WORDS[lang]} />
    </MemoryRouter>,
    lang,
  );
  const sections = [...document.querySelectorAll('section[id]')];
  return {
    headings: screen.getAllByRole('heading').map((heading) => `${heading.tagName} ${heading.textContent}`),
    links: screen.getAllByRole('link').map((link) => link.getAttribute('href')),
    ids: sections.map((section) => section.id),
    numbers: sections.map((section) => numbersIn(section.textContent!)),
    text: (id: string) => document.getElementById(id)!.textContent!.replace(/\s+/g, ' '),
  };
}

describe('the Notice of Privacy Practices (45 CFR 164.520) in both languages', () => {
  it('when shown in English then in Spanish, then the Spanish is the whole notice: the header first, every heading at its place, the same rights with the same figures and contacts, its date in Spanish', () => {
    const english = show('en');
    expect(english.headings.slice(0, 4)).toEqual(['H1 Notice of Privacy Practices', 'H2 On this page', 'H2 Your Rights', 'H3 Get a copy of your medical record']);
    expect(english.ids).toEqual(['your-rights', 'your-choices', 'our-uses', 'without-permission', 'authorization', 'our-duties', 'changes', 'contact', 'language-help']);
    expect(screen.getByText(en.header).tagName).toBe('P');
    expect(screen.getByText(/^Effective date:/).textContent).toBe('Effective date: December 6, 2026');
    expect(english.text('your-rights')).toContain(`usually within ${HIPAA.copyDays} days of your request`);
    expect(english.text('your-rights')).toContain(`in writing within ${HIPAA.correctionDays} days`);
    expect(english.text('your-rights')).toContain(`in the six years before your request`);
    expect(english.text('your-rights')).toContain(`write to 200 Independence Avenue, S.W., Washington, D.C. 20201, call 1-877-696-6775, or visit www.hhs.gov/ocr/privacy/hipaa/complaints/.`);
    expect(english.text('contact')).toContain(`contact our ${provider.privacy.officer} at ${provider.phone}`);
    cleanup();

    const spanish = show('es');
    expect(spanish.headings.map((heading) => heading.slice(0, 2))).toEqual(english.headings.map((heading) => heading.slice(0, 2)));
    expect(spanish.headings.filter((heading, index) => heading === english.headings[index])).toEqual([]);
    expect(spanish.headings[0]).toBe('H1 Aviso de Prácticas de Privacidad');
    expect(spanish.ids).toEqual(english.ids);
    expect(spanish.numbers).toEqual(english.numbers);
    // The required header comes first, in Spanish, in capitals as the English.
    expect(screen.getByText(es.header).compareDocumentPosition(document.getElementById('your-rights')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(es.header).toBe(es.header.toUpperCase());
    expect(screen.getByText(/^Fecha de vigencia:/).textContent).toBe('Fecha de vigencia: 6 de diciembre de 2026');
    expect(spanish.text('your-rights')).toContain('en los seis años antes de su solicitud');
    expect(spanish.text('your-rights')).toContain('Oficina de Derechos Civiles del Departamento de Salud y Servicios Humanos');
    expect(spanish.text('contact')).toContain(`comuníquese con nuestro ${privacyEs.officer} al ${provider.phone}`);
    expect(spanish.text('our-uses')).toContain(privacyEs.hosting);
    // The same links: the in-page one to the written-permission section, the policy in Spanish, the same phone and e-mail.
    expect(spanish.links).toEqual(english.links.map((href) => (href === '/privacy-policy' || href === '/nondiscrimination' ? `/es${href}` : href)));
    expect(spanish.links).toContain('#authorization');
  });

  it('when its last section is read in either language, then it is the notice of free language help and aids (45 CFR 92.11) with our number, a link to the full notice, and every tagline of the state, each in its own language', () => {
    for (const lang of ['en', 'es'] as const) {
      const notice = show(lang);
      const section = document.getElementById('language-help')!;
      expect(notice.headings).toContain(lang === 'en' ? 'H2 Free Language Help and Other Formats' : 'H2 Ayuda gratis con el idioma y otros formatos');
      expect(notice.text('language-help')).toContain(lang === 'en' ? 'free of charge and in a timely manner' : 'Ofrecemos gratis y a tiempo servicios de ayuda con el idioma');
      expect(notice.text('language-help')).toContain(lang === 'en' ? 'auxiliary aids and services' : 'ayudas y servicios auxiliares');
      expect(notice.text('language-help')).toContain(`${provider.phone} (TTY 711)`);
      expect(notice.text('language-help')).toContain(lang === 'en' ? 'most spoken in Ohio' : 'más se hablan en Ohio');
      expect(section.querySelector('a[href$="/nondiscrimination"]')!.getAttribute('href')).toBe(lang === 'en' ? '/nondiscrimination' : '/es/nondiscrimination');
      const taglines = [...section.querySelectorAll('li')];
      expect(taglines.map((item) => item.querySelector('strong')!.getAttribute('lang'))).toEqual([...noticeFacts.languageAssistance.taglines]);
      expect(taglines.find((item) => item.querySelector('strong')!.lang === 'so')!.querySelector('p')!.textContent).toBe(TAGLINES.so.text!.replace('{phone}', `${provider.phone} (TTY\u00a0711)`));
      cleanup();
    }
  });
});
