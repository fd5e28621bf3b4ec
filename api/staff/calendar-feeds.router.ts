import { Router } from 'express';
import { newFeedSchema, STAFF_API } from '#contract/staff';
import type { AuditStore } from '../audit/audit.store';
import type { FeedService } from '../calendar/feed.service';
import type { Clock } from '../clock';
import { parseBody } from '../http/validate';
import { staffOf } from '../sign-in/auth.router';

const path = (full: string) => full.slice('/api/staff'.length);

/**
 * GET calendar-feeds (this account's feed: whose, since when, how often fetched), POST (a new
 * feed, voiding the old; its address shown this once) → 201, DELETE (void it) → 204. Making and
 * voiding a feed are audited by its id; fetches are counted, not audited (decision 056).
 */
export function calendarFeedsRouter(feeds: FeedService, audit: AuditStore, clock: Clock): Router {
  const router = Router();
  const log = (res: Parameters<typeof staffOf>[0], action: string, id: string) => {
    const who = staffOf(res);
    return audit.append({ actor: who.username, address: who.address, action, recordIds: [id], outcome: 'ok' }, clock.now());
  };

  router.get(path(STAFF_API.calendarFeeds), (_req, res) => {
    res.json(feeds.status(staffOf(res).userId));
  });

  router.post(path(STAFF_API.calendarFeeds), async (req, res) => {
    const { clinicianId } = parseBody(newFeedSchema, req.body);
    const { feedId, ...answer } = await feeds.create(staffOf(res), clinicianId === '' ? null : clinicianId);
    await log(res, 'calendar-feed-created', feedId);
    res.status(201).json(answer);
  });

  router.delete(path(STAFF_API.calendarFeeds), async (_req, res) => {
    const voided = await feeds.remove(staffOf(res).userId);
    if (voided) await log(res, 'calendar-feed-voided', voided);
    res.status(204).end();
  });

  return router;
}
