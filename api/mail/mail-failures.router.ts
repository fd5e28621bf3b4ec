import { Router } from 'express';
import type { MailFailuresAnswer } from '../contract/staff';
import type { MailFailuresService } from './mail-failures.service';

/**
 * GET / → {failures}: e-mails the mail server refused for good. The staff area mounts it at
 * STAFF_API.mailFailures (/api/staff/mail/failures) behind its sign-in; it has no check of its own.
 */
export function mailFailuresRouter(service: MailFailuresService): Router {
  const router = Router();
  router.get('/', (_req, res) => {
    res.json({ failures: service.list() } satisfies MailFailuresAnswer);
  });
  return router;
}
