// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUDIT_YEARS, FINGERPRINT_DAYS, provider } from '#contract';
import type { Lang } from '#contract/language';
import { GOOD_FAITH } from '../content/privacy-law';
import { offline } from '../i18n/offline.es';
import { privacyPolicy as en, type PrivacyPolicyWords } from '../i18n/privacy-policy.en';
import { privacyPolicy as es } from '../i18n/privacy-policy.es';
import { inLanguage, renderIn } from '../testing/in-language';
import { routerFuture } from '../lib/router-future';
import { PrivacyPolicyPage } from './privacy-policy';

afterEach(cleanup);

const WORDS = { en, es };

type Id = keyof PrivacyPolicyWords['sections'];

/** Markup's text, as a reader sees it. */
const plain = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ');

/** A section's text as the page shows it, in `lang`. */
const textOf = (id: Id, lang: Lang = 'en'): string => plain(renderToStaticMarkup(<MemoryRouter>{inLanguage(WORDS[lang].sections[id].body(), lang)}</MemoryRouter>));

/** Every number a text names, in order of size: what the two languages must promise alike. */
const numbersIn = (text: string) => (text.match(/\d[\d,.-]*\d|\d/g) ?? []).sort();

/** The policy's catalogues evaluated again on other figures, as another provider's facts and constants would make them. */
async function policyWith(figures: { retentionMonths: number; backupDays: number; auditYears: number; fingerprintDays: number }) {
  vi.resetModules();
  vi.doMock('../../api/contract', async (importOriginal) => {
    const contract = await importOriginal<typeof import('#contract')>();
    const { retentionMonths, backupDays } = figures;
    return { ...contract, AUDIT_YEARS: figures.auditYears, FINGERPRINT_DAYS: figures.fingerprintDays, provider: { ...contract.provider, privacy: { ...contract.provider.privacy, retentionMonths, backupDays } } };
  });
  try {
    // React, the router and the language come from the same fresh modules as the catalogues (one copy of React).
    const [server, router, language, english, spanish] = await Promise.all([
      import('react-dom/server'),
      import('react-router-dom'),
      import('../testing/in-language'),
      import('../i18n/privacy-policy.en'),
      import('../i18n/privacy-policy.es'),
    ]);
    const policies = { en: english.privacyPolicy, es: spanish.privacyPolicy };
    return (id: Id, lang: Lang) =>
      plain(server.renderToStaticMarkup(<router.MemoryRouter>{language.inLanguage(policies[lang].sections[id].body(), lang)}</router.MemoryRouter>));
  } finally {
    vi.doUnmock('../../api/contract');
  }
}

// The policy's numbers come from the constants the server keeps to (api/retention/, docs/security.md section 10).
describe('the privacy policy says what the software does', () => {
  it('when it names how long things are kept, then each figure is the one the server uses', () => {
    const { retentionMonths, backupDays } = provider.privacy;
    const retention = textOf('retention');
    expect(retention).toContain(`deletes website inquiries ${retentionMonths} months after they arrive, and booking requests ${retentionMonths} months after the visit`);
    expect(retention).toContain(`deletes referrals ${retentionMonths} months after they arrive, with their documents`);
    expect(retention).toContain(`kept ${AUDIT_YEARS} years`);
    expect(retention).toContain(`backups of our records are kept ${backupDays} days`);
    expect(textOf('information-we-collect')).toContain(`for ${FINGERPRINT_DAYS} days, a one-way code`);
    expect(textOf('your-rights')).toContain(`gone within ${backupDays} days`);
  });

  it('when the Spanish names how long things are kept, then it makes the same promises with the same figures', () => {
    const { retentionMonths, backupDays } = provider.privacy;
    const retention = textOf('retention', 'es');
    expect(retention).toContain(`borra las preguntas que llegan por el sitio web ${retentionMonths} meses después de que llegan, y las solicitudes de cita ${retentionMonths} meses después de la visita`);
    expect(retention).toContain(`Borra los referidos ${retentionMonths} meses después de que llegan, con sus documentos`);
    expect(retention).toContain(`se guarda ${AUDIT_YEARS} años, como pide la ley HIPAA`);
    expect(retention).toContain(`copias de seguridad cifradas de nuestros registros se guardan ${backupDays} días, así que algo borrado desaparece de ellas en ${backupDays} días o menos`);
    expect(textOf('information-we-collect', 'es')).toContain(`durante ${FINGERPRINT_DAYS} días, un código de una sola vía`);
    expect(textOf('your-rights', 'es')).toContain(`desaparecen en ${backupDays} días o menos`);
  });

  it('when the facts and the server’s constants change, then both languages follow them: no figure is typed into the words', async () => {
    const figures = { retentionMonths: 7, backupDays: 9, auditYears: 8, fingerprintDays: 5 };
    const textWith = await policyWith(figures);
    expect(textWith('retention', 'en')).toContain('deletes website inquiries 7 months after they arrive, and booking requests 7 months after the visit');
    expect(textWith('retention', 'es')).toContain('borra las preguntas que llegan por el sitio web 7 meses después de que llegan, y las solicitudes de cita 7 meses después de la visita');
    expect(textWith('retention', 'en')).toContain('deletes referrals 7 months after they arrive');
    for (const lang of ['en', 'es'] as const) {
      expect(numbersIn(textWith('retention', lang)), lang).toEqual(['7', '7', '7', '8', '9', '9']);
      expect(numbersIn(textWith('information-we-collect', lang)), lang).toEqual(['5']);
      expect(numbersIn(textWith('your-rights', lang)), lang).toEqual(['9']);
    }
  });

  it('when the two languages are set side by side, then they have the same sections in the same order, each naming the same numbers', () => {
    expect(Object.keys(es.sections)).toEqual(Object.keys(en.sections));
    for (const id of Object.keys(en.sections) as Id[]) {
      expect(numbersIn(textOf(id, 'es')), id).toEqual(numbersIn(textOf(id, 'en')));
      expect(textOf(id, 'es'), id).not.toBe(textOf(id, 'en'));
    }
    for (const lang of ['en', 'es'] as const) {
      const estimate = textOf('good-faith-estimate', lang);
      for (const figure of [`$${GOOD_FAITH.disputeDollars}`, GOOD_FAITH.phone, GOOD_FAITH.web, provider.phone, provider.email]) expect(estimate, `${lang} ${figure}`).toContain(figure);
    }
  });

  it('when it speaks of the internet address, then it no longer claims nothing of it is ever written', () => {
    const collected = textOf('information-we-collect');
    expect(collected).not.toMatch(/never writes your address to its files/);
    expect(collected).toContain('never writes your address itself');
    expect(textOf('information-we-collect', 'es')).toContain('Nunca escribe su dirección misma en sus archivos ni en sus registros.');
  });
});

function show(lang: Lang) {
  renderIn(
    <MemoryRouter initialEntries={[lang === 'es' ? '/es/privacy-policy' : '/privacy-policy']} future={routerFuture}>
      <PrivacyPolicyPage words={WORDS[lang]} />
    </MemoryRouter>,
    lang,
  );
  return {
    headings: screen.getAllByRole('heading').map((heading) => `${heading.tagName} ${heading.textContent}`),
    links: screen.getAllByRole('link').map((link) => link.getAttribute('href')),
    ids: [...document.querySelectorAll('section[id]')].map((section) => section.id),
  };
}

describe('the privacy policy page in both languages', () => {
  it('when shown in English then in Spanish, then the Spanish has every heading at the same place, the same sections and links (to Spanish pages where there are), and its date in Spanish', () => {
    const english = show('en');
    const { headings, links, ids } = english;
    expect(headings.slice(0, 3)).toEqual(['H1 Privacy Policy', 'H2 On this page', 'H2 Your Health Information and HIPAA']);
    expect(ids).toEqual(['hipaa', 'information-we-collect', 'how-we-use', 'sharing', 'on-your-device', 'cookies', 'retention', 'security', 'your-rights', 'children', 'terms', 'good-faith-estimate', 'updates', 'contact']);
    expect(screen.getByText(/^Last updated:/).textContent).toBe('Last updated: December 6, 2026');
    expect(screen.getByText(/^Last updated:/).querySelector('time')!.getAttribute('dateTime')).toBe(provider.privacy.policyUpdated);
    expect(links).toContain('/notice-of-privacy-practices');
    expect(links).toContain('/contact');
    expect(links).toContain('https://www.cms.gov/nosurprises');
    cleanup();

    const spanish = show('es');
    expect(spanish.headings.map((heading) => heading.slice(0, 2))).toEqual(english.headings.map((heading) => heading.slice(0, 2)));
    expect(spanish.headings.filter((heading, index) => heading === english.headings[index])).toEqual([]);
    expect(spanish.headings[0]).toBe('H1 Política de privacidad');
    expect(spanish.ids).toEqual(english.ids);
    expect(screen.getByText(/^Última actualización:/).textContent).toBe('Última actualización: 6 de diciembre de 2026');
    // The same links, each to the Spanish page where there is one.
    expect(spanish.links).toEqual(english.links.map((href) => (href === '/notice-of-privacy-practices' || href === '/contact' ? `/es${href}` : href)));
    // The outbox button is named as the Spanish page labels it.
    expect(document.getElementById('on-your-device')!.textContent).toContain(`«${offline.outbox.button}»`);
    expect(within(document.getElementById('contact')!).getByRole('link', { name: provider.phone }).getAttribute('href')).toBe(`tel:${provider.phoneHref}`);
  });
});
