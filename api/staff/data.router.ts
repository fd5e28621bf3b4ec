import { Router } from 'express';
import type { AuditStore } from '../audit/audit.store';
import type { Clock } from '../clock';
import { STAFF_API } from '#contract/staff';
import type { DataLife } from '../retention/data-life.service';
import { staffOf } from '../sign-in/auth.router';

/** GET data: how long records are kept, the oldest kept and the next purge (no patient data; read audited all the same). */
export function dataRouter(life: Pick<DataLife, 'status'>, audit: AuditStore, clock: Clock): Router {
  const router = Router();
  router.get(STAFF_API.dataStatus.slice('/api/staff'.length), async (_req, res) => {
    const who = staffOf(res);
    await audit.append({ actor: who.username, address: who.address, action: 'view-data-status', recordIds: [], outcome: 'ok' }, clock.now());
    res.json(life.status());
  });
  return router;
}
