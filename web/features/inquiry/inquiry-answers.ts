import { contactResponseSchema } from '#contract';
import { parse } from '../../lib/form-rules';

/** The server's answer to an inquiry, checked; it carries no words of the site's, so both languages load the same. */
export const parseContactResponse = (json: unknown) => parse(contactResponseSchema, json);
