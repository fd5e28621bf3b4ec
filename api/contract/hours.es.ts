/**
 * The provider's hours in Spanish (hours.ts words them in English): the Spanish pages' footer,
 * titles and booking facts. A file of its own, so English pages never load it.
 */
import { formatTimeEs, WEEKDAY_NAMES_ES } from './dates/days.es';
import type { WeeklyHours } from './hours';

/** [1, 2, 3, 4, 5] → 'de lunes a viernes'; every day → 'los 7 días de la semana'. Days run in a row (provider.test.ts). */
export const daysWordingEs = (weekdays: readonly number[]): string =>
  weekdays.length > 6 ? 'los 7 días de la semana' : `de ${WEEKDAY_NAMES_ES[weekdays[0]!]} a ${WEEKDAY_NAMES_ES[weekdays.at(-1)!]}`;

/** 'de 9:00 a.m. a 5:00 p.m.', as Spanish says a range (docs/glossary.es.md), never with a dash. */
export const timeRangeEs = ({ opens, closes }: WeeklyHours): string => `de ${formatTimeEs(opens)} a ${formatTimeEs(closes)}`;

export const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'De lunes a viernes, de 9:00 a.m. a 5:00 p.m.'. */
export const weeklyHoursEs = (hours: WeeklyHours): string => `${capitalized(daysWordingEs(hours.weekdays))}, ${timeRangeEs(hours)}`;

/** 'Los 7 días de la semana, incluso los días festivos': the days the provider is open. */
export const openDaysEs = ({ open, openOnHolidays }: { open: WeeklyHours; openOnHolidays: boolean }): string =>
  capitalized(daysWordingEs(open.weekdays)) + (openOnHolidays ? ', incluso los días festivos' : '');
