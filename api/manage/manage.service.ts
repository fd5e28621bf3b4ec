import { type BookingKind, type ManagedBooking, provider } from '../contract';
import type { BookingService } from '../bookings/booking.service';
import type { BookingState } from '../bookings/booking.store';
import type { Clock } from '../clock';
import { ExpiredError, InvalidInputError } from '../domain-errors';
import type { ManageLinks } from './manage-link';

export const BAD_LINK = `This link is not complete or not valid. Please open it again from your e-mail, or call us at ${provider.phone}.`;

export type ManageService = ReturnType<typeof createManageService>;

/**
 * The visitor's own changes through the link in their e-mails. A cancellation or move goes
 * through the booking service, so the change and the messages it causes are one record and
 * the same slot rules apply as to a new booking (two moves to one slot: one wins).
 */
export function createManageService({ links, bookings, clock }: { links: ManageLinks; bookings: Record<BookingKind, BookingService>; clock: Clock }) {
  function find(token: string): { kind: BookingKind; service: BookingService; state: BookingState } {
    const named = links.read(token);
    if (!named) throw new InvalidInputError(BAD_LINK, { token: BAD_LINK });
    const service = bookings[named.kind];
    const state = service.store.get(named.bookingId);
    // The link is ours (its signature holds), so the booking was deleted: by the retention purge or on request.
    if (!state) throw new ExpiredError(`This booking no longer exists: it was deleted from our records. To book again or ask about a visit, please call us at ${provider.phone}.`);
    if (service.startOf(state) <= clock.now()) {
      throw new ExpiredError(
        `This link has expired: your ${service.label} was for ${service.when(state.date, state.time)}, and links work only until the visit starts. Please call us at ${provider.phone}.`,
      );
    }
    return { kind: named.kind, service, state };
  }

  const shown = (kind: BookingKind, state: BookingState): ManagedBooking => ({ kind, date: state.date, time: state.time, status: state.status });

  function view(token: string): ManagedBooking {
    const { kind, state } = find(token);
    return shown(kind, state);
  }

  async function cancel(token: string, idempotencyKey: string | undefined) {
    const { kind, service, state } = find(token);
    const { state: after, replayed } = await service.cancel(state.booking.id, { by: 'visitor' }, { idempotencyKey });
    const message = `Your ${service.label} on ${service.when(state.date, state.time)} is cancelled, and the time is free for others. We are e-mailing you a confirmation.`;
    return { booking: shown(kind, after), message, replayed };
  }

  async function reschedule(token: string, slot: { date: string; time: string }, idempotencyKey: string | undefined) {
    const { kind, service, state } = find(token);
    const { state: after, replayed } = await service.move(state.booking.id, slot, { by: 'visitor' }, idempotencyKey);
    const message = `Your ${service.label} is now on ${service.when(after.date, after.time)}. We are e-mailing you the new time with an updated calendar file.`;
    return { booking: shown(kind, after), message, replayed };
  }

  return { view, cancel, reschedule };
}
