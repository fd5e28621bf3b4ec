// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { provider } from '../../api/contract';
import { CALL_US_NOW, CANNOT_REACH_US, ESCALATION, escalationIn, NOT_YET_OUR_PATIENT } from '../../api/contract/escalation';
import { LANGS } from '../../api/contract/language';
import { EscalationLadder } from './escalation-ladder';

afterEach(cleanup);

describe('EscalationLadder', () => {
  it('when shown with no language, then it is the English ladder, every step of the contract in order, each sign in bold with its detail', () => {
    render(<EscalationLadder />);

    const ladder = screen.getByRole('region', { name: 'When to get help' });
    expect(within(ladder).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(ESCALATION.map(({ heading }) => heading.en));
    expect(within(ladder).getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      ESCALATION.flatMap(({ signs }) => signs.map(({ sign, detail }) => `${sign.en}: ${detail.en}`)),
    );
  });

  it.each(LANGS.map((lang) => [lang]))('when shown in %s, then every step and sign is in that language, as the guides show them', (lang) => {
    render(<EscalationLadder lang={lang} />);

    const { title, steps } = escalationIn(lang);
    const ladder = screen.getByRole('region', { name: title });
    expect(within(ladder).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(steps.map(({ heading }) => heading));
    expect(within(ladder).getAllByRole('listitem').map((item) => item.textContent)).toEqual(steps.flatMap(({ signs }) => signs.map(({ sign, detail }) => `${sign}: ${detail}`)));
  });

  it.each(LANGS.map((lang) => [lang]))('when the "call us now" step is read in %s, then it holds the phone as a link, where anyone not yet our patient goes, and where to go if no nurse answers', (lang) => {
    render(<EscalationLadder lang={lang} />);

    const callNow = screen.getByRole('heading', { name: CALL_US_NOW[lang] }).parentElement!;
    expect(within(callNow).getByRole('link', { name: provider.phone })).toHaveProperty('href', `tel:${provider.phoneHref}`);
    expect(callNow.textContent).toContain(CANNOT_REACH_US[lang]);
    expect(callNow.textContent).toContain(NOT_YET_OUR_PATIENT[lang]);
    expect(screen.getByRole('heading', { name: ESCALATION[0]!.heading[lang] }).parentElement!.querySelector('a')).toBeNull();
  });
});
