import { MONTH_NAMES_ES } from '#contract/dates/days.es';

/**
 * '2026-11-26' → '26 de noviembre de 2026': a legal page's date (its last update, its effective
 * date) in Spanish, as es-US writes it without the weekday; longDate (legal-document.tsx) is the
 * English. Here, not in days.es.ts: that file is in every Spanish page's first load, this only in
 * the legal pages'.
 */
export function longDateEs(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${day} de ${MONTH_NAMES_ES[month - 1]} de ${year}`;
}
