import { Router } from 'express';
import { IDEMPOTENCY_HEADER } from '#contract';
import { clinicianChangeSchema, newClinicianSchema, STAFF_API } from '#contract/staff';
import { idempotencyKey, parseBody } from '../http/validate';
import { staffOf } from '../sign-in/auth.router';
import type { Team } from './team.service';

const path = (full: string) => full.slice('/api/staff'.length);

/** GET clinicians, POST clinicians {name, hours?, zips?, kinds?, staffUser?} → 201 {id}, PATCH clinicians/:id → {clinician, toReassign}. */
export function teamRouter(team: Team): Router {
  const router = Router();

  router.get(path(STAFF_API.clinicians), (_req, res) => {
    res.json(team.list());
  });

  router.post(path(STAFF_API.clinicians), async (req, res) => {
    const request = parseBody(newClinicianSchema, req.body);
    res.status(201).json(await team.add(request, staffOf(res), idempotencyKey(req.get(IDEMPOTENCY_HEADER))));
  });

  router.patch(`${path(STAFF_API.clinicians)}/:id`, async (req, res) => {
    const request = parseBody(clinicianChangeSchema, req.body);
    res.json(await team.change(String(req.params.id), request, staffOf(res), idempotencyKey(req.get(IDEMPOTENCY_HEADER))));
  });

  return router;
}
