import { describe, expect, it } from 'vitest';
import { BUSINESS_HOURS, CONSULTATION_RULE, COORDINATOR_RULE, type SlotRule } from './constants';
import { addMinutes, formatTime12h } from './dates';
import { provider } from './provider';

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** 'Monday - Friday 9:00 AM - 5:00 PM', as the site words a slot rule. */
const wording = (rule: SlotRule) =>
  `${DAY_NAMES[rule.weekdays[0]!]} - ${DAY_NAMES[rule.weekdays.at(-1)!]} ${formatTime12h(rule.firstStart)} - ${formatTime12h(addMinutes(rule.lastStart, rule.minutes))}`;

describe('the facts file', () => {
  it('when the hours are worded, then they say what the slot rules and business hours do', () => {
    expect(provider.hours.consultations).toBe(wording(CONSULTATION_RULE));
    expect(provider.hours.coordinatorVisits).toBe(wording(COORDINATOR_RULE));
    expect(provider.hours.time).toBe(`${formatTime12h(BUSINESS_HOURS.open)} - ${formatTime12h(BUSINESS_HOURS.close)}`);
  });

  it('when the guides name their reviewer, then the credential is the one the site names', () => {
    expect(provider.guideReview.credential).toContain(provider.credential.abbreviation);
  });

  it('when dates are given, then each is a real YYYY-MM-DD date', () => {
    for (const date of [provider.guideReview.date, provider.privacy.policyUpdated, provider.privacy.noticeEffective]) {
      expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(date);
    }
  });

  it('when the service area is given, then it names places and the state or region, for the time zone to follow', () => {
    expect(provider.serviceArea).toMatch(/^[A-Z][^()]+, [A-Z][A-Za-z ]+$/);
  });
});
