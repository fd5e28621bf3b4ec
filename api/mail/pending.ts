import { type BookingKind, todayIn, zonedToInstant } from '#contract';
import type { BookingStore } from '../bookings/booking.store';
import type { MailedInquiry } from '../contact/contact.store';
import type { MailOutcome } from './mail-log.store';
import { type DeclaringRecord, type MailSource, reminderId } from '../declared-mail/outgoing';
import type { PendingMessage } from './render';

/** The messages a record declares, in the order it lists them. */
export function declaredBy(source: MailSource, record: DeclaringRecord): PendingMessage[] {
  const createdAt = Date.parse(record.createdAt);
  return (record.mail ?? []).map((mail) => ({ ...mail, createdAt, source, record }));
}

export interface DeclaringStores {
  bookings: Record<BookingKind, BookingStore>;
  inquiries: { readonly records: readonly MailedInquiry[] };
  /** The users file's events: an enrolment, a recovery code used, a sign-in from a new browser declare an alert. */
  accounts?: { readonly records: readonly DeclaringRecord[] };
  outcomes: readonly MailOutcome[];
  /** The referrals' records that declare messages; their store answers by promise, so the sender reads them once it starts. */
  referrals?: { declaring(): Promise<DeclaringRecord[]> };
}

/** The messages stored records declare that `pending` keeps (those the log lacks), oldest first: the start-up scan. */
export function declaredIn({ bookings, inquiries, accounts, outcomes }: DeclaringStores, pending: (id: string) => boolean): PendingMessage[] {
  const found: PendingMessage[] = [];
  const scan = (source: MailSource, record: DeclaringRecord) => {
    // Most records' messages went out long ago: look at the ids before building anything.
    if (record.mail?.some((mail) => pending(mail.id))) found.push(...declaredBy(source, record).filter((message) => pending(message.id)));
  };
  for (const kind of ['consultation', 'coordinator'] as const) {
    for (const state of bookings[kind].current()) {
      scan(kind, state.booking);
      for (const change of state.changes) scan(kind, change);
    }
  }
  for (const inquiry of inquiries.records) scan('inquiry', inquiry);
  for (const event of accounts?.records ?? []) scan('account', event);
  for (const outcome of outcomes) scan('mail-log', outcome);
  return found.sort((a, b) => a.createdAt - b.createdAt);
}

/**
 * Reminders are derived, not stored: one is due for a standing booking once its start minus the
 * lead time has come and until the visit starts, when the booking was made (or last moved)
 * before that moment. Its id names the booking's version (`sequence`), so a move re-arms it and
 * a reminder sent for the old time does not count for the new one; a cancelled booking has none.
 * Bookings made before e-mail existed (no `mail` on the record) get none either.
 */
export function dueReminders(bookings: Record<BookingKind, BookingStore>, leadMs: number, timeZone: string, now: number): PendingMessage[] {
  if (leadMs <= 0) return [];
  // Only visits starting within the lead time can be due: compare dates as text before any time-zone work.
  const first = todayIn(now, timeZone);
  const last = todayIn(now + leadMs, timeZone);
  const due: PendingMessage[] = [];
  for (const kind of ['consultation', 'coordinator'] as const) {
    for (const state of bookings[kind].current()) {
      if (state.status !== 'booked' || !state.booking.mail || state.date < first || state.date > last) continue;
      const start = zonedToInstant(state.date, state.time, timeZone);
      const dueAt = start - leadMs;
      if (now < dueAt || now >= start) continue;
      const lastMove = state.changes.findLast((change) => change.event === 'moved');
      if (Date.parse(lastMove?.createdAt ?? state.booking.createdAt) >= dueAt) continue;
      due.push({ id: reminderId(state.booking.id, state.sequence), template: 'booking-reminder', to: 'visitor', createdAt: dueAt, source: kind, record: state.booking });
    }
  }
  return due;
}
