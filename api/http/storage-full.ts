import type { RequestHandler } from 'express';
import { outboxKindOf } from '#contract';
import type { StorageCeiling } from '../db/storage-ceiling';
import { HttpError } from './errors';
import { HTTP_WORDS } from './http-words';
import { headerLanguage } from './request-language';

/**
 * Refuses bookings and inquiries with 507 while the data folder is at its ceiling, before their
 * bodies are read. The site's outbox keeps a 507'd submission and tries again later.
 */
export function refuseWhenFull(storage: StorageCeiling): RequestHandler {
  return (req, _res, next) => {
    if (req.method === 'POST' && outboxKindOf(`${req.baseUrl}${req.path}`) && storage.check()) {
      // Refused unread: the page's language is in its Content-Language header.
      throw new HttpError(507, HTTP_WORDS[headerLanguage(req)].storageFull);
    }
    next();
  };
}
