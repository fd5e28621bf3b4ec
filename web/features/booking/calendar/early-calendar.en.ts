/** The early calendar of the English booking pages (early-calendar.ts): built apart, loaded from their heads. */
import { formatDateLong, formatMonth, formatTime12h } from '#contract/dates/days';
import { startEarlyCalendar } from './early-calendar';

startEarlyCalendar({ month: formatMonth, date: formatDateLong, time: formatTime12h });
