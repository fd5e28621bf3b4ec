/**
 * Spanish dates and times as US Spanish (es-US) writes them: 'lunes, 9 de marzo de 2026',
 * '1:15 p.m.'. Written out, as the English ones are (days.ts), so a page never starts Intl's
 * locale data on its way to interactive (docs/decisions/008); the tests check every day of two
 * years and every time against Intl's es-US. A file of its own: only Spanish pages load it.
 */
import { pad2, parseTime, utcDay } from './days';

export const MONTH_NAMES_ES: readonly string[] = /* @__PURE__ */ 'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre'.split(' ');
/** Months as es-US abbreviates them ('sept', the others their first three letters). */
export const MONTH_ABBREVIATIONS_ES: readonly string[] = /* @__PURE__ */ 'ene feb mar abr may jun jul ago sept oct nov dic'.split(' ');
export const WEEKDAY_NAMES_ES: readonly string[] = /* @__PURE__ */ 'domingo lunes martes miércoles jueves viernes sábado'.split(' ');

/** '2026-03-09' → 'lunes, 9 de marzo de 2026'. */
export function formatDateLongEs(date: string): string {
  const day = utcDay(date);
  return `${WEEKDAY_NAMES_ES[day.getUTCDay()]}, ${day.getUTCDate()} de ${MONTH_NAMES_ES[day.getUTCMonth()]} de ${day.getUTCFullYear()}`;
}

/** '2026-03' → 'marzo de 2026'. */
export const formatMonthEs = (month: string): string => `${MONTH_NAMES_ES[Number(month.slice(5, 7)) - 1]} de ${month.slice(0, 4)}`;

/** '13:15' → '1:15 p.m.'; '00:05' → '12:05 a.m.'. */
export function formatTimeEs(time: string): string {
  const [hh, mm] = parseTime(time);
  const hour = hh % 12 === 0 ? 12 : hh % 12;
  return `${hour}:${pad2(mm)} ${hh < 12 ? 'a.m.' : 'p.m.'}`;
}
