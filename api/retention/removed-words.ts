import type { RemovedCounts } from './data-life.service';

const WORDS: [keyof RemovedCounts, string, string][] = [
  ['inquiries', 'inquiry', 'inquiries'],
  ['bookings', 'booking', 'bookings'],
  ['referrals', 'referral', 'referrals'],
  ['documents', 'referral document', 'referral documents'],
  ['handledMarks', 'handled mark (with its note)', 'handled marks (with their notes)'],
  ['mailLogEntries', 'mail-log entry', 'mail-log entries'],
  ['emailFiles', '.eml file', '.eml files'],
  ['fingerprints', 'booking network fingerprint', 'booking network fingerprints'],
  ['auditEntries', 'audit entry older than six years', 'audit entries older than six years'],
];

/** A purge's counts in words, one line each, for `npm run staff -- purge` (counts only, never a record). */
export function describeRemoved(counts: RemovedCounts, mode: 'dry-run' | 'done'): string {
  const lines = WORDS.filter(([key]) => counts[key] > 0).map(([key, one, many]) => `  ${counts[key]} ${counts[key] === 1 ? one : many}`);
  if (!lines.length) return mode === 'dry-run' ? 'Nothing has passed its keeping time: a purge now would delete nothing.' : 'Nothing had passed its keeping time: nothing was deleted.';
  return [mode === 'dry-run' ? 'A purge now would delete (nothing is deleted by a dry run):' : 'Deleted:', ...lines].join('\n');
}
