import express, { type ErrorRequestHandler, type Express, type RequestHandler } from 'express';
import type { Logger } from 'pino';
import { ipKeyGenerator } from 'express-rate-limit';
import { addressQuota, DEFAULT_BOOKINGS_PER_ADDRESS_PER_DAY } from './bookings/address-quota';
import { bookingRouter } from './bookings/booking.router';
import { calendarFeedRouter } from './calendar/feed.router';
import { createFeedService } from './calendar/feed.service';
import { createBookingService } from './bookings/booking.service';
import { NurseCapacity } from './bookings/capacity';
import { KIND_RULES } from './bookings/kinds';
import type { Clock } from './clock';
import { contactRouter } from './contact/contact.router';
import { createContactService } from './contact/contact.service';
import { consultationBookingSchema, coordinatorBookingSchema, MAX_BODY_BYTES, MAX_FUTURE_BOOKINGS_PER_EMAIL } from '#contract';
import * as spanish from '#contract/schemas.es';
import type { StorageCeiling } from './db/storage-ceiling';
import type { GoLiveSettings } from './preflight/preflight';
import { dataFolderCheck, healthRouter, type ServeCheck } from './health/health.router';
import type { MailArrivals } from './declared-mail/outgoing';
import { VisitorMailQuota } from './declared-mail/visitor-mail-quota';
import { manageLinks } from './manage/manage-link';
import { manageRouter } from './manage/manage.router';
import { createManageService } from './manage/manage.service';
import { BODY_DEADLINE_MS, bodyDeadline } from './http/body-deadline';
import { errorHandler, type ErrorLogger, notFoundApi } from './http/errors';
import { createLogger, requestLogger } from './http/logging';
import { DEFAULT_RATE_LIMIT_PER_MINUTE, postRateLimit } from './http/rate-limit';
import { securityHeaders } from './http/security';
import { refuseWhenFull } from './http/storage-full';
import { requireJson } from './http/validate';
import { resourcesRouter } from './resources/resources.router';
import type { DataLife } from './retention/data-life.service';
import type { AppSecret } from './secrets/app-secret';
import type { BackupStatus } from './backup/automatic-backups';
import { memorySharedState, type SharedState } from './shared-state';
import { staffRouter } from './staff/staff.router';
import { staticSite } from './site/static-site';
import { byteAllowance, DEFAULT_REFERRAL_MB_PER_ADDRESS_PER_DAY } from './referrals/byte-allowance';
import { DEFAULT_DOCUMENTS_MAX_MB } from './referrals/document.store';
import { referralPages } from './referrals/referral-page';
import { referralRouter, referralSentPage } from './referrals/referral.router';
import { createReferralService } from './referrals/referral.service';
import { uploadFolderIn } from './uploads/upload-folder';
import type { Stores } from './stores';
import type { ScryptCost } from './users/password';

export interface AppOptions {
  stores: Stores;
  clock: Clock;
  timeZone: string;
  /** Folder of the production web build; the site is not served when absent. */
  webRoot?: string;
  /** The site's public origin (PUBLIC_URL): the server writes it into the pages' canonical links, structured data, robots.txt and sitemap; over https the staff cookies are Secure and `__Host-` named. */
  publicUrl: string;
  /** PUBLIC_URL was given: the staff area then accepts changes from its origin alone (api/sign-in/same-origin.ts). */
  publicUrlSet?: boolean;
  /** Hours a new or reset account has for its first sign-in (STAFF_ENROL_HOURS). */
  staffEnrolHours?: number;
  /**
   * A pino logger gets one line per request and every server error with its stack; a plain
   * `{ error }` logger gets the server errors only. Silent when absent.
   */
  logger?: Logger | ErrorLogger;
  /** POSTs per client address per minute; 0 turns the limit off. */
  rateLimitPerMinute?: number;
  /** New bookings (both kinds together) per client address per rolling 24 hours; 0 turns the cap off. */
  bookingsPerAddressPerDay?: number;
  /** How many reverse proxies to trust for the client address and protocol; false (the default) for none. */
  trustProxy?: number | false;
  /** The data folder: GET /healthz checks it can be written; uploads wait in a folder of it while they arrive. */
  dataDir: string;
  /** True once the server has been told to stop: GET /healthz then answers 503 (api/http/graceful-stop.ts). */
  stopping?: () => boolean;
  /** What GET /healthz checks: the data folder (writable, below its ceiling) when absent; the database's check in PostgreSQL mode. */
  canServe?: ServeCheck;
  /** The data folder's size ceiling: at it, bookings and inquiries get 507. */
  storage?: StorageCeiling;
  /** The referrals' documents' own ceiling in MiB (DOCUMENTS_MAX_MB); 0 for none. */
  documentsMaxMb?: number;
  /** MiB of referral documents one client address may send in a rolling day (REFERRAL_MB_PER_ADDRESS_PER_DAY); 0 for no cap. */
  referralMbPerAddressPerDay?: number;
  /** The server's secret: sealed authenticator secrets, client-address fingerprints (api/secrets/app-secret.ts). */
  secret: AppSecret;
  /**
   * Staff sessions, half-done sign-ins, the sign-in throttle and the POST rate limit's counts
   * (docs/decisions/073); given by the server so the account socket can end an account's sessions.
   * This process's memory when absent.
   */
  sharedState?: SharedState;
  /** Minutes without a request after which a staff session ends (STAFF_IDLE_MINUTES). */
  staffIdleMinutes?: number;
  /** Told of every stored booking, change and inquiry, so their e-mails go out at once (the mail sender). */
  mail?: MailArrivals;
  /** Every record's end: the retention purge and deletion on request (api/retention/). */
  life: DataLife;
  /** What the environment says about going live, for the staff area's go-live list; an unset environment's when absent. */
  goLive?: GoLiveSettings;
  /** How the automatic backups stand, for the staff area; "not configured" when absent. */
  backups?: BackupStatus;
  /**
   * scrypt's cost for a password staff set on the account screen: OWASP's (api/users/password.ts)
   * unless given. Only tests give a cheaper one; there is no setting for it, so a server never does.
   */
  passwordCost?: ScryptCost;
}

export function createApp({
  stores,
  clock,
  timeZone,
  webRoot,
  publicUrl,
  publicUrlSet = false,
  staffEnrolHours,
  logger,
  rateLimitPerMinute = DEFAULT_RATE_LIMIT_PER_MINUTE,
  bookingsPerAddressPerDay = DEFAULT_BOOKINGS_PER_ADDRESS_PER_DAY,
  trustProxy = false,
  dataDir,
  stopping,
  canServe,
  storage,
  documentsMaxMb = DEFAULT_DOCUMENTS_MAX_MB,
  referralMbPerAddressPerDay = DEFAULT_REFERRAL_MB_PER_ADDRESS_PER_DAY,
  secret,
  sharedState,
  staffIdleMinutes,
  mail,
  life,
  goLive,
  backups,
  passwordCost,
}: AppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  if (trustProxy) app.set('trust proxy', trustProxy);

  const log = isPino(logger) ? logger : createLogger({ level: 'silent' });
  const plainErrorLog = isPino(logger) ? null : (logger ?? null);
  app.use(requestLogger(log));
  app.use(securityHeaders());
  // Bodies arrive within 30 s; a referral's documents may take minutes (the server's requestTimeout bounds them).
  app.use(bodyDeadline(BODY_DEADLINE_MS, (path) => UPLOAD_ROUTES.test(path)));
  app.use(healthRouter(canServe ?? dataFolderCheck(dataDir, storage, clock), stopping));

  const api = express.Router();
  api.use((_req, res, next) => {
    // Answers may carry personal data: no cache, shared or private, may keep them.
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  const shared = sharedState ?? memorySharedState(clock, staffIdleMinutes);
  const rateLimit = postRateLimit(rateLimitPerMinute, log, shared.rateLimitStore);
  const writeChecks = [...(rateLimit ? [rateLimit] : []), ...(storage ? [refuseWhenFull(storage)] : [])];
  // Receipts and confirmations to one mailbox a day, whichever form caused them: rebuilt from the stored records.
  const bookingStores = [stores.consultations, stores.coordinators, stores.visits];
  const visitorMail = VisitorMailQuota.fromStores(stores.inquiries.records, bookingStores.map((store) => store.all), clock.now());
  // The referrals' store answers by promise; in memory it does so before the server listens.
  void stores.referrals.declaring().then((records) => visitorMail.add(records.flatMap((record) => ('referrerEmail' in record ? [{ ...record, email: String(record.referrerEmail) }] : [])), clock.now()));
  const pages = referralPages(webRoot, publicUrl);
  const referrals = createReferralService({ referrals: stores.referrals, documents: stores.documents, clock, mail, visitorMail, documentsMaxBytes: documentsMaxMb * 1024 * 1024 });
  const uploadFolder = uploadFolderIn(dataDir);
  // Multipart, not JSON: ahead of the JSON parser, with the same write checks, so a plain form post hears a refusal as a page.
  api.use('/referrals', referralRouter({ service: referrals, clock, uploadFolder, allowance: byteAllowance(referralMbPerAddressPerDay), pages, before: writeChecks }));
  for (const check of writeChecks) api.use(forWrites(check));
  api.use(forWrites(unlessUpload(requireJson)), forWrites(express.json({ limit: MAX_BODY_BYTES, type: 'application/json' })));
  // One count for both kinds: a client may not take four consultations and four coordinator visits.
  const quota = addressQuota(bookingsPerAddressPerDay);
  // Bursts are found by network (IPv6 by /56, as the quota counts), through a keyed hash: the address is never stored.
  const addressKey = (address: string) => secret.sign('client-address', ipKeyGenerator(address || '0.0.0.0'));
  // Every kind in one engine once nurses are set up (decision 054): a visit and a call of one nurse never overlap.
  const capacity = new NurseCapacity(() => bookingStores, stores.clinicians, stores.closures);
  const referenceTaken = (reference: string) => bookingStores.some((store) => store.hasReference(reference));
  const common = { clock, timeZone, maxFuturePerEmail: MAX_FUTURE_BOOKINGS_PER_EMAIL, quota, closures: stores.closures, capacity, referenceTaken, addressKey, mail, visitorMail };
  const bookings = {
    consultation: createBookingService({ ...common, kind: 'consultation', rule: KIND_RULES.consultation, store: stores.consultations }),
    coordinator: createBookingService({ ...common, kind: 'coordinator', rule: KIND_RULES.coordinator, store: stores.coordinators }),
    visit: createBookingService({ ...common, kind: 'visit', rule: KIND_RULES.visit, store: stores.visits }),
  };
  api.use('/consultation', bookingRouter(bookings.consultation, { en: consultationBookingSchema, es: spanish.consultationBookingSchema }));
  api.use('/coordinators', bookingRouter(bookings.coordinator, { en: coordinatorBookingSchema, es: spanish.coordinatorBookingSchema }));
  api.use('/booking', manageRouter(createManageService({ links: manageLinks(secret, publicUrl), bookings, clock })));
  api.use('/contact', contactRouter(createContactService(stores.inquiries, clock, mail, visitorMail)));
  api.use('/resources', resourcesRouter(publicUrl));
  const goLiveSettings = goLive ?? { publicUrl, smtpConfigured: false, staffEmail: undefined, backupsConfigured: false };
  const feeds = createFeedService({
    feeds: stores.feeds,
    bookings: { consultation: stores.consultations, coordinator: stores.coordinators, visit: stores.visits },
    clinicians: stores.clinicians,
    users: stores.users,
    clock,
    timeZone,
    publicUrl,
  });
  api.use('/staff', staffRouter({ stores, bookings, feeds, clock, timeZone, secret, shared, life, publicUrl, publicUrlSet, enrolHours: staffEnrolHours, mail, goLive: goLiveSettings, backups, passwordCost, referralIntake: referrals, uploadFolder }));
  api.use(notFoundApi);
  app.use('/api', api);
  // Calendar apps fetch a staff feed here, outside /api and its no-store rule, without a session (decision 056).
  app.use(calendarFeedRouter(feeds));

  app.use(referralSentPage(pages));
  const site = webRoot ? staticSite(webRoot, publicUrl) : null;
  if (site) app.use(site.handler);
  app.use(site?.notFound ?? ((_req, res) => void res.status(404).type('text').send('Page Not Found')));

  // Errors are logged through the request's own logger so the line carries the request id.
  const handleError: ErrorRequestHandler = (error, req, res, next) => errorHandler(plainErrorLog ?? req.log)(error, req, res, next);
  app.use(handleError);
  return app;
}

/** Reads carry no body and are not rate limited: the busiest GETs (slot lists) skip these steps. */
function forWrites(handler: RequestHandler): RequestHandler {
  return (req, res, next) => (req.method === 'GET' || req.method === 'HEAD' ? next() : handler(req, res, next));
}

/** The staff area's referral entry takes files too (multipart): its own router reads it. */
function unlessUpload(handler: RequestHandler): RequestHandler {
  return (req, res, next) => (req.is('multipart/form-data') && UPLOAD_PATHS.test(`${req.baseUrl}${req.path}`) ? next() : handler(req, res, next));
}
const UPLOAD_PATHS = /^\/api\/staff\/referrals\/?$/;
const UPLOAD_ROUTES = /^\/api\/(staff\/)?referrals\/?$/;

function isPino(logger: Logger | ErrorLogger | undefined): logger is Logger {
  return typeof (logger as Logger | undefined)?.child === 'function';
}
