import { join } from 'node:path';
import type { BookingStore } from '../bookings/booking.store';
import type { ContactStore } from '../contact/contact.store';
import { type BookingKind, provider } from '#contract';
import type { Clock } from '../clock';
import { ID_HOST } from '#contract/ics';
import { manageLinks } from '../manage/manage-link';
import type { AppSecret } from '../secrets/app-secret';
import type { UsersStore } from '../users/users.store';
import type { ReferralStore } from '../referrals/referral.store';
import type { MailClaims } from './mail-claims';
import type { MailLogStore } from './mail-log.store';
import { MailSender, type MailSenderOptions } from './sender';
import { emlTransport, type MailTransport, smtpTransport } from './transport';
import { pageUrlIn } from './words';

/** Where messages go without SMTP_URL. */
export const MAIL_FOLDER = 'mail';

/** The public kinds' booking pages; a visit is booked by phone. */
const BOOKING_PAGE: Record<BookingKind, string> = { consultation: '/consultation', coordinator: '/coordinators' };

/** SMTP_URL, MAIL_FROM, STAFF_EMAIL and REMINDER_LEAD_HOURS, as api/config.ts reads them. */
export interface MailConfig {
  /** `smtp://` or `smtps://` URL of the mail server; absent: every message is written as an .eml file under DATA_DIR/mail/. */
  smtpUrl: string | undefined;
  /** The From of every message. */
  from: string;
  /** Where staff alerts go. */
  staffEmail: string;
  /** How long before a visit the reminder goes out, in hours (fractions allowed); 0 sends none. */
  reminderLeadHours: number;
}

/** The collections whose records declare messages, and the log of their outcomes (api/stores.ts opens them). */
export interface MailStores {
  consultations: BookingStore;
  coordinators: BookingStore;
  visits: BookingStore;
  inquiries: ContactStore;
  users: UsersStore;
  mailLog: MailLogStore;
  referrals: ReferralStore;
}

export interface MailSetupOptions {
  config: MailConfig;
  publicUrl: string;
  dataDir: string;
  stores: MailStores;
  clock: Clock;
  timeZone: string;
  secret: AppSecret;
  logger: MailSenderOptions['logger'];
  /** A transport of the caller's (tests); otherwise SMTP_URL's, or .eml files in DATA_DIR/mail/. */
  transport?: MailTransport;
  /** Retry and tick timings (tests shorten them). */
  timing?: Pick<MailSenderOptions, 'firstRetryMs' | 'maxRetryMs' | 'tickMs'>;
  /** Which server sends each message (docs/decisions/077): `MemoryMailClaims` for one server on its data folder, `PgMailClaims` for servers of one database. */
  claims: MailClaims;
}

/** `"Name" <address>` or a bare address, as the calendar invitation's organizer. */
export function parseMailbox(mailbox: string): { name: string; email: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^<>]+)>\s*$/.exec(mailbox);
  return match ? { name: match[1]!.trim() || provider.brandName, email: match[2]!.trim() } : { name: provider.brandName, email: mailbox.trim() };
}

/**
 * The mail sender of one server: the transport (SMTP_URL, else .eml files), what it renders
 * with, and the records it reads. Not started: the caller starts it once the app is listening.
 */
export function createMailSender({ config, publicUrl, dataDir, stores, clock, timeZone, secret, logger, transport, timing, claims }: MailSetupOptions): MailSender {
  const chosen = transport ?? (config.smtpUrl ? smtpTransport(config.smtpUrl) : emlTransport(join(dataDir, MAIL_FOLDER)));
  const bookings = { consultation: stores.consultations, coordinator: stores.coordinators, visit: stores.visits };
  return new MailSender({
    transport: chosen,
    log: stores.mailLog,
    stores: {
      bookings,
      inquiries: stores.inquiries,
      accounts: {
        get records() {
          return stores.users.events;
        },
      },
      referrals: stores.referrals,
    },
    context: {
      bookings,
      accounts: stores.users,
      referrals: stores.referrals,
      links: manageLinks(secret, publicUrl),
      organizer: parseMailbox(config.from),
      bookAgainUrl: (kind, lang) => pageUrlIn(publicUrl, BOOKING_PAGE[kind], lang),
      staffEmail: config.staffEmail,
      publicUrl,
      timeZone,
    },
    clock,
    from: config.from,
    // The provider's mail domain, not PUBLIC_URL's host: it is also the host of every calendar UID, and must not change with a deployment.
    messageIdHost: ID_HOST,
    reminderLeadMs: config.reminderLeadHours * 60 * 60 * 1000,
    logger,
    claims,
    ...timing,
  });
}
