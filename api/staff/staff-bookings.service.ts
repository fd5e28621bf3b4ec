import type { AuditStore } from '../audit/audit.store';
import type { BookingService } from '../bookings/booking.service';
import type { BookingState } from '../bookings/booking.store';
import type { Clock } from '../clock';
import type { DataLife } from '../retention/data-life.service';
import type { AgendaFilter, CancelManyAnswer, CancelWords, CareKind, StaffBooking } from '#contract/staff';
import type { ClinicianStore } from '../clinicians/clinician.store';
import { DomainError, NotFoundError } from '../domain-errors';
import { type Burst, findBursts } from './bursts';
import { checkRange, type DateRange } from './date-range';
import type { StaffActor } from '../sign-in/staff-actor';
import { lookedUpIds } from './looked-up-id';
import { toStaffBooking } from './staff-booking';

export interface StaffBookingsOptions {
  bookings: Record<CareKind, BookingService>;
  /** The nurses, to name each booking's. */
  clinicians: Pick<ClinicianStore, 'get'>;
  /** Deletion on request goes through the records' life cycle (api/retention/). */
  life: Pick<DataLife, 'forgetBooking'>;
  audit: AuditStore;
  clock: Clock;
}

export type StaffBookings = ReturnType<typeof createStaffBookings>;

/** The agenda: every kind of booking by visit day, a booking's details, and cancelling one or many; every read and change audited. */
export function createStaffBookings({ bookings, clinicians, life, audit, clock }: StaffBookingsOptions) {
  const services = Object.values(bookings);
  let bursts: { version: string; marks: Map<string, Burst> } | null = null;

  /** Bursts are found across every web booking ever made (staff's own are no burst), and found again only when bookings change. */
  function burstMarks(): Map<string, Burst> {
    const version = services.map((service) => service.store.changeCount).join('/');
    if (bursts?.version !== version) bursts = { version, marks: findBursts(services.flatMap((service) => service.store.all.filter((booking) => !booking.source))) };
    return bursts.marks;
  }

  const view = (state: BookingState) => toStaffBooking(state, burstMarks().get(state.booking.id), state.clinicianId ? clinicians.get(state.clinicianId)?.name : undefined);
  const log = (who: StaffActor, action: string, recordIds: string[], outcome: 'ok' | 'refused' = 'ok', detail?: string) =>
    audit.append({ actor: who.username, address: who.address, action, recordIds, outcome, ...(detail ? { detail } : {}) }, clock.now());

  function find(id: string): { service: BookingService; state: BookingState } {
    for (const service of services) {
      const state = service.store.get(id);
      if (state) return { service, state };
    }
    throw new NotFoundError('There is no booking with that id.');
  }

  /**
   * Bookings whose visit falls in the range, by day and time, of a nurse ('none': without one), a
   * kind or an outcome ('none': not given yet) when asked; not audited (the caller says why it reads them).
   */
  function inRange(range: DateRange, filter: AgendaFilter = {}): StaffBooking[] {
    const { from, to } = checkRange(range);
    const nurse = filter.clinicianId === 'none' ? undefined : filter.clinicianId;
    return services
      .filter((service) => !filter.kind || service.kind === filter.kind)
      .flatMap((service) => service.store.current())
      .filter((state) => state.date >= from && state.date <= to)
      .filter((state) => !filter.clinicianId || (filter.clinicianId === 'none' ? !state.clinicianId : state.clinicianId === nurse))
      .filter((state) => !filter.outcome || (filter.outcome === 'none' ? !state.outcome : state.outcome?.outcome === filter.outcome))
      .sort((a, b) => (a.date + a.time).localeCompare(b.date + b.time) || a.booking.createdAt.localeCompare(b.booking.createdAt))
      .map(view);
  }

  async function list(range: DateRange, who: StaffActor, filter: AgendaFilter = {}): Promise<StaffBooking[]> {
    const found = inRange(range, filter);
    await log(who, 'view-bookings', found.map((booking) => booking.id));
    return found;
  }

  /** A lookup of an id that is not there is audited too: someone probing ids shows in the trail. */
  async function get(id: string, who: StaffActor): Promise<StaffBooking> {
    let found: ReturnType<typeof find>;
    try {
      found = find(id);
    } catch (error) {
      if (error instanceof NotFoundError) await log(who, 'view-booking', lookedUpIds(id), 'refused', 'not-found');
      throw error;
    }
    await log(who, 'view-booking', [id]);
    return view(found.state);
  }

  async function cancelOne(id: string, words: CancelWords, who: StaffActor, idempotencyKey?: string): Promise<StaffBooking> {
    const { service } = find(id);
    const { state } = await service.cancel(id, { by: 'staff', staffId: who.userId }, { message: words.message, note: words.note, idempotencyKey });
    return view(state);
  }

  /** The message goes to the patient in the cancellation e-mail; the note stays with the booking. */
  async function cancel(id: string, words: CancelWords, who: StaffActor, idempotencyKey?: string): Promise<StaffBooking> {
    try {
      const cancelled = await cancelOne(id, words, who, idempotencyKey);
      await log(who, 'cancel-booking', [id]);
      return cancelled;
    } catch (error) {
      if (error instanceof DomainError) await log(who, 'cancel-booking', [id], 'refused');
      throw error;
    }
  }

  /**
   * Cancels each booking that stands, each patient sent the same message; the others are listed
   * with why, and nothing is half done for any one booking.
   */
  async function cancelMany(ids: string[], words: CancelWords, who: StaffActor): Promise<CancelManyAnswer> {
    const answer: CancelManyAnswer = { cancelled: [], refused: [] };
    for (const id of new Set(ids)) {
      try {
        answer.cancelled.push(await cancelOne(id, words, who));
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        answer.refused.push({ id, message: error.message });
      }
    }
    if (answer.cancelled.length) await log(who, 'cancel-bookings', answer.cancelled.map((booking) => booking.id));
    if (answer.refused.length) await log(who, 'cancel-bookings', answer.refused.map((refusal) => refusal.id), 'refused');
    return answer;
  }

  /** Deletes the booking for good with its changes and e-mails (audited there, by id); an unknown id is audited as refused. */
  async function remove(id: string, who: StaffActor): Promise<void> {
    try {
      await life.forgetBooking(id, { actor: who.username, address: who.address });
    } catch (error) {
      if (error instanceof NotFoundError) await log(who, 'delete-booking', [id], 'refused');
      throw error;
    }
  }

  /** The interpreter a visitor asked for is arranged: marked once, audited by the booking's id (a refusal too). */
  async function markInterpreterArranged(id: string, who: StaffActor, idempotencyKey?: string): Promise<StaffBooking> {
    try {
      const { service } = find(id);
      const { state } = await service.markInterpreterArranged(id, who.userId, idempotencyKey);
      await log(who, 'interpreter-arranged', [id]);
      return view(state);
    } catch (error) {
      if (error instanceof DomainError) await log(who, 'interpreter-arranged', lookedUpIds(id), 'refused');
      throw error;
    }
  }

  return { inRange, list, get, cancel, cancelMany, markInterpreterArranged, remove, view, find };
}
