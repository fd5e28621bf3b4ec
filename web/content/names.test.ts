import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { GUIDES } from '../../api/contract';
import { fdaClaimsIn, overclaimIn, overclaimingNames } from '../../scripts/overclaims';
import { textOfHtml } from '../../scripts/email-promises';
import { serviceLabels } from '../features/inquiry/inquiry-options';
import { inquiry } from '../i18n/inquiry.en';
import { FAQS } from './faqs';
import { SERVICE_NAMES, shell } from '../i18n/shell.en';
import { inLanguage } from '../lib/testing/in-language';
import { ARTICLES } from './resources';
import { HOME_SERVICE_CARDS, SERVICE_DETAILS, SUPPORT_SERVICES, TISSUE_COMPARISON } from './services';

/** Every name the site gives a page, a service, a question or a choice: what search results and screen readers show alone. */
const NAMES = [
  ...SERVICE_NAMES,
  ...Object.values(serviceLabels(SERVICE_NAMES, inquiry.consultation)),
  ...Object.values(shell.routes).flatMap((route) => [route.title, route.description]),
  ...FAQS.map((faq) => faq.question),
  ...[...HOME_SERVICE_CARDS, ...SERVICE_DETAILS, ...SUPPORT_SERVICES].map((service) => service.title),
  ...TISSUE_COMPARISON.options.map((option) => option.heading),
  ...GUIDES.map((guide) => guide.title),
  ...ARTICLES.map((article) => article.title),
];

describe('names that do not overclaim (issue 26)', () => {
  it('when a name could promise living stem cells, a biologic or an FDA approval, then the check says so', () => {
    expect(overclaimIn('Stem Cell Therapy')).toMatch(/stem cells/);
    expect(overclaimIn('What is stem cell therapy?')).toMatch(/stem cells/);
    expect(overclaimIn('Biologic IV Hydration Therapy')).toMatch(/biologic/);
    expect(overclaimIn('FDA-regulated grafts')).toMatch(/FDA/);
    expect(overclaimIn('Placental Tissue Grafts (“stem cell therapy”)')).toBeNull();
    expect(overclaimIn('IV Fluids for Dehydration')).toBeNull();
  });

  it('when every name of the site is read alone, then none promises stem cells, a biologic or an FDA approval', () => {
    expect(NAMES.length).toBeGreaterThan(40);
    expect(overclaimingNames(NAMES)).toEqual([]);
  });

  it('when the five services are named, then the spec\'s five stay, each saying what it is', () => {
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
      ...SERVICE_DETAILS.flatMap((service) => [...service.paragraphs, ...service.includes]),
      ...TISSUE_COMPARISON.options.flatMap((option) => [option.madeFrom, option.whatItIs]),
      TISSUE_COMPARISON.shared,
      ...FAQS.map((faq) => textOfHtml(renderToStaticMarkup(createElement(MemoryRouter, null, inLanguage(faq.answer))))),
    ].join(' ');
    expect(sentences).toMatch(/FDA/);
    expect(fdaClaimsIn(sentences)).toEqual([]);
  });
});
