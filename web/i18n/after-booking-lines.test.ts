import { describe, expect, it, vi } from 'vitest';
import { provider } from '#contract';
import { untrueEmailClaimsIn } from '../../build/checks/email-promises';
import { AFTER_BOOKING, GOOD_FAITH_ESTIMATE, selfPayText } from './after-booking-lines';
import { privacyPolicy } from './privacy-policy.en';

/** Facts another provider could write in api/contract/provider.ts. */
interface Facts {
  phone?: string;
  afterBooking?: { caller?: string; facilityCaller?: string; videoLinkBy?: string; referralNeeded?: boolean; visitsBilledAs?: 'part-b-visits' | 'home-health' };
  insurance?: { selfPay?: string };
}

/** The words as a provider with other facts would have them: the module evaluated again on changed facts. */
async function wordedFrom(facts: Facts) {
  vi.resetModules();
  vi.doMock('../../api/contract', async (importOriginal) => {
    const contract = await importOriginal<typeof import('#contract')>();
    const { afterBooking, insurance } = contract.provider;
    return { ...contract, provider: { ...contract.provider, ...facts, afterBooking: { ...afterBooking, ...facts.afterBooking }, insurance: { ...insurance, ...facts.insurance } } };
  });
  try {
    return await import('./after-booking-lines');
  } finally {
    vi.doUnmock('../../api/contract');
  }
}

describe('what happens after a booking', () => {
  it('when worded from the facts file, then it names who calls, the number and how the video link arrives', () => {
    expect(AFTER_BOOKING.whoCalls).toBe('One of our wound care nurses calls you at the time you booked, from (555) 014-2273.');
    expect(AFTER_BOOKING.videoLink).toBe(
      'For a video call, the nurse sends a video link by text message to the mobile number you gave, a few minutes before the time. If the video does not work, we carry on by phone.',
    );
    expect(AFTER_BOOKING.facilityCall).toBe('Our care coordinator calls the contact person you named, from (555) 014-2273, to confirm the visit.');
    expect(AFTER_BOOKING.changes).toBe('To change or cancel, use the link in that e-mail, or call (555) 014-2273.');
  });

  it('when the facts change, then so do the words: the caller (with a capital), the number and how the link arrives', async () => {
    const { AFTER_BOOKING: words } = await wordedFrom({ phone: '(555) 000-1111', afterBooking: { caller: 'a nurse practitioner', facilityCaller: 'our intake team', videoLinkBy: 'e-mail' } });

    expect(words.whoCalls).toBe('A nurse practitioner calls you at the time you booked, from (555) 000-1111.');
    expect(words.videoLink).toMatch(/^For a video call, the nurse sends a video link by e-mail to the mobile number/);
    expect(words.facilityCall).toBe('Our intake team calls the contact person you named, from (555) 000-1111, to confirm the visit.');
    expect(words.changes).toBe('To change or cancel, use the link in that e-mail, or call (555) 000-1111.');
  });

  it('when no referral is needed, visits are billed under Part B and self-pay has no price, then the words say so, and that we tell the cost first', () => {
    expect(AFTER_BOOKING.referral).toBe(
      'You do not need a referral for the free consultation. Before treatment starts we need an order from your doctor; with your permission, we ask your doctor for it.',
    );
    expect(AFTER_BOOKING.homebound).toBe('You do not have to be homebound: we bill Medicare Part B for our visits, and Part B has no homebound rule.');
    expect(selfPayText()).toBe('If you pay for care yourself, we tell you the cost before any visit.');
  });

  it('when a referral is needed, visits are billed as home health and self-pay has a price, then the words ask for the referral, name the homebound rule and the price', async () => {
    const words = await wordedFrom({ afterBooking: { referralNeeded: true, visitsBilledAs: 'home-health' }, insurance: { selfPay: '$150 per home visit' } });

    expect(words.AFTER_BOOKING.referral).toBe('Please have a referral from your doctor ready. Before treatment starts we also need an order from your doctor.');
    expect(words.AFTER_BOOKING.homebound).toBe('Medicare pays for our visits as home health care, which is for people who are homebound. We check this with you at the consultation.');
    expect(words.selfPayText()).toBe('If you pay for care yourself: $150 per home visit.');
  });

  it('when any of it is read, then it says what e-mail is sent and nowhere that none is', () => {
    const all = [...Object.values(AFTER_BOOKING).flat()].join(' ');
    expect(untrueEmailClaimsIn(all)).toEqual([]);
    expect(AFTER_BOOKING.email).toContain('We e-mail you a confirmation with a calendar file and a link to move or cancel the visit');
  });

  it('when coverage is stated, then the ABN is for Original Medicare only, a Medicare Advantage plan decides first, and home IV fluids are usually not covered', () => {
    const { coverage } = provider.insurance;

    expect(coverage).toMatch(/With Original Medicare, [^.]*Advance Beneficiary Notice\./);
    expect(coverage).toContain('With a Medicare Advantage plan, we ask the plan to decide first.');
    expect(coverage.match(/Advance Beneficiary Notice/g)).toHaveLength(1);
    expect(coverage).toContain('IV fluids at home usually are not');
  });

  it('when the self-pay line links the Good Faith Estimate notice, then that notice is a section of the legal page in CMS\'s words', () => {
    const notice = privacyPolicy.sections[GOOD_FAITH_ESTIMATE.id];

    expect(notice.title).toBe('Your Right to a Good Faith Estimate');
  });

  it('when a wound photo is asked for, then it is shown on the video call and never e-mailed', () => {
    expect(AFTER_BOOKING.haveReady).toContain('A photo of the wound on your phone, to show on a video call (never e-mail it)');
  });
});
