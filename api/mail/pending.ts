import { todayIn, zonedToInstant } from '#contract';
import { CARE_KINDS, type CareKind } from '#contract/staff';
import type { BookingStore } from '../bookings/booking.store';
import { remindsPatient } from '../bookings/patient-mail';
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
  bookings: Record<CareKind, BookingStore>;
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
  for (const kind of CARE_KINDS) {
    for (const state of bookings[kind].current()) {
      scan(kind, state.booking);
      for (const change of state.changes) if ('mail' in change) scan(kind, change);
    }
    for (const event of bookings[kind].seriesEvents()) scan(kind, event);
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
 * Bookings made before e-mail existed (no `mail` on the record) get none either, nor does a
 * patient who was never sent a confirmation (patient-mail.ts).
 */
export function dueReminders(bookings: Record<CareKind, BookingStore>, leadMs: number, timeZone: string, now: number): PendingMessage[] {
  if (leadMs <= 0) return [];
  // Only visits starting within the lead time can be due: compare dates as text before any time-zone work.
  const first = todayIn(now, timeZone);
  const last = todayIn(now + leadMs, timeZone);
  const due: PendingMessage[] = [];
  for (const kind of CARE_KINDS) {
    for (const state of bookings[kind].current()) {
      if (state.status !== 'booked' || !remindsPatient(state) || state.date < first || state.date > last) continue;
      const start = zonedToInstant(state.date, state.time, timeZone);
      const dueAt = start - leadMs;
      if (now < dueAt || now >= start) continue;
      const lastMove = state.changes.findLast((change) => change.event === 'moved' && (change.date !== state.booking.date || change.time !== state.booking.time));
      if (Date.parse(lastMove?.createdAt ?? state.booking.createdAt) >= dueAt) continue;
      due.push({ id: reminderId(state.booking.id, state.sequence), template: 'booking-reminder', to: 'visitor', createdAt: dueAt, source: kind, record: state.booking });
    }
  }
  return due;
}
