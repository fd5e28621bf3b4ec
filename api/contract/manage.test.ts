import { describe, expect, it } from 'vitest';
import { MANAGE_API, manageLink } from './manage';
import { outboxKindOf } from './outbox';

describe('the manage link\'s paths', () => {
  it('when a visitor cancels or moves offline, then the outbox knows both POSTs', () => {
    expect([outboxKindOf(MANAGE_API.cancel), outboxKindOf(MANAGE_API.reschedule), outboxKindOf(MANAGE_API.booking)]).toEqual(['cancel', 'reschedule', null]);
  });

  it('when a link is made, then the token is escaped into the query of the manage page', () => {
    expect(manageLink('https://care.example.org', 'c.a+b/c')).toBe('https://care.example.org/booking/manage?token=c.a%2Bb%2Fc');
  });

  it('when a Spanish booking\'s link is made, then it opens the Spanish manage page; an English one the English page', () => {
    expect(manageLink('https://care.example.org', 'c.x', 'es')).toBe('https://care.example.org/es/booking/manage?token=c.x');
    expect(manageLink('https://care.example.org', 'c.x', 'en')).toBe('https://care.example.org/booking/manage?token=c.x');
  });
});
