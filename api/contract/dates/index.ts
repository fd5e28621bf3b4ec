/**
 * The one date and time module, for the slot engine, the schemas, the booking calendar, the
 * .ics writer and every message that names a date. Dates are 'YYYY-MM-DD' strings, times of
 * day 'HH:MM', instants epoch milliseconds.
 *
 * Five small files because the client build puts a whole file, not a function, in a chunk, and
 * every page would otherwise carry what one widget uses (build/chunking.ts, docs/decisions/016):
 * `days` (parse and spell out: every page), `times` (time-of-day arithmetic: the slot grid and
 * the facility visit's end time), `calendar` (add days, weekday, month grid: the booking
 * calendar), `checks` (is a date real: the form checks) and `wall-clock` (the provider's wall
 * clock <-> instants, the only part that uses Intl: the server, the build and the .ics writer).
 */
export * from './days';
export * from './times';
export * from './calendar';
export * from './checks';
export * from './wall-clock';
