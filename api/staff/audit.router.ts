import { type Response, Router } from 'express';
import type { Clock } from '../clock';
import { addDays, todayIn } from '#contract';
import { type AuditBreak, type AuditBreakKind, type AuditBreaksAnswer, auditRangeSchema } from '#contract/staff';
import { NotFoundError } from '../domain-errors';
import { parseBody } from '../http/validate';
import { checkRange, rangeInstants } from './date-range';
import type { StaffActor } from '../sign-in/staff-actor';
import type { AuditRecord } from '../audit/audit-record';
import type { AuditStore } from '../audit/audit.store';

/** When no range is asked for: the last 30 days, today included. */
export const DEFAULT_AUDIT_DAYS = 30;

/**
 * GET audit?from&to: the trail's entries made on those days (the provider's calendar), newest
 * first; reading them is audited. GET audit/breaks: the chain's breaks no one acknowledged, for
 * the banner on every screen: what broke and when, no record's id or content, so it is not
 * audited (it would add an entry per screen, decision 024). POST audit/breaks/:id/acknowledge:
 * recorded in the trail with who did it; a break already acknowledged is left as it is.
 */
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
  router.get('/breaks', (_req, res) => {
    res.json(breaksAnswer(audit));
  });
  router.post('/breaks/:id/acknowledge', async (req, res) => {
    const who = actorOf(res);
    const outcome = await audit.acknowledgeBreak(String(req.params.id), { actor: who.username, address: who.address }, clock.now());
    if (outcome === 'unknown') throw new NotFoundError('There is no such break in the audit trail.');
    res.json(breaksAnswer(audit));
  });
  return router;
}

const breaksAnswer = (audit: AuditStore): AuditBreaksAnswer => ({ breaks: audit.unacknowledgedBreaks().map(toBreak) });

const toBreak = (entry: AuditRecord): AuditBreak => ({ id: entry.id, at: entry.createdAt, kind: entry.detail as AuditBreakKind });
