import type { RequestHandler } from 'express';
import { outboxKindOf, provider } from '../contract';
import type { StorageCeiling } from '../db/storage-ceiling';
import { HttpError } from './errors';

/**
 * Refuses bookings and inquiries with 507 while the data folder is at its ceiling, before their
 * bodies are read. The site's outbox keeps a 507'd submission and tries again later.
 */
export function refuseWhenFull(storage: StorageCeiling): RequestHandler {
  return (req, _res, next) => {
    if (req.method === 'POST' && outboxKindOf(`${req.baseUrl}${req.path}`) && storage.check()) {
      throw new HttpError(
        507,
        `We cannot take new requests online at the moment; nothing was saved. Please call us at ${provider.phone}, or try again later.`,
      );
    }
    next();
  };
}
