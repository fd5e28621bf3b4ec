/** Going live (decision 025): what is still sample or unsafe for real patients, as `npm run preflight` lists it. */
import * as v from 'valibot';

/** One thing still sample or unsafe: what, and how to fix it. Names settings and facts, never a patient. */
export const preflightItemSchema = v.object({
  /** Stable name of the check ('phone', 'smtp', 'backups'…). */
  id: v.string(),
  problem: v.string(),
  fix: v.string(),
});
export type PreflightItem = v.InferOutput<typeof preflightItemSchema>;

export const preflightAnswerSchema = v.object({ items: v.array(preflightItemSchema) });
export type PreflightAnswer = v.InferOutput<typeof preflightAnswerSchema>;
