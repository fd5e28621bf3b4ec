import { Router } from 'express';
import { IDEMPOTENCY_HEADER } from '#contract';
import { handledSchema, inquiryStatusSchema, STAFF_API } from '#contract/staff';
import { idempotencyKey, parseBody } from '../http/validate';
import { staffOf } from '../sign-in/auth.router';
import type { StaffInquiries } from './staff-inquiries.service';

const base = STAFF_API.inquiries.slice('/api/staff'.length);

/** GET inquiries?status=new|handled, GET inquiries/:id, POST inquiries/:id/handled {note?}, POST inquiries/:id/interpreter-arranged, DELETE inquiries/:id. */
export function staffInquiriesRouter(inquiries: StaffInquiries): Router {
  const router = Router();

  router.get(base, async (req, res) => {
    const { status } = parseBody(inquiryStatusSchema, { ...req.query });
    res.json(await inquiries.list(status, staffOf(res)));
  });

  router.get(`${base}/:id`, async (req, res) => {
    res.json(await inquiries.get(String(req.params.id), staffOf(res)));
  });

  router.delete(`${base}/:id`, async (req, res) => {
    await inquiries.remove(String(req.params.id), staffOf(res));
    res.status(204).end();
  });

  router.post(`${base}/:id/interpreter-arranged`, async (req, res) => {
    res.json(await inquiries.markInterpreterArranged(String(req.params.id), staffOf(res), idempotencyKey(req.get(IDEMPOTENCY_HEADER))));
  });

  router.post(`${base}/:id/handled`, async (req, res) => {
    const { note } = parseBody(handledSchema, req.body);
    res.json(await inquiries.markHandled(String(req.params.id), note || undefined, staffOf(res), idempotencyKey(req.get(IDEMPOTENCY_HEADER))));
  });

  return router;
}
