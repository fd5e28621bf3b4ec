/** The staff API's paths; each names the request schema and the answer (schema and type) it takes and gives. */

export const STAFF_API = {
  signIn: '/api/staff/sign-in',
  signInCode: '/api/staff/sign-in/code',
  /** POST {}: "I need more time" during a half-done sign-in (SignInTimeAnswer); 401 once it ended, 409 at its limit. */
  signInMoreTime: '/api/staff/sign-in/more-time',
  signOut: '/api/staff/sign-out',
  /** GET: who is signed in (SessionAnswer), 401 when no one. Asking does not count as activity for the idle limit. */
  session: '/api/staff/session',
  /** POST {}: "Stay signed in". Counts as activity like any staff request, and answers the renewed SessionAnswer. */
  renewSession: '/api/staff/session/renew',
  /**
   * GET StaffBooking[] (?from&to); POST StaffBookingRequest: a booking staff take (phone, referral), alone or as a
   * series → 201 StaffBookingAnswer; dryRun plans it → 200. GET `bookings` takes agendaFilterSchema's
   * `clinicianId`, `kind` and `outcome` beside `from` and `to` (the CSV export too).
   */
  bookings: '/api/staff/bookings',
  booking: (id: string) => `/api/staff/bookings/${encodeURIComponent(id)}`,
  cancelBooking: (id: string) => `/api/staff/bookings/${encodeURIComponent(id)}/cancel`,
  /** POST {ids, message?, note?}: several bookings cancelled in one step (a burst of bogus ones), each patient sent the same message. */
  cancelBookings: '/api/staff/bookings/cancel',
  /** POST MoveRequest → StaffBooking. */
  moveBooking: (id: string) => `/api/staff/bookings/${encodeURIComponent(id)}/move`,
  /** POST {outcome} → StaffBooking. */
  bookingOutcome: (id: string) => `/api/staff/bookings/${encodeURIComponent(id)}/outcome`,
  /** POST SeriesCancelRequest → SeriesCancelAnswer. */
  cancelSeries: (id: string) => `/api/staff/series/${encodeURIComponent(id)}/cancel`,
  /** GET ClinicianListAnswer; POST NewClinician → 201 {id}. */
  clinicians: '/api/staff/clinicians',
  /** PATCH ClinicianChange → ClinicianChangedAnswer. */
  clinician: (id: string) => `/api/staff/clinicians/${encodeURIComponent(id)}`,
  /** GET TodayAnswer (?date&clinicianId): one nurse's day, or everyone's. */
  today: '/api/staff/today',
  /** GET FeedStatusAnswer; POST NewFeed → 201 FeedCreatedAnswer (the old one stops at once); DELETE voids it → 204. */
  calendarFeeds: '/api/staff/calendar-feeds',
  inquiries: '/api/staff/inquiries',
  inquiry: (id: string) => `/api/staff/inquiries/${encodeURIComponent(id)}`,
  inquiryHandled: (id: string) => `/api/staff/inquiries/${encodeURIComponent(id)}/handled`,
  /** POST {}: the interpreter the visitor asked for is arranged (answers the StaffBooking or StaffInquiry); audited by record id. */
  bookingInterpreterArranged: (id: string) => `/api/staff/bookings/${encodeURIComponent(id)}/interpreter-arranged`,
  inquiryInterpreterArranged: (id: string) => `/api/staff/inquiries/${encodeURIComponent(id)}/interpreter-arranged`,
  closures: '/api/staff/closures',
  closure: (id: string) => `/api/staff/closures/${encodeURIComponent(id)}`,
  exportBookings: '/api/staff/export/bookings.csv',
  exportInquiries: '/api/staff/export/inquiries.csv',
  audit: '/api/staff/audit',
  /** GET: breaks in the audit trail's chain no one has acknowledged yet (AuditBreaksAnswer), for a banner on every screen. */
  auditBreaks: '/api/staff/audit/breaks',
  /** POST {}: this break is known; the trail records who acknowledged it (answers AuditBreaksAnswer). */
  acknowledgeAuditBreak: (id: string) => `/api/staff/audit/breaks/${encodeURIComponent(id)}/acknowledge`,
  /** GET: e-mails that could not be delivered (decision 019); reading the list is audited. */
  mailFailures: '/api/staff/mail/failures',
  /** GET: how many of them failed in the last RECENT_FAILURE_DAYS days, for the navigation (a number only). */
  mailFailuresRecent: '/api/staff/mail/failures/recent',
  /** GET: what is kept and when the next purge runs (DataStatusAnswer). DELETE on `booking(id)` / `inquiry(id)`: deletion on request. */
  dataStatus: '/api/staff/data',
  /** POST ChangePasswordRequest: one's own new password, after the current one and a code; every other session ends. */
  changePassword: '/api/staff/account/password',
  /** GET: the signed-in person's own account (AccountAnswer): when and from where its authenticator was set up. */
  account: '/api/staff/account',
  /** GET: this account's sessions (AccountSessionsAnswer). */
  accountSessions: '/api/staff/account/sessions',
  /** POST EndSessionsRequest: ends this account's other sessions, or one of them. */
  endOtherSessions: '/api/staff/account/sessions/end-others',
  /** GET: what is still sample or unsafe for real patients (PreflightAnswer), as `npm run preflight` lists it. */
  preflight: '/api/staff/preflight',
  /** GET: how the automatic backups stand (BackupsAnswer); audited as 'view-backups'. */
  backups: '/api/staff/backups',
} as const;

/** The staff app's own pages: never in the public navigation, sitemap or precache. */
export { STAFF_BASE } from '../staff-paths';
