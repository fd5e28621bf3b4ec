import { describe, expect, it } from 'vitest';
import { careFactsEs } from './care-facts.es';
import { provider } from './provider';

describe('the care facts in Spanish', () => {
  it('when an English fact changes, then its Spanish twin is changed too (this names the English each twin says)', () => {
    // A failure here: translate the new fact in care-facts.es.ts, then write the new English here.
    expect({ careSettings: provider.careSettings, coverage: provider.insurance.coverage }).toEqual({
      careSettings: 'Home, Nursing Homes, Assisted Living',
      coverage:
        'Medicare Part B and many plans cover medically necessary wound care. Skin substitutes are covered only in specific cases, and IV fluids at home usually are not. With Original Medicare, if Medicare may not pay for something, we tell you the cost first and ask you to sign an Advance Beneficiary Notice. With a Medicare Advantage plan, we ask the plan to decide first.',
    });
    expect(Object.keys(careFactsEs).sort()).toEqual(['careSettings', 'coverage']);
  });
});
