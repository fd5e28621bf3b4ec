import * as v from 'valibot';
import { fieldErrors } from '../../../api/contract';

/** Checks a form's values with a contract schema: field → message, empty when all is well. */
export function check(schema: v.GenericSchema, values: unknown): Record<string, string> {
  const result = v.safeParse(schema, values);
  return result.success ? {} : fieldErrors(result.issues);
}
