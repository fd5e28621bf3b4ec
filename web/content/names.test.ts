import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { GUIDES } from '#contract';
import { fdaClaimsIn, overclaimIn, overclaimingNames } from '../../build/checks/overclaims';
import { textOfHtml } from '../../build/checks/email-promises';
import { serviceLabels } from '../features/inquiry/inquiry-options';
import { faqs } from '../i18n/faqs.en';
import { inquiry } from '../i18n/inquiry.en';
import { SERVICE_NAMES, shell } from '../i18n/shell.en';
import { home as homeEs } from '../i18n/home.es';
import { inLanguage, SHELL } from '../testing/in-language';
import { resources } from '../i18n/resources.en';
import { faqs as faqsEs } from '../i18n/faqs.es';
import { SERVICE_CARDS as SERVICE_CARDS_ES } from '../i18n/service-cards.es';
import { services as servicesEs } from '../i18n/services.es';
import { SERVICE_NAMES as SERVICE_NAMES_ES } from '../i18n/shell.es';
import { services } from '../i18n/services.en';
import { descriptions } from '../i18n/descriptions.en';
import { HOME_SERVICE_CARDS, SUPPORT_SERVICES } from '../i18n/services';

/** Every name the site gives a page, a service, a question or a choice: what search results and screen readers show alone. */
const NAMES = [
  ...SERVICE_NAMES,
  ...Object.values(serviceLabels(SERVICE_NAMES, inquiry.consultation)),
  ...Object.values(shell.routes).map((route) => route.title),
  ...Object.values(descriptions),
  ...faqs.items.map((faq) => faq.question),
  ...[...HOME_SERVICE_CARDS, ...SUPPORT_SERVICES].map((service) => service.title),
  ...services.names,
  ...services.compare.options.map((option) => option.heading),
  ...GUIDES.map((guide) => guide.title),
  ...resources.articles.items.map((article) => article.title),
];

describe('names that do not overclaim', () => {
  it('when a name could promise living stem cells, a biologic or an FDA approval, then the check says so', () => {
    expect(overclaimIn('Stem Cell Therapy')).toMatch(/stem cells/);
    expect(overclaimIn('What is stem cell therapy?')).toMatch(/stem cells/);
    expect(overclaimIn('Biologic IV Hydration Therapy')).toMatch(/biologic/);
    expect(overclaimIn('FDA-regulated grafts')).toMatch(/FDA/);
    expect(overclaimIn('Placental Tissue Grafts (“stem cell therapy”)')).toBeNull();
    expect(overclaimIn('IV Fluids for Dehydration')).toBeNull();
    // In Spanish.
    expect(overclaimIn('Terapia con células madre')).toMatch(/stem cells/);
    expect(overclaimIn('Hidratación biológica por IV')).toMatch(/biologic/);
    expect(overclaimIn('Injertos de tejido placentario (“terapia con células madre”)')).toBeNull();
  });

  it('when a Spanish name or sentence is read, then the same rules hold: the Spanish names and questions pass, the FDA sentences say it has not approved the grafts', () => {
    expect(overclaimingNames([...SERVICE_NAMES_ES, ...faqsEs.items.map((faq) => faq.question), ...servicesEs.compare.options.map((option) => option.heading)])).toEqual([]);
    expect(fdaClaimsIn('La FDA regula este injerto. No es una inyección.')).toEqual(['La FDA regula este injerto.']);
    const sentences = [
      ...SERVICE_CARDS_ES.descriptions,
      ...servicesEs.details.flatMap((service) => [...service.paragraphs, ...service.includes]),
      ...servicesEs.compare.options.flatMap((option) => [option.madeFrom, option.whatItIs]),
      ...faqsEs.items.map((faq) => textOfHtml(renderToStaticMarkup(createElement(MemoryRouter, null, inLanguage(faq.answer(), 'es'))))),
    ].join(' ');
    expect(sentences).toMatch(/FDA/);
    expect(fdaClaimsIn(sentences)).toEqual([]);
  });

  it('when a Spanish sentence names the FDA, then it says the FDA has not approved the grafts to heal wounds, as the English must', () => {
    expect(fdaClaimsIn('Un injerto. La FDA lo regula como un producto de tejido humano; la FDA no lo ha aprobado para sanar heridas. No es una cura.')).toEqual([]);
    expect(fdaClaimsIn('Un injerto aprobado por la FDA. No es una cura.')).toEqual(['Un injerto aprobado por la FDA.']);
    expect(fdaClaimsIn(homeEs.services.cards.map((card) => card.description).join(' '))).toEqual([]);
    expect(overclaimingNames([...SHELL.es.serviceNames, ...homeEs.services.cards.map((card) => card.title)])).toEqual([]);
  });

  it('when every name of the site is read alone, then none promises stem cells, a biologic or an FDA approval', () => {
    expect(NAMES.length).toBeGreaterThan(40);
    expect(overclaimingNames(NAMES)).toEqual([]);
  });

  it('when the five services are named, then the five of docs/product.md stay, each saying what it is', () => {
    expect(SERVICE_NAMES).toEqual([
      'Advanced Wound Care',
      'IV Fluids for Dehydration',
      'Placental Tissue Grafts (“stem cell therapy”)',
      'Bioengineered Tissue Replacement',
      'Compression Therapy',
    ]);
  });

  it('when a sentence names the FDA, then it says "regulated by the FDA as a human tissue product; not FDA-approved to heal wounds"', () => {
    expect(fdaClaimsIn('A graft, regulated by the FDA. It is not an injection.')).toEqual(['A graft, regulated by the FDA.']);
    const sentences = [
      ...[...HOME_SERVICE_CARDS, ...SUPPORT_SERVICES].map((service) => service.description),
      ...services.details.flatMap((service) => [...service.paragraphs, ...service.includes]),
      ...services.compare.options.flatMap((option) => [option.madeFrom, option.whatItIs]),
      services.compare.shared,
      ...faqs.items.map((faq) => textOfHtml(renderToStaticMarkup(createElement(MemoryRouter, null, inLanguage(faq.answer()))))),
    ].join(' ');
    expect(sentences).toMatch(/FDA/);
    expect(fdaClaimsIn(sentences)).toEqual([]);
  });
});
