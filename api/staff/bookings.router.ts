import { Router } from 'express';
import { IDEMPOTENCY_HEADER } from '#contract';
import { cancelManySchema, cancelSchema, dateRangeSchema, STAFF_API } from '#contract/staff';
import { idempotencyKey, parseBody } from '../http/validate';
import { staffOf } from '../sign-in/auth.router';
import type { StaffBookings } from './staff-bookings.service';

const path = (full: string) => full.slice('/api/staff'.length);

/**
 * GET bookings?from&to, GET bookings/:id, POST bookings/:id/cancel {message?, note?},
 * POST bookings/cancel {ids, message?, note?} (an older page's `reason` is kept as the note),
 * POST bookings/:id/interpreter-arranged, DELETE bookings/:id.
 */
export function staffBookingsRouter(bookings: StaffBookings): Router {
  const router = Router();

  router.get(path(STAFF_API.bookings), async (req, res) => {
    res.json(await bookings.list(parseBody(dateRangeSchema, { ...req.query }), staffOf(res)));
  });

  router.post(path(STAFF_API.cancelBookings), async (req, res) => {
    const { ids, words } = parseBody(cancelManySchema, req.body);
    res.json(await bookings.cancelMany(ids, words, staffOf(res)));
  });

  router.get(`${path(STAFF_API.bookings)}/:id`, async (req, res) => {
    res.json(await bookings.get(String(req.params.id), staffOf(res)));
  });

  router.delete(`${path(STAFF_API.bookings)}/:id`, async (req, res) => {
    await bookings.remove(String(req.params.id), staffOf(res));
    res.status(204).end();
  });

  router.post(`${path(STAFF_API.bookings)}/:id/interpreter-arranged`, async (req, res) => {
    res.json(await bookings.markInterpreterArranged(String(req.params.id), staffOf(res), idempotencyKey(req.get(IDEMPOTENCY_HEADER))));
  });

  router.post(`${path(STAFF_API.bookings)}/:id/cancel`, async (req, res) => {
    const words = parseBody(cancelSchema, req.body);
    res.json(await bookings.cancel(String(req.params.id), words, staffOf(res), idempotencyKey(req.get(IDEMPOTENCY_HEADER))));
  });

  return router;
}
