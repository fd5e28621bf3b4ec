import * as v from 'valibot';
import { fieldErrors, queuedResponseSchema } from '#contract';
import type { Checked } from './lazy-rules';

/**
 * valibot's side of the forms, loaded with the rules of a feature (booking-rules.ts,
 * inquiry-rules.ts) rather than with the page.
 */
export function check<S extends v.GenericSchema>(schema: S, values: unknown): Checked<v.InferOutput<S>> {
  const result = v.safeParse(schema, values);
  return result.success ? { success: true, output: result.output } : { success: false, errors: fieldErrors(result.issues) };
}

export const parse = <S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> => v.parse(schema, value);

/** The outbox's id when the service worker answered `202 {queued: true, id}`, else undefined. */
export function queuedId(json: unknown): string | undefined {
  const queued = v.safeParse(queuedResponseSchema, json);
  return queued.success ? queued.output.id : undefined;
}
