import { describe, expect, it } from 'vitest';
import { longDateEs } from './legal-date.es';

describe("a legal page's date in Spanish", () => {
  it("when written, then it is Intl's es-US long date without the weekday", () => {
    const intl = new Intl.DateTimeFormat('es-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    for (const date of ['2026-11-26', '2026-01-01', '2027-09-30']) expect(longDateEs(date), date).toBe(intl.format(new Date(`${date}T00:00:00Z`)));
    expect(longDateEs('2026-11-23')).toBe('23 de noviembre de 2026');
  });
});
