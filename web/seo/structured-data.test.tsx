import { describe, expect, it } from 'vitest';
import { provider } from '#contract';
import { faqs as en } from '../i18n/faqs.en';
import { faqs as es } from '../i18n/faqs.es';
import { ANSWER_TAGS, faqEntries } from './faq-answers';
import { SHELL } from '../testing/in-language';
import { businessJsonLd, faqPageJsonLd, type JsonLd, jsonLdScript, pageJsonLd } from './structured-data';

const ORIGIN = 'https://care.example';
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const isAbsolute = (url: unknown) => typeof url === 'string' && /^https?:\/\/[^/]/.test(url);
const filled = (value: unknown) => typeof value === 'string' && value.trim().length > 0;

/**
 * Google's rich-result rules for LocalBusiness (and its subtypes such as MedicalBusiness):
 * required name and address (a PostalAddress); recommended telephone, url, image and
 * openingHoursSpecification (dayOfWeek, opens, closes as hh:mm). Problems, empty when valid.
 * https://developers.google.com/search/docs/appearance/structured-data/local-business
 */
function localBusinessProblems(item: JsonLd): string[] {
  const problems: string[] = [];
  if (!filled(item.name)) problems.push('name is required');
  const address = item.address as JsonLd | undefined;
  if (address?.['@type'] !== 'PostalAddress') problems.push('address (a PostalAddress) is required');
  else if (!['streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry'].some((key) => filled(address[key]))) {
    problems.push('address names no part of an address');
  }
  if (!filled(item.telephone) || !/^\+\d{8,15}$/.test(item.telephone as string)) problems.push('telephone should carry its country code');
  for (const key of ['url', 'image', '@id']) if (!isAbsolute(item[key])) problems.push(`${key} should be an absolute URL`);
  const hours = [item.openingHoursSpecification].flat() as JsonLd[];
  for (const spec of hours) {
    if (spec?.['@type'] !== 'OpeningHoursSpecification') problems.push('openingHoursSpecification must be OpeningHoursSpecification');
    const days = [spec?.dayOfWeek].flat();
    if (!days.length || !days.every((day) => DAYS.includes(day as string))) problems.push(`dayOfWeek must name days: ${JSON.stringify(days)}`);
    if (!HH_MM.test(String(spec?.opens)) || !HH_MM.test(String(spec?.closes))) problems.push('opens and closes must be hh:mm');
  }
  return problems;
}

/**
 * Google's rules for FAQPage: mainEntity holds Questions, each with a name and one
 * acceptedAnswer whose text is the full answer; answer HTML may use only a few tags.
 * https://developers.google.com/search/docs/appearance/structured-data/faqpage
 */
function faqPageProblems(item: JsonLd): string[] {
  const problems: string[] = [];
  const questions = item.mainEntity as JsonLd[] | undefined;
  if (!Array.isArray(questions) || questions.length === 0) return ['mainEntity (the Questions) is required'];
  for (const question of questions) {
    if (question['@type'] !== 'Question') problems.push('each mainEntity must be a Question');
    if (!filled(question.name)) problems.push('Question.name is required');
    const answer = question.acceptedAnswer as JsonLd | undefined;
    if (answer?.['@type'] !== 'Answer' || !filled(answer.text)) problems.push(`"${String(question.name)}": acceptedAnswer.text is required`);
    const html = String(answer?.text ?? '');
    for (const [, tag] of html.matchAll(/<\/?([a-z0-9]+)/g)) if (!ANSWER_TAGS.includes(tag!)) problems.push(`<${tag}> is not allowed in an answer`);
    for (const [, href] of html.matchAll(/ href="([^"]*)"/g)) if (!isAbsolute(href) && !href!.startsWith('tel:')) problems.push(`link ${href} is not absolute`);
    for (const [, attribute] of html.matchAll(/ ([a-z-]+)=/g)) if (attribute !== 'href') problems.push(`attribute ${attribute} in an answer`);
  }
  return problems;
}

describe('structured data', () => {
  it('when the provider is described, then it is a MedicalBusiness that meets the local-business rules, from the facts file', () => {
    const business = businessJsonLd(ORIGIN);

    expect(business['@type']).toBe('MedicalBusiness');
    expect(localBusinessProblems(business)).toEqual([]);
    expect(business).toMatchObject({
      name: provider.brandName,
      url: `${ORIGIN}/`,
      telephone: provider.phoneHref,
      email: provider.email,
      areaServed: provider.serviceArea,
      address: { addressRegion: 'Ohio', addressCountry: provider.country },
      openingHoursSpecification: { dayOfWeek: expect.arrayContaining(DAYS), opens: '09:00', closes: '17:00' },
    });
  });

  it('when a required property is missing, then the checks say so (they can fail)', () => {
    const { name: _name, address: _address, ...rest } = businessJsonLd(ORIGIN);
    expect(localBusinessProblems(rest)).toEqual(['name is required', 'address (a PostalAddress) is required']);
    expect(faqPageProblems({ '@type': 'FAQPage', mainEntity: [{ '@type': 'Question', name: 'Why?', acceptedAnswer: { '@type': 'Answer', text: '<span class="x">No</span>' } }] })).toEqual([
      '<span> is not allowed in an answer',
      '<span> is not allowed in an answer',
      'attribute class in an answer',
    ]);
  });

  it('when the FAQ page is described, then its six questions and full answers meet the FAQPage rules, with absolute links', () => {
    const faqPage = faqPageJsonLd(ORIGIN, faqEntries(ORIGIN, { lang: 'en', shell: SHELL.en }));
    const questions = faqPage.mainEntity as { name: string; acceptedAnswer: { text: string } }[];

    expect(faqPageProblems(faqPage)).toEqual([]);
    expect(questions.map((question) => question.name)).toEqual(en.items.map((faq) => faq.question));
    expect(questions).toHaveLength(6);
    expect(questions[1]!.acceptedAnswer.text).toContain(`<a href="${ORIGIN}/coordinators">book a 1-hour on-site visit with a care coordinator</a>`);
    expect(questions[5]!.acceptedAnswer.text).toContain(`href="${ORIGIN}/faqs#when-to-get-help"`);
    expect(questions[5]!.acceptedAnswer.text).toContain('We are open 9:00 AM - 5:00 PM, 7 days a week including holidays.');
  });

  it('when the Spanish FAQ page is described, then its questions and answers are the Spanish ones, its links go to the Spanish pages where built, and it says its language', () => {
    const faqPage = faqPageJsonLd(ORIGIN, faqEntries(ORIGIN, { lang: 'es', shell: SHELL.es }), 'es');
    const questions = faqPage.mainEntity as { name: string; acceptedAnswer: { text: string } }[];

    expect(faqPageProblems(faqPage)).toEqual([]);
    expect(faqPage).toMatchObject({ '@id': `${ORIGIN}/es/faqs#questions`, inLanguage: 'es-US' });
    expect(questions.map((question) => question.name)).toEqual(es.items.map((faq) => faq.question));
    expect(questions[0]!.acceptedAnswer.text).toContain('injerto de tejido placentario donado');
    expect(questions[5]!.acceptedAnswer.text).toContain(`href="${ORIGIN}/es/faqs#when-to-get-help"`);
    expect(questions[5]!.acceptedAnswer.text).toContain('Atendemos de 9:00 a.m. a 5:00 p.m., los 7 días de la semana, incluso los días festivos.');
    // No English answer is left in the Spanish data.
    const english = faqEntries(ORIGIN, { lang: 'en', shell: SHELL.en });
    expect(questions.filter((question, index) => question.acceptedAnswer.text === english[index]!.answerHtml)).toEqual([]);
    expect(pageJsonLd('/faqs', ORIGIN, () => faqEntries(ORIGIN, { lang: 'es', shell: SHELL.es }), 'es')[0]).toMatchObject({ inLanguage: 'es-US' });
  });

  it('when pages are described, then only /faqs adds the FAQPage, and the FAQ answers are rendered for it alone', () => {
    let rendered = 0;
    const faqs = () => {
      rendered++;
      return faqEntries(ORIGIN, { lang: 'en', shell: SHELL.en });
    };
    expect(pageJsonLd('/about', ORIGIN, faqs)).toEqual([]);
    expect(rendered).toBe(0);
    expect(pageJsonLd('/faqs', ORIGIN, faqs).map((item) => item['@type'])).toEqual(['FAQPage']);
  });

  it('when the data is written into the page, then it is a JSON-LD data block whose text cannot end the element', () => {
    const script = jsonLdScript([businessJsonLd(ORIGIN), { '@type': 'Thing', name: '</script><script>alert(1)</script><!--' }]);
    const body = /^<script type="application\/ld\+json">(.*)<\/script>$/s.exec(script)![1]!;

    expect(body).not.toContain('<');
    const data = JSON.parse(body) as { '@context': string; '@graph': JsonLd[] };
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@graph'][1]!.name).toBe('</script><script>alert(1)</script><!--');
  });
});
