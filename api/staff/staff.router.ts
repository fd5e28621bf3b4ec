import { Router } from 'express';
import type { AuditStore } from '../audit/audit.store';
import { type BackupStatus, backupsOff } from '../backup/automatic-backups';
import type { BookingService } from '../bookings/booking.service';
import { createStaffDesk } from '../bookings/staff-booking';
import type { FeedService } from '../calendar/feed.service';
import type { ClinicianStore } from '../clinicians/clinician.store';
import type { Clock } from '../clock';
import { createClosureService } from '../closures/closure.service';
import type { ClosureStore } from '../closures/closure.store';
import type { ContactStore } from '../contact/contact.store';
import type { InquiryHandlingStore } from '../contact/inquiry-handling.store';
import { type CareKind, DEFAULT_STAFF_ENROL_HOURS } from '#contract/staff';
import type { MailArrivals } from '../declared-mail/outgoing';
import type { MailLogStore } from '../mail/mail-log.store';
import { type GoLiveSettings, preflight, siteFacts } from '../preflight/preflight';
import type { DataLife } from '../retention/data-life.service';
import type { AppSecret } from '../secrets/app-secret';
import { authRouter, requireStaff, staffOf } from '../sign-in/auth.router';
import { StaffCookies } from '../sign-in/cookies';
import { DeviceCookies } from '../sign-in/device-cookies';
import type { PendingSignIns } from '../sign-in/pending-sign-ins';
import { sameOrigin } from '../sign-in/same-origin';
import { createSecondFactor } from '../sign-in/second-factor';
import { renewRouter } from '../sign-in/session-answer';
import type { StaffSessions } from '../sign-in/sessions';
import type { SignInThrottle } from '../sign-in/sign-in-throttle';
import { createSignIn } from '../sign-in/sign-in.service';
import type { ScryptCost } from '../users/password';
import type { UsersStore } from '../users/users.store';
import { accountRouter } from './account.router';
import { createOwnAccount } from './account.service';
import { auditRouter } from './audit.router';
import { backupsRouter } from './backups.router';
import { staffBookingsRouter } from './bookings.router';
import { calendarFeedsRouter } from './calendar-feeds.router';
import { closureRouter } from './closures.router';
import { dataRouter } from './data.router';
import { exportRouter } from './export.router';
import { staffInquiriesRouter } from './inquiries.router';
import { mailFailuresRouter } from './mail-failures.router';
import { createMailFailuresService } from './mail-failures.service';
import { preflightRouter } from './preflight.router';
import { createStaffBookings } from './staff-bookings.service';
import { createStaffInquiries } from './staff-inquiries.service';
import type { DocumentStore } from '../referrals/document.store';
import type { ReferralService } from '../referrals/referral.service';
import type { ReferralStore } from '../referrals/referral.store';
import { staffReferralsRouter } from './referrals.router';
import { createStaffReferrals } from './staff-referrals.service';
import { createStaffVisits } from './staff-visits.service';
import { teamRouter } from './team.router';
import { createTeam } from './team.service';
import { todayRouter } from './today.router';
import { createToday } from './today.service';

/** The collections the staff area reads and changes (api/stores.ts opens them; bookings come through their services). */
export interface StaffStores {
  users: UsersStore;
  audit: AuditStore;
  inquiries: ContactStore;
  inquiryHandling: InquiryHandlingStore;
  closures: ClosureStore;
  mailLog: MailLogStore;
  clinicians: ClinicianStore;
  referrals: ReferralStore;
  documents: DocumentStore;
}

export interface StaffAreaOptions {
  stores: StaffStores;
  /** The app's booking services, shared so a staff cancellation frees the slot the public list shows. */
  bookings: Record<CareKind, BookingService>;
  /** Private calendar feeds (decision 056). */
  feeds: FeedService;
  clock: Clock;
  timeZone: string;
  secret: AppSecret;
  /** What every server of a database shares (docs/decisions/073): one throttle and one code check for sign-in and the account screen, so neither is a way around the other. */
  shared: { sessions: StaffSessions; pending: PendingSignIns; throttle: SignInThrottle };
  /** Retention and deletion on request. */
  life: DataLife;
  /** PUBLIC_URL, or this server's own address: `https://…` makes the cookies Secure and `__Host-` named; its origin is accepted as same-origin. */
  publicUrl: string;
  /** PUBLIC_URL was given: its origin is then the only one accepted (api/sign-in/same-origin.ts). */
  publicUrlSet?: boolean;
  /** STAFF_ENROL_HOURS. */
  enrolHours?: number;
  /** The mail sender, told of every sign-in event that alerts staff. */
  mail?: MailArrivals;
  /** The environment's part of the go-live list (GET /preflight). */
  goLive: GoLiveSettings;
  /** How the automatic backups stand; "not configured" when absent. */
  backups?: BackupStatus;
  /** scrypt's cost for a new password set on the account screen; OWASP's unless a test gives a cheaper one (AppOptions). */
  passwordCost?: ScryptCost;
  /** The referrals' arrival, for one staff type in, and where its files wait while they arrive. */
  referralIntake: ReferralService;
  uploadFolder: string;
}

/**
 * Everything under /api/staff: the same-origin check on every change, sign-in, then a live
 * session for the rest. Every answer is `Cache-Control: no-store` (set for all of /api).
 */
export function staffRouter(options: StaffAreaOptions): Router {
  const {
    stores,
    bookings,
    feeds,
    clock,
    timeZone,
    secret,
    shared,
    life,
    goLive,
    publicUrl,
    publicUrlSet = false,
    enrolHours = DEFAULT_STAFF_ENROL_HOURS,
    mail,
    backups = backupsOff(),
    passwordCost,
    referralIntake,
    uploadFolder,
  } = options;
  const router = Router();
  const secure = publicUrl.startsWith('https:');
  const cookies = new StaffCookies(secure);
  const devices = new DeviceCookies(secret.key('device-cookie'), secure);
  const { users, audit } = stores;
  const { sessions, pending, throttle } = shared;
  const secondFactor = createSecondFactor({ users, clock, sealKey: secret.key('totp-seal'), mail });
  // `disable` and `reset-password` end the account's sessions, and with them its half-done sign-ins.
  sessions.onEndAll((userId) => pending.endAllFor(userId));
  const signIn = createSignIn({ users, audit, sessions, pending, throttle, clock, secondFactor, enrolHours, enrolKey: secret.key('totp-enrol') });
  router.use(sameOrigin(publicUrl, publicUrlSet));
  router.use(authRouter({ signIn, sessions, cookies, devices, enrolHours, clock }));
  router.use(requireStaff(sessions, cookies, devices, users));
  router.use(renewRouter(sessions, cookies, clock));
  router.use(accountRouter(createOwnAccount({ users, audit, sessions, pending, throttle, secondFactor, clock, cost: passwordCost }), cookies, devices));
  const { clinicians } = stores;
  const agenda = createStaffBookings({ bookings, clinicians, life, audit, clock });
  const visits = createStaffVisits({ bookings, desk: createStaffDesk({ services: bookings, clinicians, clock }), agenda, audit, clock });
  const inbox = createStaffInquiries({ inquiries: stores.inquiries, life, handling: stores.inquiryHandling, audit, clock, timeZone });
  const today = createToday({ bookings, clinicians, audit, clock, timeZone });
  router.use(staffBookingsRouter(agenda, visits));
  router.use(teamRouter(createTeam({ clinicians, users, bookings, audit, clock, timeZone })));
  router.use(todayRouter(today));
  router.use(calendarFeedsRouter(feeds, audit, clock));
  router.use(staffInquiriesRouter(inbox));
  const referrals = createStaffReferrals({ referrals: stores.referrals, documents: stores.documents, intake: referralIntake, life, audit, users, clock, timeZone, mail, visits });
  router.use(staffReferralsRouter(referrals, { uploadFolder, audit, clock }));
  router.use('/closures', closureRouter(createClosureService({ store: stores.closures, bookings, clinicians, audit, clock, timeZone }), staffOf));
  router.use(exportRouter(agenda, inbox, audit, clock));
  router.use(dataRouter(life, audit, clock));
  router.use('/audit', auditRouter(audit, clock, timeZone, staffOf));
  router.use('/mail/failures', mailFailuresRouter(createMailFailuresService(stores.mailLog), audit, clock, staffOf));
  router.use('/preflight', preflightRouter(() => preflight({ facts: siteFacts, settings: goLive, activeStaffAccounts: users.list().filter((user) => !user.disabled).length })));
  router.use('/backups', backupsRouter(backups, audit, clock, staffOf));
  return router;
}
