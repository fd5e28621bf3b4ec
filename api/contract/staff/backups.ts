/** How the server's automatic backups stand (decision 027); nothing about what they hold. */
import * as v from 'valibot';
import { optionalString } from './fields';

export const backupsAnswerSchema = v.object({
  /** Whether BACKUP_DIR and BACKUP_RECIPIENT are set. */
  configured: v.boolean(),
  /** How many automatic backups are kept (BACKUP_KEEP). */
  keep: v.number(),
  /** When the newest automatic backup was taken (ISO instant), if there is one. */
  lastSuccessAt: optionalString,
  /** Set while the last attempt failed: when, and why in words for whoever runs the server. */
  lastFailure: v.optional(v.object({ at: v.string(), message: v.string() })),
});
export type BackupsAnswer = v.InferOutput<typeof backupsAnswerSchema>;
