import { Router } from 'express';
import type { PreflightAnswer, PreflightItem } from '#contract/staff';

/**
 * GET / → {items}: what is still sample or unsafe for real patients, the list `npm run preflight`
 * prints, for the staff area's first screen. It names settings and sample facts, never a patient
 * or a record, so reading it is not audited. The staff area mounts it at STAFF_API.preflight
 * behind its sign-in; it has no check of its own.
 */
export function preflightRouter(check: () => PreflightItem[]): Router {
  const router = Router();
  router.get('/', (_req, res) => {
    res.json({ items: check() } satisfies PreflightAnswer);
  });
  return router;
}
