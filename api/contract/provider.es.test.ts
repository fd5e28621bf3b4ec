import { describe, expect, it } from 'vitest';
import { provider } from './provider';
import { providerEs } from './provider.es';

describe('the facts in Spanish', () => {
  it('when an English fact changes, then its Spanish twin is changed too (this names the English each twin says)', () => {
    // A failure here: translate the new fact in provider.es.ts, then write the new English here.
    expect({
      serviceArea: provider.serviceArea,
      replyWithin: provider.replyWithin,
      credentialName: provider.credential.name,
      onCall: provider.hours.onCall,
      caller: provider.afterBooking.caller,
      facilityCaller: provider.afterBooking.facilityCaller,
      videoLinkBy: provider.afterBooking.videoLinkBy,
    }).toEqual({
      serviceArea: 'Hamilton, Butler, Warren and Clermont counties, Ohio',
      replyWithin: '24 hours',
      credentialName: 'Certified Wound, Ostomy and Continence Nurse',
      onCall: 'After hours, the same number reaches the nurse on call for patients in our care.',
      caller: 'one of our wound care nurses',
      facilityCaller: 'our care coordinator',
      videoLinkBy: 'text message',
    });
    expect(Object.keys(providerEs).sort()).toEqual(['afterBooking', 'credentialName', 'onCall', 'replyWithin', 'serviceArea']);
  });
});
