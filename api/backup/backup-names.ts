import { provider } from '#contract';

/** Automatic backups kept when BACKUP_KEEP is unset: the facts file's `backupDays` of daily ones, which the privacy policy names. */
export const DEFAULT_BACKUP_KEEP: number = provider.privacy.backupDays;

/** What a backup holds: the data folder as tar, or the database as pg_dump's custom format (PostgreSQL mode). */
export type BackupKind = 'tar' | 'pgdump';

/** `backup-20260301T020000Z.tar.age` (or `.pgdump.age`): the UTC instant it was taken, so names sort by age. */
const NAME = /^backup-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.(?:tar|pgdump)\.age$/;

export const backupName = (instant: number, kind: BackupKind = 'tar'): string => `backup-${new Date(instant).toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')}.${kind}.age`;

/** When the automatic backup of that name was taken, or null for any other file (which the server never touches). */
export function backupTime(name: string): number | null {
  const parts = NAME.exec(name);
  if (!parts) return null;
  const [, year, month, day, hour, minute, second] = parts;
  const time = Date.parse(`${year}-${month}-${day}T${hour}:${minute}:${second}Z`);
  return Number.isNaN(time) ? null : time;
}
