import { Router } from 'express';
import type { BookingService } from '../bookings/booking.service';
import type { Clock } from '../clock';
import type { BookingKind } from '../contract';
import type { DataLife } from '../retention/data-life.service';
import type { AppSecret } from '../secrets/app-secret';
import type { Stores } from '../stores';
import { auditRouter } from '../audit/audit.router';
import { closureRouter } from '../closures/closure.router';
import { createClosureService } from '../closures/closure.service';
import { accountRouter } from './account.router';
import { createOwnAccount } from './account.service';
import { authRouter, requireStaff, staffOf } from './auth.router';
import { staffBookingsRouter } from './bookings.router';
import { StaffCookies } from './cookies';
import { PendingSignIns } from './pending-sign-ins';
import { sameOrigin } from './same-origin';
import { renewRouter } from './session-answer';
import { createSecondFactor } from './second-factor';
import type { StaffSessions } from './sessions';
import { createSignIn } from './sign-in.service';
import { SignInThrottle } from './sign-in-throttle';
import { dataRouter } from './data.router';
import { exportRouter } from './export.router';
import { mailFailuresRouter } from '../mail/mail-failures.router';
import { createMailFailuresService } from '../mail/mail-failures.service';
import { staffInquiriesRouter } from './inquiries.router';
import { createStaffBookings } from './staff-bookings.service';
import { createStaffInquiries } from './staff-inquiries.service';

export interface StaffAreaOptions {
  stores: Stores;
  /** The app's booking services, shared so a staff cancellation frees the slot the public list shows. */
  bookings: Record<BookingKind, BookingService>;
  clock: Clock;
  timeZone: string;
  secret: AppSecret;
  sessions: StaffSessions;
  /** Retention and deletion on request. */
  life: DataLife;
  /** `https://…` makes the cookies Secure and `__Host-` named; its origin is accepted as same-origin. */
  publicUrl?: string;
}

/**
 * Everything under /api/staff: the same-origin check on every change, sign-in, then a live
 * session for the rest. Every answer is `Cache-Control: no-store` (set for all of /api).
 */
export function staffRouter({ stores, bookings, clock, timeZone, secret, sessions, life, publicUrl }: StaffAreaOptions): Router {
  const router = Router();
  const cookies = new StaffCookies(publicUrl?.startsWith('https:') ?? false);
  const { users, audit } = stores;
  // One throttle and one code check for sign-in and the account screen, so neither is a way around the other.
  const throttle = new SignInThrottle(clock);
  const secondFactor = createSecondFactor({ users, clock, sealKey: secret.key('totp-seal') });
  const signIn = createSignIn({ users, audit, sessions, pending: new PendingSignIns(clock), throttle, clock, secondFactor });
  router.use(sameOrigin(publicUrl));
  router.use(authRouter(signIn, sessions, cookies, clock));
  router.use(requireStaff(sessions, cookies));
  router.use(renewRouter(sessions, cookies, clock));
  router.use(accountRouter(createOwnAccount({ users, audit, sessions, throttle, secondFactor, clock }), cookies));
  const agenda = createStaffBookings({ bookings, life, audit, clock });
  const inbox = createStaffInquiries({ inquiries: stores.inquiries, life, handling: stores.inquiryHandling, audit, clock, timeZone });
  router.use(staffBookingsRouter(agenda));
  router.use(staffInquiriesRouter(inbox));
  router.use('/closures', closureRouter(createClosureService({ store: stores.closures, bookings, audit, clock, timeZone }), staffOf));
  router.use(exportRouter(agenda, inbox, audit, clock));
  router.use(dataRouter(life, audit, clock));
  router.use('/audit', auditRouter(audit, clock, timeZone, staffOf));
  router.use('/mail/failures', mailFailuresRouter(createMailFailuresService(stores.mailLog), audit, clock, staffOf));
  return router;
}
