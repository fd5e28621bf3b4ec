import { Router } from 'express';
import { contactInquirySchema, IDEMPOTENCY_HEADER } from '#contract';
import { contactInquirySchema as spanishInquirySchema } from '#contract/schemas.es';
import { idempotencyKey, parseBodyIn } from '../http/validate';
import type { ContactService } from './contact.service';

export function contactRouter(service: ContactService): Router {
  const router = Router();
  router.post('/', async (req, res) => {
    const { payload: inquiry } = parseBodyIn({ en: contactInquirySchema, es: spanishInquirySchema }, req.body);
    const key = idempotencyKey(req.get(IDEMPOTENCY_HEADER));
    const { message, replayed } = await service.submit(inquiry, key);
    if (replayed) res.set('Idempotent-Replayed', 'true');
    res.status(201).json({ message });
  });
  return router;
}
