import { Router } from 'express';
import { IDEMPOTENCY_HEADER, manageCancelSchema, manageRescheduleSchema } from '#contract';
import { languageOf } from '#contract/language';
import * as spanish from '#contract/schemas.es';
import { idempotencyKey, parseBodyIn } from '../http/validate';
import { badLink, type ManageService } from './manage.service';

/**
 * GET /api/booking?token=…[&language=es], POST /api/booking/cancel {token, language?}, POST
 * /api/booking/reschedule {token, date, time, language?}. `language` is the manage page's: what
 * is said before the link's booking is known is said in it, the rest in the booking's. The token
 * is never logged: request lines carry the path without its query (api/http/logging.ts), and
 * POSTs carry it in the body.
 */
export function manageRouter(service: ManageService): Router {
  const router = Router();

  router.get('/', (req, res) => {
    const { token } = req.query;
    const asked = languageOf({ language: req.query.language });
    if (typeof token !== 'string' || !token) throw badLink(asked);
    res.json({ booking: service.view(token, asked) });
  });

  router.post('/cancel', async (req, res) => {
    const { payload, lang } = parseBodyIn({ en: manageCancelSchema, es: spanish.manageCancelSchema }, req.body);
    const { booking, message, replayed } = await service.cancel(payload.token, idempotencyKey(req.get(IDEMPOTENCY_HEADER)), lang);
    if (replayed) res.set('Idempotent-Replayed', 'true');
    res.json({ success: true, message, booking });
  });

  router.post('/reschedule', async (req, res) => {
    const { payload, lang } = parseBodyIn({ en: manageRescheduleSchema, es: spanish.manageRescheduleSchema }, req.body);
    const { token, date, time } = payload;
    const { booking, message, replayed } = await service.reschedule(token, { date, time }, idempotencyKey(req.get(IDEMPOTENCY_HEADER)), lang);
    if (replayed) res.set('Idempotent-Replayed', 'true');
    res.json({ success: true, message, booking });
  });

  return router;
}
