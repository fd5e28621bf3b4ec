import { readdir } from 'node:fs/promises';

/**
 * Collections whose records exist only once the server or the command line has run on the folder,
 * each of which writes audit entries as it does (every server start audits its purge, every
 * account change is audited): a folder holding one of their files had a trail. A brand-new folder
 * holds at most its `app-secret`. Their current files (`users.json`) and sealed parts
 * (`users-2026-05.json`, `.2.json`); not the purge's journal, written at a first start just before
 * its audit entry.
 */
const KEPT_WITH_A_TRAIL = /^(users|consultation-bookings|coordinator-bookings|contact-inquiries|inquiry-handling|closures|mail-log)(-\d{4}-\d{2}(\.\d+)?)?\.json$/;

/** Whether the data folder shows that an audit trail was kept in it (so a trail with no entry was deleted). */
export async function trailExpected(dataDir: string): Promise<boolean> {
  const names = await readdir(dataDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  return names.some((name) => KEPT_WITH_A_TRAIL.test(name));
}
