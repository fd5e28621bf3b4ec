import { type Response, Router } from 'express';
import { IDEMPOTENCY_HEADER } from '#contract';
import { closureSchema } from '#contract/staff';
import { idempotencyKey, parseBody } from '../http/validate';
import type { ClosureActor, ClosureService } from '../closures/closure.service';

/**
 * GET / (closed times in force), POST / {from, to?, startTime?, endTime?, reason} -> 201
 * {closure, conflicts}, DELETE /:id -> {closure}. Mounted at /api/staff/closures behind a session;
 * `actorOf` reads who is signed in.
 */
export function closureRouter(closures: ClosureService, actorOf: (res: Response) => ClosureActor): Router {
  const router = Router();

  router.get('/', (_req, res) => {
    res.json(closures.list());
  });

  router.post('/', async (req, res) => {
    const request = parseBody(closureSchema, req.body);
    res.status(201).json(await closures.add(request, actorOf(res), idempotencyKey(req.get(IDEMPOTENCY_HEADER))));
  });

  router.delete('/:id', async (req, res) => {
    res.json({ closure: await closures.remove(String(req.params.id), actorOf(res)) });
  });

  return router;
}
