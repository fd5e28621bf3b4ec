import { Router } from 'express';
import { IDEMPOTENCY_HEADER } from '#contract';
import {
  agendaFilterSchema,
  cancelManySchema,
  cancelSchema,
  dateRangeSchema,
  moveRequestSchema,
  outcomeRequestSchema,
  seriesCancelRequestSchema,
  STAFF_API,
  staffBookingRequestSchema,
} from '#contract/staff';
import { idempotencyKey, parseBody } from '../http/validate';
import { staffOf } from '../sign-in/auth.router';
import type { StaffBookings } from './staff-bookings.service';
import type { StaffVisits } from './staff-visits.service';

const path = (full: string) => full.slice('/api/staff'.length);

/**
 * GET bookings?from&to[&clinicianId&kind&outcome], POST bookings (staff take one or a series;
 * dryRun plans it), GET bookings/:id, POST bookings/:id/cancel {message?, note?}, POST
 * bookings/cancel {ids, message?, note?} (an older page's `reason` is kept as the note), POST
 * bookings/:id/move, POST bookings/:id/outcome, POST bookings/:id/interpreter-arranged, POST
 * series/:id/cancel, DELETE bookings/:id.
 */
export function staffBookingsRouter(bookings: StaffBookings, visits: StaffVisits): Router {
  const router = Router();

  router.get(path(STAFF_API.bookings), async (req, res) => {
    const query = { ...req.query };
    res.json(await bookings.list(parseBody(dateRangeSchema, query), staffOf(res), parseBody(agendaFilterSchema, query)));
  });

  router.post(path(STAFF_API.bookings), async (req, res) => {
    const request = parseBody(staffBookingRequestSchema, req.body);
    const { answer, replayed } = await visits.create(request, staffOf(res), idempotencyKey(req.get(IDEMPOTENCY_HEADER)));
    if (replayed) res.set('Idempotent-Replayed', 'true');
    res.status(answer.dryRun ? 200 : 201).json(answer);
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

  router.post(`${path(STAFF_API.bookings)}/:id/move`, async (req, res) => {
    const request = parseBody(moveRequestSchema, req.body);
    res.json(await visits.move(String(req.params.id), request, staffOf(res), idempotencyKey(req.get(IDEMPOTENCY_HEADER))));
  });

  router.post(`${path(STAFF_API.bookings)}/:id/outcome`, async (req, res) => {
    const { outcome } = parseBody(outcomeRequestSchema, req.body);
    res.json(await visits.setOutcome(String(req.params.id), outcome, staffOf(res)));
  });

  router.post('/series/:id/cancel', async (req, res) => {
    const words = parseBody(seriesCancelRequestSchema, req.body);
    res.json(await visits.cancelWhole(String(req.params.id), words, staffOf(res), idempotencyKey(req.get(IDEMPOTENCY_HEADER))));
  });

  return router;
}
