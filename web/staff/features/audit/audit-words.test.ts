import { describe, expect, it } from 'vitest';
import { actionLabel } from './audit-words';

describe('the audit trail’s actions in words', () => {
  it('when an action is a known one, then its own words show, never its key', () => {
    expect(actionLabel('delete-booking')).toBe('Deleted a booking permanently');
    expect(actionLabel('delete-inquiry')).toBe('Deleted an inquiry permanently');
    expect(actionLabel('purge')).toBe('Deleted records past their keeping time');
    expect(actionLabel('view-backups')).toBe('Viewed the backups’ state');
  });

  it('when an action is not in the list yet, then it is still said in words, not as a key', () => {
    expect(actionLabel('rotate-keys')).toBe('Rotate keys');
    expect(actionLabel('some_new_thing')).toBe('Some new thing');
  });
});

describe('the coordinator’s actions in words', () => {
  it('when staff book, move, mark or cancel a series, or change the team or a feed, then each reads as what was done', () => {
    expect(
      ['book-by-staff', 'move-booking', 'booking-outcome', 'cancel-series', 'clinician-added', 'clinician-changed', 'view-today', 'calendar-feed-created', 'calendar-feed-voided'].map(actionLabel),
    ).toEqual([
      'Booked for a patient (phone or referral)',
      'Moved a booking',
      'Marked a visit’s outcome',
      'Cancelled a series of visits',
      'Added a nurse',
      'Changed a nurse',
      'Viewed a nurse’s day',
      'Made a calendar feed',
      'Stopped a calendar feed',
    ]);
  });
});
