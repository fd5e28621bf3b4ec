import { describe, expect, it } from 'vitest';
import { idleWarningLead, nextStep, sessionEnds, timeLeft, withSkew } from './session-timing';

const MINUTE = 60_000;
const T = Date.parse('2026-06-08T16:00:00.000Z');
const iso = (at: number) => new Date(at).toISOString();
const answer = (expiresAt: number, endsAt: number, checkedAt: number, idleMinutes = 15) => ({
  username: 'coordinator',
  expiresAt: iso(expiresAt),
  endsAt: iso(endsAt),
  checkedAt: iso(checkedAt),
  idleMinutes,
});

describe('when the staff app warns that a session ends', () => {
  it('when the idle limit is 1 minute, then the warning comes 30 s before the end; at 15, 2 minutes before; never under 20 s', () => {
    expect(idleWarningLead(1)).toBe(30_000);
    expect(idleWarningLead(15)).toBe(2 * MINUTE);
    for (const minutes of [1, 2, 5, 15, 60, 720]) expect(idleWarningLead(minutes)).toBeGreaterThanOrEqual(20_000);
  });

  it('when the device’s clock is 10 minutes off, then the ends are on the device’s clock, from the server’s answer', () => {
    const askedAt = T - 10 * MINUTE;
    const timing = withSkew(answer(T + 15 * MINUTE, T + 12 * 60 * MINUTE, T), askedAt);

    expect(sessionEnds(timing, 0)).toEqual({ idle: askedAt + 15 * MINUTE, hard: askedAt + 12 * 60 * MINUTE });
  });

  it('when this tab made a request after the server’s answer, then the idle end counts from that request', () => {
    const timing = withSkew(answer(T + 15 * MINUTE, T + 12 * 60 * MINUTE, T), T);

    expect(sessionEnds(timing, T + 5 * MINUTE).idle).toBe(T + 20 * MINUTE);
  });

  it('when the session is fresh, then the idle warning comes first; near the 12th hour the final one comes, once, then the end', () => {
    const fresh = sessionEnds(withSkew(answer(T + 15 * MINUTE, T + 12 * 60 * MINUTE, T), T), 0);
    expect(nextStep(fresh, 15, false)).toEqual({ kind: 'idle-warning', at: T + 13 * MINUTE, end: T + 15 * MINUTE });

    const late = sessionEnds(withSkew(answer(T + 12 * 60 * MINUTE, T + 12 * 60 * MINUTE, T + 11 * 60 * MINUTE + 50 * MINUTE), T + 11 * 60 * MINUTE + 50 * MINUTE), 0);
    expect(nextStep(late, 15, false)).toEqual({ kind: 'final-warning', at: T + 11 * 60 * MINUTE + 55 * MINUTE, end: T + 12 * 60 * MINUTE });
    expect(nextStep(late, 15, true)).toEqual({ kind: 'end', at: T + 12 * 60 * MINUTE, end: T + 12 * 60 * MINUTE });
  });

  it('when time is left, then it is said in minutes and seconds', () => {
    expect([timeLeft(65_000), timeLeft(45_000), timeLeft(120_000), timeLeft(999), timeLeft(-5)]).toEqual(['1 minute 5 seconds', '45 seconds', '2 minutes', '1 second', '0 seconds']);
  });
});
