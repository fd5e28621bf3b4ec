import { describe, expect, it } from 'vitest';
import { fingerprintOf } from './payload-fingerprint';

describe('a request payload’s fingerprint', () => {
  it('when the same payload comes with its keys in another order, or with an undefined field, then the fingerprint is the same', () => {
    const payload = { date: '2026-12-01', time: '09:00', contact: { name: 'A', email: 'a@example.com' }, notes: undefined };
    const reordered = { contact: { email: 'a@example.com', name: 'A' }, time: '09:00', date: '2026-12-01' };
    expect(fingerprintOf(reordered)).toBe(fingerprintOf(payload));
  });

  it('when a value, an array’s order or a type differs, then the fingerprint differs', () => {
    const base = fingerprintOf({ slots: ['09:00', '10:00'], count: 1 });
    expect(fingerprintOf({ slots: ['10:00', '09:00'], count: 1 })).not.toBe(base);
    expect(fingerprintOf({ slots: ['09:00', '10:00'], count: '1' })).not.toBe(base);
    expect(fingerprintOf({ slots: ['09:00', '10:00'], count: 2 })).not.toBe(base);
    expect(fingerprintOf(null)).not.toBe(fingerprintOf({}));
    expect(fingerprintOf(undefined)).toBe(fingerprintOf(null));
  });
});
