// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { provider } from '#contract';
import { LADDER } from '#contract/escalation';
import { LADDER_ES } from '#contract/escalation.es';
import type { Lang } from '#contract/language';
import { faqs as en } from '../i18n/faqs.en';
import { faqs as es } from '../i18n/faqs.es';
import { renderIn } from '../testing/in-language';
import { routerFuture } from '../lib/router-future';
import { FaqsPage } from './faqs';

afterEach(cleanup);

const WORDS = { en, es };

/** Each question's answer: the part of its <details> after the summary. */
const answersShown = () => Array.from(document.querySelectorAll<HTMLElement>('details[name="faq"] > summary + *'));

function show(lang: Lang) {
  renderIn(
    <MemoryRouter initialEntries={[lang === 'es' ? '/es/faqs' : '/faqs']} future={routerFuture}>
      <FaqsPage words={WORDS[lang]} />
    </MemoryRouter>,
    lang,
  );
  return {
    headings: screen.getAllByRole('heading').map((heading) => `${heading.tagName} ${heading.textContent}`),
    questions: Array.from(document.querySelectorAll('main summary, summary')).map((summary) => summary.textContent),
  };
}

describe('the FAQ page in both languages (docs/decisions/031)', () => {
  it('when shown in English, then it reads as before: the six questions, the English ladder, and the closing card', () => {
    const { headings, questions } = show('en');
    expect(headings[0]).toBe('H1 Frequently Asked Questions');
    expect(questions).toEqual(en.items.map((faq) => faq.question));
    expect(questions[0]).toBe('What are placental tissue grafts (“stem cell therapy”), and could one help my wound?');
    expect(headings).toContain(`H2 ${LADDER.title}`);
    expect(headings.at(-1)).toBe('H2 Still have a question?');
    expect(screen.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact');
  });

  it('when shown in Spanish, then every question, answer, ladder step and heading is the Spanish one at the same place', () => {
    const english = show('en');
    const englishAnswers = answersShown().map((answer) => answer.textContent);
    cleanup();
    const { headings, questions } = show('es');
    expect(headings.map((heading) => heading.slice(0, 2))).toEqual(english.headings.map((heading) => heading.slice(0, 2)));
    expect(headings.filter((heading, index) => heading === english.headings[index])).toEqual([]);
    expect(headings[0]).toBe('H1 Preguntas frecuentes');
    expect(questions).toEqual(es.items.map((faq) => faq.question));
    const ladder = screen.getByRole('region', { name: LADDER_ES.title });
    expect(within(ladder).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(LADDER_ES.steps.map((step) => step.heading));
    const answers = answersShown();
    expect(answers).toHaveLength(6);
    expect(answers.map((answer) => answer.textContent).filter((text) => englishAnswers.includes(text))).toEqual([]);
    expect(answers[2]!.textContent).toContain('Quemaduras');
    expect(answers[5]!.textContent).toContain('hora del Este');
    expect(within(answers[5]!).getByRole('link', { name: provider.phone, hidden: true }).getAttribute('href')).toBe(`tel:${provider.phoneHref}`);
    expect(within(answers[5]!).getByRole('link', { name: 'Cuándo pedir ayuda', hidden: true }).getAttribute('href')).toBe('#when-to-get-help');
    // /contact is in Spanish too (28forms): its Spanish page (web/content/routes.ts).
    expect(screen.getByRole('link', { name: es.still.contact }).getAttribute('href')).toBe('/es/contact');
  });

  it('when a Spanish page is prerendered, then its questions are one native group as in English: six details named faq, the first open', () => {
    show('es');
    const details = Array.from(document.querySelectorAll('details'));
    expect(details.map((item) => item.getAttribute('name'))).toEqual(Array(6).fill('faq'));
    expect(details.map((item) => item.open)).toEqual([true, false, false, false, false, false]);
    expect(details[1]!.querySelector('summary h2')!.textContent).toBe(es.items[1]!.question);
    expect(details[1]!.textContent).toContain('hogares de ancianos');
  });
});
