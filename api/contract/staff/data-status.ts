/** What is kept, and when the next purge runs (docs/decisions/023-retention.md). */
import * as v from 'valibot';
import { optionalString } from './fields';

export const dataStatusAnswerSchema = v.object({
  /** Inquiries are kept this many months after they arrive, bookings after their visit. */
  retentionMonths: v.number(),
  /** When the oldest inquiry still kept arrived (ISO instant); absent when none is kept. */
  oldestInquiryAt: optionalString,
  /** The visit day of the oldest booking still kept (YYYY-MM-DD); absent when none is kept. */
  oldestVisitDate: optionalString,
  /** When this server last purged, and when it purges next (ISO instants; absent before the first). */
  lastPurgeAt: optionalString,
  nextPurgeAt: optionalString,
});
export type DataStatusAnswer = v.InferOutput<typeof dataStatusAnswerSchema>;
