import { filesIn, type RecordOpener } from '../db/record-source';

/**
 * Collections whose records exist only once the server or the command line has run on the data,
 * each of which writes audit entries as it does (every server start audits its purge, every
 * account change is audited): data holding one of them had a trail. A brand-new folder holds at
 * most its `app-secret`; in a folder, their current files (`users.json`) and sealed parts
 * (`users-2026-05.json`, `.2.json`) count; not the purge's journal, written at a first start just
 * before its audit entry.
 */
export const KEPT_WITH_A_TRAIL = ['users', 'consultation-bookings', 'coordinator-bookings', 'contact-inquiries', 'inquiry-handling', 'closures', 'mail-log'] as const;

/** Whether the records show that an audit trail was kept with them (so a trail with no entry was deleted). */
export function trailExpected(place: string | RecordOpener): Promise<boolean> {
  return (typeof place === 'string' ? filesIn(place) : place).holdsAny(KEPT_WITH_A_TRAIL);
}
