/**
 * The provider's hours as the site words them. The hours themselves are facts
 * (api/contract/provider.ts); every page, guide and the structured data read them from there
 * and word them here, so there is no second copy to keep in step.
 */
import { formatTime12h, WEEKDAY_NAMES } from './dates/days';

/** Open hours on some days of the week: JavaScript weekdays (0 Sunday … 6 Saturday), HH:MM in the provider's time zone. */
export interface WeeklyHours {
  weekdays: readonly number[];
  opens: string;
  closes: string;
}

/**
 * [1, 2, 3, 4, 5] → 'Monday - Friday' ('Monday to Friday' with `to` = ' to '); every day → '7 days
 * a week'. The facts give days in a row (api/contract/provider.test.ts), so a range says them all.
 */
export const daysWording = (weekdays: readonly number[], to = ' - '): string =>
  weekdays.length > 6 ? '7 days a week' : WEEKDAY_NAMES[weekdays[0]!] + to + WEEKDAY_NAMES[weekdays.at(-1)!];

/** '9:00 AM - 5:00 PM'. */
export const timeRange = ({ opens, closes }: WeeklyHours): string => `${formatTime12h(opens)} - ${formatTime12h(closes)}`;

/** 'Monday - Friday 9:00 AM - 5:00 PM'. */
export const weeklyHours = (hours: WeeklyHours): string => `${daysWording(hours.weekdays)} ${timeRange(hours)}`;

/** '7 days a week including holidays': the days the provider is open. */
export const openDays = ({ open, openOnHolidays }: { open: WeeklyHours; openOnHolidays: boolean }): string =>
  `${daysWording(open.weekdays)}${openOnHolidays ? ' including holidays' : ''}`;
