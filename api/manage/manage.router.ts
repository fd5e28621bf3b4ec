import { Router } from 'express';
import { IDEMPOTENCY_HEADER, manageCancelSchema, manageRescheduleSchema } from '../contract';
import { InvalidInputError } from '../domain-errors';
import { idempotencyKey, parseBody } from '../http/validate';
import { BAD_LINK, type ManageService } from './manage.service';

/**
 * GET /api/booking?token=…, POST /api/booking/cancel {token}, POST /api/booking/reschedule
 * {token, date, time}. The token is never logged: request lines carry the path without its
 * query (api/http/logging.ts), and POSTs carry it in the body.
 */
export function manageRouter(service: ManageService): Router {
  const router = Router();

  router.get('/', (req, res) => {
    const { token } = req.query;
    if (typeof token !== 'string' || !token) throw new InvalidInputError(BAD_LINK, { token: BAD_LINK });
    res.json({ booking: service.view(token) });
  });

  router.post('/cancel', async (req, res) => {
    const { token } = parseBody(manageCancelSchema, req.body);
    const { booking, message, replayed } = await service.cancel(token, idempotencyKey(req.get(IDEMPOTENCY_HEADER)));
    if (replayed) res.set('Idempotent-Replayed', 'true');
    res.json({ success: true, message, booking });
  });

  router.post('/reschedule', async (req, res) => {
    const { token, date, time } = parseBody(manageRescheduleSchema, req.body);
    const { booking, message, replayed } = await service.reschedule(token, { date, time }, idempotencyKey(req.get(IDEMPOTENCY_HEADER)));
    if (replayed) res.set('Idempotent-Replayed', 'true');
    res.json({ success: true, message, booking });
  });

  return router;
}
