import { describe, expect, it } from 'vitest';
import { safeNext, signInFor } from './next-path';

describe('where sign-in returns to', () => {
  it('when next is a staff path with a query, then it is kept', () => {
    expect(safeNext('/inquiries?status=handled')).toBe('/inquiries?status=handled');
    expect(signInFor('/bookings/b-1')).toBe('/sign-in?next=%2Fbookings%2Fb-1');
  });

  it('when next is missing, another site, a scheme-relative URL or sign-in itself, then it is the agenda', () => {
    for (const next of [null, '', 'https://evil.example', '//evil.example/x', '/\\evil.example', '/sign-in?next=/audit']) {
      expect(safeNext(next), String(next)).toBe('/');
    }
    expect(signInFor('/')).toBe('/sign-in');
  });
});
