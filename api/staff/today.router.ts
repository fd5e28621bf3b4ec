import { Router } from 'express';
import { STAFF_API, todayQuerySchema } from '#contract/staff';
import { parseBody } from '../http/validate';
import { staffOf } from '../sign-in/auth.router';
import type { Today } from './today.service';

const path = (full: string) => full.slice('/api/staff'.length);

/** GET today?date&clinicianId: a nurse's day (the account's own nurse by default), audited by the ids it shows. */
export function todayRouter(today: Today): Router {
  const router = Router();
  router.get(path(STAFF_API.today), async (req, res) => {
    res.json(await today.day(parseBody(todayQuerySchema, { ...req.query }), staffOf(res)));
  });
  return router;
}
