import { randomUUID } from 'node:crypto';
import type { AuditStore } from '../audit/audit.store';
import type { BookingService } from '../bookings/booking.service';
import { lengthOfState } from '../bookings/kinds';
import type { ClinicianStore } from '../clinicians/clinician.store';
import type { Clock } from '../clock';
import { todayIn } from '#contract';
import type { CareKind, ClosureAnswer, ClosureRequest, StaffClosure } from '#contract/staff';
import { InvalidInputError, NotFoundError } from '../domain-errors';
import { type Closure, type ClosureRemoval, type ClosureStore, covers } from './closure.store';

/** Who closes or reopens, for the record and the audit trail. */
export interface ClosureActor {
  userId: string;
  username: string;
  address: string;
}

export interface ClosureServiceOptions {
  store: ClosureStore;
  bookings: Record<CareKind, BookingService>;
  /** The nurses a leave may name. */
  clinicians: Pick<ClinicianStore, 'get'>;
  audit: AuditStore;
  clock: Clock;
  timeZone: string;
}

export type ClosureService = ReturnType<typeof createClosureService>;

/**
 * Closed times (holidays, leave, training): a day, days, or hours on them. The public slot lists
 * drop them at once (the stores' change count invalidates their cache); bookings already inside
 * stand and are reported as conflicts for staff to cancel or move, never cancelled here.
 */
export function createClosureService({ store, bookings, clinicians, audit, clock, timeZone }: ClosureServiceOptions) {
  const log = (who: ClosureActor, action: string, recordIds: string[]) =>
    audit.append({ actor: who.username, address: who.address, action, recordIds, outcome: 'ok' }, clock.now());

  const list = (): StaffClosure[] => store.list().map(toStaffClosure);

  /** Standing bookings whose visit overlaps the closed time (a nurse's leave: that nurse's), earliest first. */
  function conflictsWith(closure: Pick<Closure, 'from' | 'to' | 'startTime' | 'endTime' | 'clinicianId'>): string[] {
    const concerned = (clinicianId: string | undefined) => !closure.clinicianId || clinicianId === closure.clinicianId;
    return Object.values(bookings)
      .flatMap((service) =>
        service.store.current().filter((state) => state.status === 'booked' && concerned(state.clinicianId) && covers(closure, state.date, state.time, lengthOfState(state))),
      )
      .sort((a, b) => (a.date + a.time).localeCompare(b.date + b.time))
      .map((state) => state.booking.id);
  }

  async function add(request: ClosureRequest, who: ClosureActor, idempotencyKey?: string): Promise<ClosureAnswer> {
    const now = clock.now();
    const to = request.to ?? request.from;
    if (to < todayIn(now, timeZone)) throw new InvalidInputError('That closed time is already over. Please give today or a later day.', { to: 'Please give today or a later day' });
    const nurse = request.clinicianId ? clinicians.get(request.clinicianId) : undefined;
    if (request.clinicianId && !nurse) throw new InvalidInputError('There is no nurse with that id. Please choose one from the team.', { clinicianId: 'Please choose a nurse from the team' });
    const { record } = await store.add({ idempotencyKey, payload: request, now }, () => ({
      id: randomUUID(),
      createdAt: new Date(now).toISOString(),
      from: request.from,
      to,
      ...(request.startTime && request.endTime ? { startTime: request.startTime, endTime: request.endTime } : {}),
      reason: request.reason,
      ...(nurse ? { clinicianId: nurse.id } : {}),
      staffId: who.userId,
    }));
    await log(who, 'closure-added', [record.id]);
    return { closure: toStaffClosure(record), conflicts: conflictsWith(record) };
  }

  async function remove(id: string, who: ClosureActor): Promise<StaffClosure> {
    const now = clock.now();
    let closure: Closure | undefined;
    await store.remove({ payload: { reopen: id }, now }, () => {
      closure = store.get(id);
      if (!closure) throw new NotFoundError('There is no closed time with that id.');
      return { id: randomUUID(), event: 'reopened', closureId: id, createdAt: new Date(now).toISOString(), staffId: who.userId } satisfies ClosureRemoval;
    });
    await log(who, 'closure-removed', [id]);
    return toStaffClosure(closure!);
  }

  return { list, add, remove };
}

function toStaffClosure({ staffId: _staffId, ...closure }: Closure): StaffClosure {
  return closure;
}
