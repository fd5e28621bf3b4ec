import { describe, expect, it } from 'vitest';
import { byteAllowance } from './byte-allowance';

const MB = 1024 * 1024;
const NOW = Date.parse('2026-12-06T15:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

describe('the daily allowance of document bytes per address', () => {
  it('when two uploads from one address are under way at once, then each is set aside only what it can send, and both fit while the day has room', () => {
    const allowance = byteAllowance(10);

    const first = allowance.begin('203.0.113.7', NOW, 3 * MB);
    const second = allowance.begin('203.0.113.7', NOW, 4 * MB);

    expect([first.left, second.left]).toEqual([3 * MB, 4 * MB]);
  });

  it('when uploads under way have set aside most of the day, then the next is given only what is left, and what an ended one did not use comes back', () => {
    const allowance = byteAllowance(10);
    const first = allowance.begin('203.0.113.7', NOW, 8 * MB);

    const squeezed = allowance.begin('203.0.113.7', NOW, 5 * MB);
    squeezed.end(0);
    first.end(1 * MB);
    const after = allowance.begin('203.0.113.7', NOW, 25 * MB);

    expect(squeezed.left).toBe(2 * MB);
    expect(after.left).toBe(9 * MB);
  });

  it('when an address has spent its day, then it gets nothing until the oldest bytes are a day old, and another address is not held back', () => {
    const allowance = byteAllowance(1);
    allowance.begin('203.0.113.7', NOW, MB).end(MB);

    const spent = allowance.begin('203.0.113.7', NOW + 1000, MB);
    spent.end(0);
    const other = allowance.begin('198.51.100.9', NOW + 1000, MB);
    const nextDay = allowance.begin('203.0.113.7', NOW + DAY, MB);

    expect(spent.left).toBe(0);
    expect(spent.retryAfterSeconds).toBe(DAY / 1000 - 1);
    expect(other.left).toBe(MB);
    expect(nextDay.left).toBe(MB);
  });

  it('when the cap is 0, then nothing is counted', () => {
    const allowance = byteAllowance(0);
    allowance.begin('203.0.113.7', NOW, 25 * MB).end(25 * MB);

    expect(allowance.begin('203.0.113.7', NOW, 25 * MB).left).toBe(Number.POSITIVE_INFINITY);
  });
});
