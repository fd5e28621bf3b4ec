/** The "Add to calendar" download; the file itself is written by the contract's .ics writer, as the e-mails' are. */
export { buildIcs, calendarUid, type CalendarEvent } from '../../../api/contract/ics';

/** Hands the file to the browser as a download. */
export function downloadIcs(fileName: string, ics: string): void {
  const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
