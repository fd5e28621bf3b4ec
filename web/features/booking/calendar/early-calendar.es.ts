/** The early calendar of the Spanish booking pages (early-calendar.ts): built apart, loaded from their heads. */
import { formatDateLongEs, formatMonthEs, formatTimeEs } from '#contract/dates/days.es';
import { startEarlyCalendar } from './early-calendar';

startEarlyCalendar({ month: formatMonthEs, date: formatDateLongEs, time: formatTimeEs });
