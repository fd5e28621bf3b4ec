import type { AuditBreakKind } from '#contract/staff';
import type { ChainBreak } from './audit-chain';
import { HEAD_FILE } from './audit-head';

/** What each kind of break means, for the server's log and the command line (the staff app has its own words). */
const WHAT: Record<AuditBreakKind, string> = {
  'missing-entries': 'entries are missing',
  'missing-part': 'a part file of the trail is missing',
  'edited-entry': 'an entry was changed after it was written',
  'reordered-entries': 'entries are not in the order they were written in',
  'cut-off': 'the newest entries were cut off',
  'missing-head': `its head file (${HEAD_FILE}) is missing`,
  'edited-head': `its head file (${HEAD_FILE}) was changed or cannot be read`,
  'other-key': 'it was written under another APP_SECRET, so no entry can be checked',
  'missing-trail': 'it is gone: no entry is left, though the data folder holds records written since it was kept',
  'stripped-trail': `no entry carries its hash and its head file (${HEAD_FILE}) is gone: the chain was stripped (or every entry is from before the chain), so none can be checked`,
};

/** "entries are missing: between audit entries 1 and 2 (audit-2026-05.json, audit.json)". */
export function describeBreak(found: Pick<ChainBreak, 'kind' | 'recordIds' | 'files'>): string {
  const what = WHAT[found.kind] ?? found.kind.replace(/-/g, ' ');
  const ids = found.recordIds;
  const files = found.files.length ? ` (${found.files.join(', ')})` : '';
  if (found.kind === 'cut-off') return `${what}: the head names entry ${ids.at(-1)}, which is gone${ids.length > 1 ? `; the newest entry left is ${ids[0]}` : ''}`;
  if (!ids.length) return what;
  if (found.kind === 'missing-head' || found.kind === 'edited-head') return `${what}; the newest entry is ${ids[0]}`;
  return `${what}: at audit entr${ids.length > 1 ? 'ies' : 'y'} ${ids.join(', ')}${files}`;
}

export const WHAT_TO_DO =
  'Compare the data folder with its latest backup and restore what is missing or changed; staff acknowledge the break in the staff area once it is understood.';
