import { describe, expect, it } from 'vitest';
import { CONSULTATION_RULE, COORDINATOR_RULE } from './constants';
import { minutesOf } from './dates';
import type { WeeklyHours } from './hours';
import { provider } from './provider';

describe('the facts file', () => {
  it('when hours are given, then each is two or more weekdays in a row (worded "Monday - Friday") and opens before it closes', () => {
    const { open, consultations, coordinatorVisits } = provider.hours;
    for (const hours of [open, consultations, coordinatorVisits] as WeeklyHours[]) {
      const [first, ...rest] = hours.weekdays;
      expect(rest.length).toBeGreaterThan(0);
      expect(hours.weekdays).toEqual(hours.weekdays.map((_, i) => first! + i));
      expect(hours.weekdays.every((day) => day >= 0 && day <= 6)).toBe(true);
      expect(minutesOf(hours.opens)).toBeLessThan(minutesOf(hours.closes));
    }
  });

  it('when the booking hours are cut into appointments, then they fit exactly, so the last one ends at closing time', () => {
    for (const rule of [CONSULTATION_RULE, COORDINATOR_RULE]) {
      expect((minutesOf(rule.closes) - minutesOf(rule.opens)) % rule.minutes).toBe(0);
    }
  });

  it('when the guides name their reviewer, then the credential is the one the site names', () => {
    expect(provider.guideReview.credential).toContain(provider.credential.abbreviation);
  });

  it('when dates are given, then each is a real YYYY-MM-DD date', () => {
    for (const date of [provider.guideReview.date, provider.translationReview.date, provider.privacy.policyUpdated, provider.privacy.noticeEffective]) {
      expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(date);
    }
  });

  it('when the service area is given, then it names places and the state or region, for the time zone to follow', () => {
    expect(provider.serviceArea).toMatch(/^[A-Z][^()]+, [A-Z][A-Za-z ]+$/);
  });
});
