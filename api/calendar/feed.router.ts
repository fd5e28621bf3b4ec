import { Router } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { FeedService } from './feed.service';

/** A feed's file name: the 32-byte token in base64url (43 characters), then `.ics`. */
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

/** Fetches one client address may make a minute: calendar apps fetch every few minutes at most; a script guessing tokens gets nowhere faster. */
export const FEED_FETCHES_PER_MINUTE = 60;

const GONE = 'This calendar feed does not exist, or a newer one replaced it. Make a new one in the staff area.';

/**
 * GET /calendar/<token>.ics (decision 056): outside /api and without a session, for calendar
 * apps. `Cache-Control: private, no-cache` (never a shared cache), an ETag that a repeat fetch
 * with If-None-Match gets a 304 for, and a 404 for any token that is not a live feed's. The token
 * never reaches a log (api/http/logging.ts).
 */
export function calendarFeedRouter(feeds: FeedService): Router {
  const router = Router();
  const limiter = rateLimit({
    windowMs: 60_000,
    limit: FEED_FETCHES_PER_MINUTE,
    identifier: 'calendar-feeds',
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, res) => void res.status(429).type('text/plain').send('Too many calendar fetches from your network; please wait a minute.'),
    validate: { xForwardedForHeader: false },
  });

  router.get('/calendar/:file', limiter, (req, res) => {
    res.set('Cache-Control', 'private, no-cache').set('X-Robots-Tag', 'noindex');
    const token = FEED_FILE.exec(String(req.params.file))?.[1];
    const feed = token ? feeds.read(token) : null;
    if (!feed) return void res.status(404).type('text/plain').send(GONE);
    res.set('ETag', feed.etag);
    if (req.get('if-none-match')?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === feed.etag)) return void res.status(304).end();
    res.type('text/calendar; charset=utf-8').send(feed.body);
  });

  return router;
}
