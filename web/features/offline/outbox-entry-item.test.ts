import { describe, expect, it } from 'vitest';
import { offline as en } from '../../i18n/offline.en';
import { offline as es } from '../../i18n/offline.es';
import { shell as enShell } from '../../i18n/shell.en';
import { shell as esShell } from '../../i18n/shell.es';

const START = Date.UTC(2026, 0, 1, 0, 7);
/** Four hundred instants spread over a year, at every hour and many minutes. */
const instants = Array.from({ length: 400 }, (_, step) => START + step * 22 * 3_600_000 + step * 60_000);

describe('outbox entry', () => {
  it("when an entry shows when it was saved, then it reads as Intl would say it in the visitor's zone", () => {
    const intl = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
    // Intl puts a narrow no-break space before AM/PM; the page uses a plain one, as in every other time it shows.
    for (const at of instants) expect(en.outbox.saved(at)).toBe(`Saved ${intl.format(at).replace(/\u202f/g, ' ')}`);
  });

  it("when a Spanish page shows when an entry was saved, then it reads as Intl's es-US says it", () => {
    const intl = new Intl.DateTimeFormat('es-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
    for (const at of instants) expect(es.outbox.saved(at)).toBe(`Guardado el ${intl.format(at)}`);
  });

  it('when an entry is described, then English reads as the service worker has always written it, and Spanish says the same', () => {
    const slot = enShell.toasts.when('2030-03-05', '13:30');
    expect(en.outbox.summary('consultation', slot)).toBe('Free consultation, Tuesday, March 5, 2030 at 1:30 PM');
    expect(en.outbox.summary('coordinator', slot)).toBe('Facility coordination visit, Tuesday, March 5, 2030 at 1:30 PM');
    expect(en.outbox.summary('reschedule', slot)).toBe('Move your visit to Tuesday, March 5, 2030 at 1:30 PM');
    expect([en.outbox.summary('cancel', ''), en.outbox.summary('contact', '')]).toEqual(['Cancel your visit', 'General inquiry']);
    expect(es.outbox.summary('consultation', esShell.toasts.when('2030-03-05', '13:30'))).toBe('Consulta gratuita, martes, 5 de marzo de 2030 a la 1:30 p.m.');
  });
});
