import { type Response, Router } from 'express';
import type { AuditStore } from '../audit/audit.store';
import type { Clock } from '../clock';
import type { MailFailuresAnswer, RecentMailFailuresAnswer } from '#contract/staff';
import type { StaffActor } from '../sign-in/staff-actor';
import type { MailFailuresService } from './mail-failures.service';

/**
 * GET / → {failures}: e-mails the mail server refused for good (ids, kinds and reply codes only);
 * reading the list is audited like every staff read, with the messages' ids. GET /recent →
 * {recent}: how many failed lately, for the navigation on every screen; a number names no
 * record, so it is not audited. The staff area mounts both at STAFF_API.mailFailures behind its
 * sign-in; they have no check of their own.
 */
export function mailFailuresRouter(service: MailFailuresService, audit: AuditStore, clock: Clock, actorOf: (res: Response) => StaffActor): Router {
  const router = Router();
  router.get('/recent', (_req, res) => {
    res.json({ recent: service.recentCount(clock.now()) } satisfies RecentMailFailuresAnswer);
  });
  router.get('/', async (_req, res) => {
    const failures = service.list();
    const who = actorOf(res);
    await audit.append({ actor: who.username, address: who.address, action: 'view-mail-failures', recordIds: failures.map((failure) => failure.id), outcome: 'ok' }, clock.now());
    res.json({ failures } satisfies MailFailuresAnswer);
  });
  return router;
}
