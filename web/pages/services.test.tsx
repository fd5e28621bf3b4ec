// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Lang } from '#contract/language';
import { services as en } from '../i18n/services.en';
import { services as es } from '../i18n/services.es';
import { SERVICE_NAMES as NAMES_EN } from '../i18n/shell.en';
import { SERVICE_NAMES as NAMES_ES } from '../i18n/shell.es';
import { renderIn } from '../testing/in-language';
import { routerFuture } from '../lib/router-future';
import { ServicesPage } from './services';

afterEach(cleanup);

const WORDS = { en, es };

function show(lang: Lang) {
  const { container } = renderIn(
    <MemoryRouter initialEntries={[lang === 'es' ? '/es/services' : '/services']} future={routerFuture}>
      <ServicesPage words={WORDS[lang]} />
    </MemoryRouter>,
    lang,
  );
  return {
    headings: screen.getAllByRole('heading').map((heading) => `${heading.tagName} ${heading.textContent}`),
    links: screen.getAllByRole('link').map((link) => `${link.textContent} ${link.getAttribute('href')}`),
    text: container.textContent ?? '',
    container,
  };
}

describe('the services page in both languages (docs/decisions/031)', () => {
  it('when shown in English, then the five services carry the names decision 025 settled, with their limits, and no English-name note', () => {
    const { headings, text, container } = show('en');
    expect(headings[0]).toBe('H1 Wound Care Services');
    for (const name of NAMES_EN) expect(headings).toContain(`${NAMES_EN.indexOf(name) < 3 ? 'H2' : 'H3'} ${name}`);
    expect(text).toContain('It is regulated by the FDA as a human tissue product; not FDA-approved to heal wounds.');
    expect(text).toContain('It is not an injection, it may contain no living stem cells, and it is not a cure.');
    expect(text).toContain('IV fluids do not make wounds heal faster');
    expect(container.querySelector('[lang]')).toBeNull();
    expect(['wound-care', 'iv-hydration', 'stem-cell'].map((id) => container.querySelector(`section#${id}`)?.getAttribute('aria-labelledby'))).toEqual([
      'wound-care-heading',
      'iv-hydration-heading',
      'stem-cell-heading',
    ]);
  });

  it('when shown in Spanish, then each service has its plain Spanish name and its English one as insurance papers print it, the claims keep their limits, and every heading is Spanish', () => {
    const english = show('en');
    cleanup();
    const { headings, links, text, container } = show('es');
    expect(headings.map((heading) => heading.slice(0, 2))).toEqual(english.headings.map((heading) => heading.slice(0, 2)));
    expect(headings.filter((heading, index) => heading === english.headings[index])).toEqual([]);
    expect(headings[0]).toBe('H1 Servicios de cuidado de heridas');
    for (const name of NAMES_ES) expect(headings.some((heading) => heading.endsWith(` ${name}`))).toBe(true);
    // The English name of each of the five, exactly as decision 025 settled it, marked as English for a screen reader.
    expect([...container.querySelectorAll('[lang="en"]')].map((name) => name.textContent)).toEqual([...NAMES_EN]);
    expect(text).toContain('En inglés: Placental Tissue Grafts (“stem cell therapy”). Así puede aparecer en los papeles del seguro o de Medicare.');
    // The limits, in Spanish: FDA wording, not an injection, no living stem cells, no cure, results not promised.
    expect(text).toContain('La FDA lo regula como un producto de tejido humano; la FDA no lo ha aprobado para sanar heridas.');
    expect(text).toContain('No es una inyección, puede que no tenga células madre vivas y no es una cura.');
    expect(text).toContain('el suero no hace que las heridas sanen más rápido');
    expect(text).toContain('Ninguno es una cura');
    expect(text).toContain(es.coverage.statement);
    expect(text).toContain('Heridas de cirugía que no sanan');
    // The self-pay line's notice and the consultation, in Spanish.
    expect(links).toContain('Su derecho a una Estimación de buena fe /es/privacy-policy#good-faith-estimate');
    expect(links).toContain(`${es.cta.book} /es/consultation`);
    for (const paragraph of en.details.flatMap((detail) => detail.paragraphs)) expect(text).not.toContain(paragraph);
  });
});
