import { describe, expect, it } from 'vitest';
import { addMinutes, minutesOf, timeOf } from './times';

describe('dates: times of day', () => {
  it('when adding an hour to a coordinator start, then the end time follows; past midnight it starts again', () => {
    expect(addMinutes('14:00', 60)).toBe('15:00');
    expect(addMinutes('16:45', 15)).toBe('17:00');
    expect(addMinutes('23:30', 45)).toBe('00:15');
  });

  it('when counting minutes of any time of day, then minutesOf and timeOf undo each other', () => {
    for (let minutes = 0; minutes < 24 * 60; minutes++) expect(minutesOf(timeOf(minutes))).toBe(minutes);
    expect(minutesOf('13:15')).toBe(795);
    expect(timeOf(795)).toBe('13:15');
    expect(timeOf(0)).toBe('00:00');
  });
});
