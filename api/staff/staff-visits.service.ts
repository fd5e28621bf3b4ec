import type { AuditStore } from '../audit/audit.store';
import type { BookingService } from '../bookings/booking.service';
import { cancelSeries } from '../bookings/series-cancel';
import type { FromReferral, StaffDesk } from '../bookings/staff-booking';
import type { Clock } from '../clock';
import type { CareKind, MoveRequest, Outcome, SeriesCancelAnswer, SeriesCancelRequest, StaffBooking, StaffBookingAnswer } from '#contract/staff';
import { DomainError, NotFoundError } from '../domain-errors';
import type { StaffActor } from '../sign-in/staff-actor';
import { lookedUpIds as lookedUp } from './looked-up-id';
import type { StaffBookings } from './staff-bookings.service';

export interface StaffVisitsOptions {
  bookings: Record<CareKind, BookingService>;
  desk: StaffDesk;
  agenda: StaffBookings;
  audit: AuditStore;
  clock: Clock;
}

export type StaffVisits = ReturnType<typeof createStaffVisits>;

/**
 * What staff do to the coordinator's day (docs/product.md, "The coordinator's day"): take a
 * booking (alone or a series; a dry run first), move or reassign one, say whether it happened,
 * cancel a series whole. Every change is audited by id; a refusal too, so probing shows.
 */
export function createStaffVisits({ bookings, desk, agenda, audit, clock }: StaffVisitsOptions) {
  const log = (who: StaffActor, action: string, recordIds: string[], outcome: 'ok' | 'refused' = 'ok', detail?: string) =>
    audit.append({ actor: who.username, address: who.address, action, recordIds, outcome, ...(detail ? { detail } : {}) }, clock.now());

  /** Runs a change, auditing a refusal of the rules (not a malformed request, which never reached them). */
  async function audited<T>(who: StaffActor, action: string, ids: string[], change: () => Promise<T>): Promise<T> {
    try {
      return await change();
    } catch (error) {
      if (error instanceof DomainError) await log(who, action, ids, 'refused');
      throw error;
    }
  }

  /** A dry run reads free times only (no one's details): it is not audited. */
  async function create(request: FromReferral, who: StaffActor, idempotencyKey?: string): Promise<{ answer: StaffBookingAnswer; replayed: boolean }> {
    if (request.dryRun) return { answer: desk.plan(request), replayed: false };
    const booked = await audited(who, 'book-by-staff', [], () => desk.book(request, who.userId, idempotencyKey));
    const { answer } = booked;
    await log(who, 'book-by-staff', [...(answer.seriesId ? [answer.seriesId] : []), ...answer.bookings.map((booking) => booking.id!)]);
    return booked;
  }

  async function move(id: string, request: MoveRequest, who: StaffActor, idempotencyKey?: string): Promise<StaffBooking> {
    const { state } = await audited(who, 'move-booking', lookedUp(id), async () => {
      const { service } = agenda.find(id);
      const { date, time, clinicianId, notify, outsideHours } = request;
      return service.move(id, { date, time }, { by: 'staff', staffId: who.userId }, { idempotencyKey, clinicianId: clinicianId || undefined, notify, outsideHours });
    });
    await log(who, 'move-booking', [id]);
    return agenda.view(state);
  }

  /** The outcome word is a fixed one, so it may be the entry's detail. */
  async function setOutcome(id: string, outcome: Outcome, who: StaffActor): Promise<StaffBooking> {
    const { state, changed } = await audited(who, 'booking-outcome', lookedUp(id), () => agenda.find(id).service.setOutcome(id, outcome, who.userId));
    if (changed) await log(who, 'booking-outcome', [id], 'ok', outcome);
    return agenda.view(state);
  }

  async function cancelWhole(seriesId: string, words: SeriesCancelRequest, who: StaffActor, idempotencyKey?: string): Promise<SeriesCancelAnswer> {
    const answer = await audited(who, 'cancel-series', lookedUp(seriesId), () => {
      const service = Object.values(bookings).find((each) => each.store.getSeries(seriesId));
      if (!service) throw new NotFoundError('There is no series with that id.');
      return cancelSeries(service, clock, seriesId, words, who.userId, idempotencyKey);
    });
    await log(who, 'cancel-series', [seriesId, ...answer.cancelled]);
    return answer;
  }

  return { create, move, setOutcome, cancelWhole };
}
