// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { provider } from '#contract';
import { CALL_US_NOW, CANNOT_REACH_US, ESCALATION, NOT_YET_OUR_PATIENT } from '#contract/escalation';
import { LADDER_ES } from '#contract/escalation.es';
import { EscalationLadder } from './escalation-ladder';

afterEach(cleanup);

describe('EscalationLadder', () => {
  it('when shown, then it lists every step of the contract in order, each sign in bold with its detail', () => {
    render(<EscalationLadder />);

    const ladder = screen.getByRole('region', { name: 'When to get help' });
    expect(within(ladder).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(ESCALATION.map(({ heading }) => heading));
    expect(within(ladder).getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      ESCALATION.flatMap(({ signs }) => signs.map(({ sign, detail }) => `${sign}: ${detail}`)),
    );
  });

  it('when the "call us now" step is read, then it holds the phone as a link, where anyone not yet our patient goes, and where to go if no nurse answers', () => {
    render(<EscalationLadder />);

    const callNow = screen.getByRole('heading', { name: CALL_US_NOW }).parentElement!;
    expect(within(callNow).getByRole('link', { name: provider.phone })).toHaveProperty('href', `tel:${provider.phoneHref}`);
    expect(callNow.textContent).toContain(CANNOT_REACH_US);
    expect(callNow.textContent).toContain(NOT_YET_OUR_PATIENT);
    expect(screen.getByRole('heading', { name: 'Call 911 now' }).parentElement!.querySelector('a')).toBeNull();
  });

  it('when given the Spanish ladder, then every step and sign is the Spanish one, and the "call us now" step keeps the phone link and the lines after it', () => {
    render(<EscalationLadder ladder={LADDER_ES} />);

    const ladder = screen.getByRole('region', { name: LADDER_ES.title });
    expect(within(ladder).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(LADDER_ES.steps.map(({ heading }) => heading));
    expect(within(ladder).getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      LADDER_ES.steps.flatMap(({ signs }) => signs.map(({ sign, detail }) => `${sign}: ${detail}`)),
    );
    const callNow = screen.getByRole('heading', { name: LADDER_ES.callUs.now }).parentElement!;
    expect(within(callNow).getByRole('link', { name: provider.phone })).toHaveProperty('href', `tel:${provider.phoneHref}`);
    expect(callNow.textContent).toContain(LADDER_ES.callUs.notYetOurPatient);
    expect(callNow.textContent).toContain(LADDER_ES.callUs.cannotReachUs);
  });
});
