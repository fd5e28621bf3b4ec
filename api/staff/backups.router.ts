import { type Response, Router } from 'express';
import type { AuditStore } from '../audit/audit.store';
import type { Clock } from '../clock';
import type { BackupsAnswer } from '#contract/staff';
import type { StaffActor } from '../sign-in/staff-actor';
import type { BackupStatus } from '../backup/automatic-backups';

/**
 * GET / → how the automatic backups stand (BackupsAnswer), for the notice on every staff screen
 * when the last one failed. It names no record, but it is staff data read by staff, so it is
 * audited ('view-backups') like every staff read. Mounted at STAFF_API.backups behind sign-in.
 */
export function backupsRouter(backups: BackupStatus, audit: AuditStore, clock: Clock, actorOf: (res: Response) => StaffActor): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    const who = actorOf(res);
    await audit.append({ actor: who.username, address: who.address, action: 'view-backups', recordIds: [], outcome: 'ok' }, clock.now());
    res.json(backups.status() satisfies BackupsAnswer);
  });
  return router;
}
