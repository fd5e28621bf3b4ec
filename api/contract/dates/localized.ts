/**
 * Dates, times and the time zone's name in a visitor's language (decision 047): English as days.ts
 * and wall-clock.ts spell them, byte for byte; Spanish as `es-US` writes it ('martes, 9 de junio
 * de 2026', '9:15 a.m.', written out in days.es.ts; the zone's name through Intl, as US Spanish names it: 'hora del Este'). Not re-exported
 * from the date module's index: Intl is for the server, never on the way to a page's first paint
 * (decision 008).
 */
import { type Lang, LOCALES } from '../language';
import { formatDateLong, formatTime12h } from './days';
import { formatDateLongEs, formatTimeEs } from './days.es';
import { timeZoneName } from './wall-clock';

const made = new Map<string, Intl.DateTimeFormat>();
function formatter(lang: Lang, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang} ${JSON.stringify(options)}`;
  let found = made.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(LOCALES[lang], options);
    made.set(key, found);
  }
  return found;
}

/** '2026-03-09' → 'Monday, March 9, 2026' / 'lunes, 9 de marzo de 2026'. */
export function formatDateIn(date: string, lang: Lang): string {
  return lang === 'en' ? formatDateLong(date) : formatDateLongEs(date);
}

/** '13:15' → '1:15 PM' / '1:15 p.m.'. */
export function formatTimeIn(time: string, lang: Lang): string {
  return lang === 'en' ? formatTime12h(time) : formatTimeEs(time);
}

/**
 * The US zones as US Spanish names them on the radio, on TV and on government pages ('hora del
 * Este'), where Intl's es-US gives Latin American names ('hora oriental'); docs/glossary.es.md.
 */
const US_SPANISH_ZONES: Readonly<Record<string, string>> = {
  'hora oriental': 'hora del Este',
  'hora central': 'hora del Centro',
  'hora de las Montañas Rocosas': 'hora de la Montaña',
  'hora estándar de las Montañas Rocosas': 'hora de la Montaña',
};

/** 'America/New_York' → 'Eastern Time' / 'hora del Este' (the zone's id when the language has no name for it). */
export function timeZoneNameIn(timeZone: string, lang: Lang, at = new Date()): string {
  if (lang === 'en') return timeZoneName(timeZone, at);
  try {
    const part = formatter(lang, { timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(at)
      .find((each) => each.type === 'timeZoneName');
    return part ? (US_SPANISH_ZONES[part.value] ?? part.value) : timeZone;
  } catch {
    return timeZone;
  }
}
