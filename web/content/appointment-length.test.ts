import { describe, expect, it } from 'vitest';
import { consultationLength, lengthWords, visitLength } from './appointment-length';

describe('appointment lengths in words', () => {
  it('when the slot rules give 15 and 60 minutes, then pages say "15 minutes" and "1 hour"', () => {
    expect(consultationLength()).toBe('15 minutes');
    expect(consultationLength(true)).toBe('15-minute');
    expect(visitLength()).toBe('1 hour');
    expect(visitLength(true)).toBe('1-hour');
  });

  it('when a length is other whole hours or odd minutes, then it is worded in the unit that fits', () => {
    expect(lengthWords(120)).toBe('2 hours');
    expect(lengthWords(90)).toBe('90 minutes');
    expect(lengthWords(1)).toBe('1 minute');
    expect(lengthWords(45, true)).toBe('45-minute');
  });
});
