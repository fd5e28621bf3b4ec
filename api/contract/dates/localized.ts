/**
 * Dates, times and the time zone's name in a visitor's language (issue 28): English as days.ts
 * and wall-clock.ts spell them, byte for byte; Spanish through Intl with `es-US` ('martes, 9 de
 * junio de 2026', '9:15 a.m.', 'hora oriental'). Not re-exported from the date module's index:
 * Intl is for the server and for pages that ask for Spanish, never on the way to an English
 * page's first paint (decision 008).
 */
import type { Lang } from '../languages';
import { formatDateLong, formatTime12h, parseTime, utcDay } from './days';
import { timeZoneName } from './wall-clock';

/** The `Intl` locale of each language: US Spanish, as the families the site serves write it. */
export const LOCALES: Record<Lang, string> = { en: 'en-US', es: 'es-US' };

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
  if (lang === 'en') return formatDateLong(date);
  return formatter(lang, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(utcDay(date));
}

/** '13:15' → '1:15 PM' / '1:15 p.m.'. */
export function formatTimeIn(time: string, lang: Lang): string {
  if (lang === 'en') return formatTime12h(time);
  const [hour, minute] = parseTime(time);
  return formatter(lang, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, 0, 1, hour, minute)));
}

/** 'America/New_York' → 'Eastern Time' / 'hora oriental' (the zone's id when the language has no name for it). */
export function timeZoneNameIn(timeZone: string, lang: Lang, at = new Date()): string {
  if (lang === 'en') return timeZoneName(timeZone, at);
  try {
    const part = formatter(lang, { timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(at)
      .find((each) => each.type === 'timeZoneName');
    return part?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}
