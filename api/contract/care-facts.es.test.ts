import { describe, expect, it } from 'vitest';
import { careFactsEs } from './care-facts.es';
import { provider } from './provider';

describe('the care facts in Spanish', () => {
  it('when an English fact changes, then its Spanish twin is changed too (this names the English each twin says)', () => {
    // A failure here: translate the new fact in care-facts.es.ts, then write the new English here.
    expect({ careSettings: provider.careSettings }).toEqual({ careSettings: 'Home, Nursing Homes, Assisted Living' });
    expect(Object.keys(careFactsEs).sort()).toEqual(['careSettings']);
  });
});
