import { Router } from 'express';
import type * as v from 'valibot';
import { type BookingKind, type BookingPayload, IDEMPOTENCY_HEADER, type StoredBooking } from '#contract';
import { sendCachedJson } from '../http/cached-json';
import type { Lang } from '#contract/language';
import { idempotencyKey, parseBodyIn } from '../http/validate';
import type { BookingService } from './booking.service';
import type { MadeBooking } from './booking.store';

/**
 * What the visitor may see of a stored booking: everything they sent, never the fingerprint of
 * their network, the messages it declared (the server's business, api/mail/) nor the nurse it was
 * given (the staff area's). Only the public kinds come through the public routers.
 */
export function publicBooking({ clientAddressKey: _key, mail: _mail, clinicianId: _nurse, ...booking }: MadeBooking): StoredBooking {
  return { ...booking, type: booking.type as BookingKind, clientEmail: booking.clientEmail ?? '' };
}

/** `schemas`: the kind's payload schema in each language; a body is checked, and answered, in its own. */
export function bookingRouter(service: BookingService, schemas: Record<Lang, v.GenericSchema<unknown, BookingPayload>>): Router {
  const router = Router();

  router.get('/slots', (req, res) => {
    sendCachedJson(req, res, service.slotListing(), 'no-cache');
  });

  router.post('/book', async (req, res) => {
    const { payload } = parseBodyIn(schemas, req.body);
    const key = idempotencyKey(req.get(IDEMPOTENCY_HEADER));
    const { booking, message, replayed } = await service.book(payload, key, req.ip ?? '');
    if (replayed) res.set('Idempotent-Replayed', 'true');
    res.status(201).json({ success: true, message, booking: publicBooking(booking) });
  });

  return router;
}
