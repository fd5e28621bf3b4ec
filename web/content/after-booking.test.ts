import { describe, expect, it } from 'vitest';
import { provider } from '../../api/contract';
import { untrueEmailClaimsIn } from '../../scripts/email-promises';
import { AFTER_BOOKING, selfPayText } from './after-booking';

describe('what happens after a booking', () => {
  it('when worded from the facts file, then it names who calls, the number and how the video link arrives', () => {
    expect(AFTER_BOOKING.whoCalls).toBe(`One of our wound care nurses calls you at the time you booked, from ${provider.phone}.`);
    expect(AFTER_BOOKING.videoLink).toContain(`by ${provider.afterBooking.videoLinkBy} to the mobile number you gave`);
    expect(AFTER_BOOKING.changes).toBe(`To change or cancel, use the link in that e-mail, or call ${provider.phone}.`);
  });

  it('when referral, homebound and self-pay are stated, then they follow the facts, and no cost means we say it first', () => {
    expect(AFTER_BOOKING.referral).toMatch(provider.afterBooking.referralNeeded ? /have a referral/ : /do not need a referral/);
    expect(AFTER_BOOKING.homebound).toMatch(provider.afterBooking.homeboundRequired ? /for people who are homebound/ : /do not have to be homebound/);
    expect(selfPayText()).toBe(
      provider.insurance.selfPay ? `If you pay for care yourself: ${provider.insurance.selfPay}.` : 'If you pay for care yourself, we tell you the cost before any visit.',
    );
  });

  it('when any of it is read, then it says what e-mail is sent (issue 18) and nowhere that none is', () => {
    const all = [...Object.values(AFTER_BOOKING).flat()].join(' ');
    expect(untrueEmailClaimsIn(all)).toEqual([]);
    expect(AFTER_BOOKING.email).toContain('We e-mail you a confirmation with a calendar file and a link to move or cancel the visit');
  });
});
