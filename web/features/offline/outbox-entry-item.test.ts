import { describe, expect, it } from 'vitest';
import { formatSavedAt } from './outbox-entry-item';

describe('outbox entry', () => {
  it('when an entry shows when it was saved, then it reads as Intl would say it in the visitor\'s zone', () => {
    const intl = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
    const start = Date.UTC(2026, 0, 1, 0, 7);
    for (let step = 0; step < 400; step++) {
      const at = start + step * 22 * 3_600_000 + step * 60_000;
      // Intl puts a narrow no-break space before AM/PM; the page uses a plain one, as in every other time it shows.
      expect(formatSavedAt(at)).toBe(intl.format(at).replace(/\u202f/g, ' '));
    }
  });
});
