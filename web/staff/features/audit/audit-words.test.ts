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
