import { type Response, Router } from 'express';
import type { Clock } from '../clock';
import { addDays, todayIn } from '../contract';
import { auditRangeSchema } from '../contract/staff';
import { parseBody } from '../http/validate';
import { checkRange, rangeInstants } from '../staff/date-range';
import type { StaffActor } from '../staff/staff-actor';
import type { AuditStore } from './audit.store';

/** When no range is asked for: the last 30 days, today included. */
export const DEFAULT_AUDIT_DAYS = 30;

/** GET audit?from&to: the trail's entries made on those days (the provider's calendar), newest first. */
export function auditRouter(audit: AuditStore, clock: Clock, timeZone: string, actorOf: (res: Response) => StaffActor): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const query = parseBody(auditRangeSchema, { ...req.query });
    const today = todayIn(clock.now(), timeZone);
    const to = query.to ?? (query.from && query.from > today ? query.from : today);
    const from = query.from ?? addDays(to, 1 - DEFAULT_AUDIT_DAYS);
    const { start, end } = rangeInstants(checkRange({ from, to }), timeZone);
    const entries = audit.between(start, end);
    const who = actorOf(res);
    await audit.append({ actor: who.username, address: who.address, action: 'view-audit', recordIds: [], outcome: 'ok' }, clock.now());
    res.json(entries);
  });
  return router;
}
