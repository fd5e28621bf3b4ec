import type { RequestHandler } from 'express';
import * as v from 'valibot';
import { fieldErrors, IDEMPOTENCY_HEADER, MAX_LENGTH } from '../contract';
import { HttpError } from './errors';

/** Parses a body with a contract schema, or answers 400 with every field's message. */
export function parseBody<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, 'The request body must be a JSON object.');
  }
  const result = v.safeParse(schema, body);
  if (!result.success) {
    const errors = fieldErrors(result.issues);
    throw new HttpError(400, 'Please correct the highlighted fields and try again.', { errors });
  }
  return result.output;
}

/** POSTs must carry JSON; anything else is refused before it is parsed. */
export const requireJson: RequestHandler = (req, _res, next) => {
  if (req.method === 'POST' && !req.is('application/json')) {
    throw new HttpError(415, 'Please send the request as JSON (Content-Type: application/json).');
  }
  next();
};

/** The optional Idempotency-Key header, checked for a sane form. */
export function idempotencyKey(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const key = header.trim();
  if (!key || key.length > MAX_LENGTH.idempotencyKey || !/^[\x21-\x7e]+$/.test(key)) {
    throw new HttpError(400, `The ${IDEMPOTENCY_HEADER} header must be 1 to ${MAX_LENGTH.idempotencyKey} visible characters.`);
  }
  return key;
}
