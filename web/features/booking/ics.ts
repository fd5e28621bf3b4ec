import { saveFile } from '../../lib/save-file';

/** The "Add to calendar" download; the file itself is written by the contract's .ics writer, as the e-mails' are. */
export { buildIcs, calendarUid, type CalendarEvent } from '#contract/ics';

/** Hands the file to the browser as a download. */
export const downloadIcs = (fileName: string, ics: string): void => saveFile(ics, fileName, 'text/calendar;charset=utf-8');
