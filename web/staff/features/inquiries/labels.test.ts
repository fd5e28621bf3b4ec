import { describe, expect, it } from 'vitest';
import { SERVICE_TYPES } from '#contract';
import { overclaimingNames } from '../../../../build/checks/overclaims';
import { serviceLabel } from './labels';

describe('the staff app\'s names of the services', () => {
  it('when staff read which service an inquiry asked about, then no name promises stem cells, a biologic or an FDA approval', () => {
    const names = SERVICE_TYPES.map(serviceLabel);

    expect(names).toContain('Placental tissue grafts (“stem cell therapy”)');
    expect(overclaimingNames(names)).toEqual([]);
  });
});
