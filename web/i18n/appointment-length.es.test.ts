import { describe, expect, it } from 'vitest';
import { consultationLengthEs, lengthWordsEs, visitLengthEs } from './appointment-length.es';

describe('appointment lengths in Spanish', () => {
  it('when a length is worded, then minutes and hours read as Spanish says them, one hour singular', () => {
    expect([15, 45, 60, 120, 90].map(lengthWordsEs)).toEqual(['15 minutos', '45 minutos', '1 hora', '2 horas', '90 minutos']);
    expect(lengthWordsEs(1)).toBe('1 minuto');
  });

  it('when the slot rules give the lengths, then the consultation is 15 minutes and the visit an hour', () => {
    expect([consultationLengthEs(), visitLengthEs()]).toEqual(['15 minutos', '1 hora']);
  });
});
