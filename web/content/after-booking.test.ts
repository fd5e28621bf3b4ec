import { describe, expect, it } from 'vitest';
import { provider } from '../../api/contract';
import { untrueEmailClaimsIn } from '../../scripts/email-promises';
import { AFTER_BOOKING, GOOD_FAITH_ESTIMATE, selfPayText } from './after-booking';
import { POLICY_SECTIONS } from './privacy-policy';

describe('what happens after a booking', () => {
  it('when worded from the facts file, then it names who calls, the number and how the video link arrives', () => {
    expect(AFTER_BOOKING.whoCalls).toBe(`One of our wound care nurses calls you at the time you booked, from ${provider.phone}.`);
    expect(AFTER_BOOKING.videoLink).toContain(`by ${provider.afterBooking.videoLinkBy} to the mobile number you gave`);
    expect(AFTER_BOOKING.changes).toBe(`To change or cancel, use the link in that e-mail, or call ${provider.phone}.`);
  });

  it('when referral, homebound and self-pay are stated, then they follow the facts, and no cost means we say it first', () => {
    expect(AFTER_BOOKING.referral).toMatch(provider.afterBooking.referralNeeded ? /have a referral/ : /do not need a referral/);
    expect(AFTER_BOOKING.homebound).toMatch(provider.afterBooking.visitsBilledAs === 'home-health' ? /home health care, which is for people who are homebound/ : /^You do not have to be homebound: we bill Medicare Part B/);
    expect(selfPayText()).toBe(
      provider.insurance.selfPay ? `If you pay for care yourself: ${provider.insurance.selfPay}.` : 'If you pay for care yourself, we tell you the cost before any visit.',
    );
  });

  it('when any of it is read, then it says what e-mail is sent (issue 18) and nowhere that none is', () => {
    const all = [...Object.values(AFTER_BOOKING).flat()].join(' ');
    expect(untrueEmailClaimsIn(all)).toEqual([]);
    expect(AFTER_BOOKING.email).toContain('We e-mail you a confirmation with a calendar file and a link to move or cancel the visit');
  });

  it('when coverage is stated (issue 26), then the ABN is for Original Medicare only, a Medicare Advantage plan decides first, and home IV fluids are usually not covered', () => {
    const { coverage } = provider.insurance;

    expect(coverage).toMatch(/With Original Medicare, [^.]*Advance Beneficiary Notice\./);
    expect(coverage).toContain('With a Medicare Advantage plan, we ask the plan to decide first.');
    expect(coverage.match(/Advance Beneficiary Notice/g)).toHaveLength(1);
    expect(coverage).toContain('IV fluids at home usually are not');
  });

  it('when the self-pay line links the Good Faith Estimate notice, then that notice is a section of the legal page in CMS\'s words', () => {
    const notice = POLICY_SECTIONS.find((section) => section.id === GOOD_FAITH_ESTIMATE.id);

    expect(notice?.title).toBe('Your Right to a Good Faith Estimate');
  });

  it('when a wound photo is asked for, then it is shown on the video call and never e-mailed', () => {
    expect(AFTER_BOOKING.haveReady).toContain('A photo of the wound on your phone, to show on a video call (never e-mail it)');
  });
});
