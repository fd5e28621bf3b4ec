import { describe, expect, it } from 'vitest';
import { provider } from './provider';
import { noticeFacts } from './provider.notices';
import { providerEs } from './provider.es';
import { privacyEs } from './provider.privacy.es';

describe('the facts in Spanish', () => {
  it('when an English fact changes, then its Spanish twin is changed too (this names the English each twin says)', () => {
    // A failure here: translate the new fact in provider.es.ts, then write the new English here.
    expect({
      serviceArea: provider.serviceArea,
      replyWithin: provider.replyWithin,
      credentialName: provider.credential.name,
      onCall: provider.hours.onCall,
      guideReviewRole: provider.guideReview.role,
      insurance: provider.insurance,
      section1557Title: noticeFacts.section1557Coordinator.title,
      caller: provider.afterBooking.caller,
      facilityCaller: provider.afterBooking.facilityCaller,
      videoLinkBy: provider.afterBooking.videoLinkBy,
      officer: provider.privacy.officer,
      hosting: provider.privacy.hosting,
    }).toEqual({
      serviceArea: 'Hamilton, Butler, Warren and Clermont counties, Ohio',
      replyWithin: '24 hours',
      credentialName: 'Certified Wound, Ostomy and Continence Nurse',
      onCall: 'After hours, the same number reaches the nurse on call for patients in our care.',
      guideReviewRole: 'Lead wound care nurse',
      insurance: {
        coverage:
          'Medicare Part B and many plans cover medically necessary wound care. Skin substitutes are covered only in specific cases, and IV fluids at home usually are not. With Original Medicare, if Medicare may not pay for something, we tell you the cost first and ask you to sign an Advance Beneficiary Notice. With a Medicare Advantage plan, we ask the plan to decide first.',
        selfPay: '',
      },
      section1557Title: 'Section 1557 Coordinator',
      caller: 'one of our wound care nurses',
      facilityCaller: 'our care coordinator',
      videoLinkBy: 'text message',
      officer: 'Privacy Officer',
      hosting: 'our web hosting company',
    });
    expect(Object.keys(providerEs).sort()).toEqual(['afterBooking', 'credentialName', 'guideReviewRole', 'insurance', 'onCall', 'replyWithin', 'section1557Title', 'serviceArea']);
    expect(Object.keys(privacyEs).sort()).toEqual(['hosting', 'officer']);
  });
});
