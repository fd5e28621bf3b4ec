import type { BookingKind, ManagedBooking } from '#contract';
import { type Lang, languageOf } from '#contract/language';
import type { BookingService } from '../bookings/booking.service';
import type { BookingState } from '../bookings/booking.store';
import type { Clock } from '../clock';
import { ExpiredError, InvalidInputError } from '../domain-errors';
import type { ManageLinks } from './manage-link';
import { MANAGE_WORDS } from './manage-words';

export type ManageService = ReturnType<typeof createManageService>;

/** A link that is not one of ours, said in `lang` (the manage page's). */
export const badLink = (lang: Lang) => new InvalidInputError(MANAGE_WORDS[lang].badLink, { token: MANAGE_WORDS[lang].badLink });

/**
 * The visitor's own changes through the link in their e-mails. A cancellation or move goes
 * through the booking service, so the change and the messages it causes are one record and
 * the same slot rules apply as to a new booking (two moves to one slot: one wins). Answers about
 * a booking are in its language; `asked` is the manage page's, for a link that names none.
 */
export function createManageService({ links, bookings, clock }: { links: ManageLinks; bookings: Record<BookingKind, BookingService>; clock: Clock }) {
  function find(token: string, asked: Lang): { kind: BookingKind; service: BookingService; state: BookingState; lang: Lang } {
    const named = links.read(token);
    if (!named) throw badLink(asked);
    const service = bookings[named.kind];
    const state = service.store.get(named.bookingId);
    // The link is ours (its signature holds), so the booking was deleted: by the retention purge or on request.
    if (!state) throw new ExpiredError(MANAGE_WORDS[asked].deleted);
    const lang = languageOf(state.booking);
    if (service.startOf(state) <= clock.now()) {
      throw new ExpiredError(MANAGE_WORDS[lang].expired(service.labelIn(lang), service.when(state.date, state.time, lang)));
    }
    return { kind: named.kind, service, state, lang };
  }

  const shown = (kind: BookingKind, state: BookingState): ManagedBooking => ({ kind, date: state.date, time: state.time, status: state.status });

  function view(token: string, asked: Lang = 'en'): ManagedBooking {
    const { kind, state } = find(token, asked);
    return shown(kind, state);
  }

  async function cancel(token: string, idempotencyKey: string | undefined, asked: Lang = 'en') {
    const { kind, service, state, lang } = find(token, asked);
    const { state: after, replayed } = await service.cancel(state.booking.id, { by: 'visitor' }, { idempotencyKey });
    const message = MANAGE_WORDS[lang].cancelled(service.labelIn(lang), service.when(state.date, state.time, lang));
    return { booking: shown(kind, after), message, replayed };
  }

  async function reschedule(token: string, slot: { date: string; time: string }, idempotencyKey: string | undefined, asked: Lang = 'en') {
    const { kind, service, state, lang } = find(token, asked);
    const { state: after, replayed } = await service.move(state.booking.id, slot, { by: 'visitor' }, { idempotencyKey });
    const message = MANAGE_WORDS[lang].moved(service.labelIn(lang), service.when(after.date, after.time, lang));
    return { booking: shown(kind, after), message, replayed };
  }

  return { view, cancel, reschedule };
}
