import { describe, expect, it } from 'vitest';
import { clampDate, nextFocus } from './calendar-model';

describe('calendar model', () => {
  it('when navigation keys are pressed, then focus moves as the APG date grid says', () => {
    expect(nextFocus('2026-03-11', 'ArrowRight')).toBe('2026-03-12');
    expect(nextFocus('2026-03-01', 'ArrowLeft')).toBe('2026-02-28');
    expect(nextFocus('2026-03-11', 'ArrowDown')).toBe('2026-03-18');
    expect(nextFocus('2026-03-11', 'ArrowUp')).toBe('2026-03-04');
    expect(nextFocus('2026-03-11', 'Home')).toBe('2026-03-08'); // Wednesday → Sunday
    expect(nextFocus('2026-03-11', 'End')).toBe('2026-03-14'); // → Saturday
    expect(nextFocus('2026-03-11', 'PageDown')).toBe('2026-04-11');
    expect(nextFocus('2026-03-11', 'PageUp', true)).toBe('2025-03-11');
    expect(nextFocus('2026-03-11', 'Enter')).toBeNull();
  });

  it('when a date is outside the range, then it is clamped to the nearest end', () => {
    expect(clampDate('2026-02-01', '2026-03-01', '2026-04-30')).toBe('2026-03-01');
    expect(clampDate('2026-05-01', '2026-03-01', '2026-04-30')).toBe('2026-04-30');
    expect(clampDate('2026-03-20', '2026-03-01', '2026-04-30')).toBe('2026-03-20');
  });
});
