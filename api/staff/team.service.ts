import { randomUUID } from 'node:crypto';
import { minutesOf, zonedToInstant } from '#contract';
import type { CareKind, ClinicianChange, ClinicianChangedAnswer, ClinicianListAnswer, NewClinician } from '#contract/staff';
import type { AuditStore } from '../audit/audit.store';
import type { BookingService } from '../bookings/booking.service';
import type { BookingState } from '../bookings/booking.store';
import { lengthOfState } from '../bookings/kinds';
import { CLINICIAN_DEFAULTS, type ClinicianState, type ClinicianStore } from '../clinicians/clinician.store';
import { takes, worksThroughout } from '../clinicians/work-hours';
import type { Clock } from '../clock';
import { ConflictError, InvalidInputError, NotFoundError } from '../domain-errors';
import type { StaffActor } from '../sign-in/staff-actor';
import type { UsersStore } from '../users/users.store';

export interface TeamOptions {
  clinicians: ClinicianStore;
  users: Pick<UsersStore, 'find'>;
  bookings: Record<CareKind, BookingService>;
  audit: AuditStore;
  clock: Clock;
  timeZone: string;
}

export type Team = ReturnType<typeof createTeam>;

/**
 * The Team screen's rules (decision 054): nurses added and changed, never deleted (a nurse who
 * left is deactivated, so past bookings keep their name). A change that leaves a nurse unable to
 * take some of their future bookings (deactivated, other hours, kinds or territory) lists them
 * to reassign; nothing is moved silently. Changes are audited by id: a nurse is not patient data.
 */
export function createTeam({ clinicians, users, bookings, audit, clock, timeZone }: TeamOptions) {
  const log = (who: StaffActor, action: string, id: string) => audit.append({ actor: who.username, address: who.address, action, recordIds: [id], outcome: 'ok' }, clock.now());

  const view = ({ staffUser, ...nurse }: ClinicianState) => ({ ...nurse, hours: [...nurse.hours], zips: [...nurse.zips], kinds: [...nurse.kinds], ...(staffUser ? { staffUser } : {}) });

  const list = (): ClinicianListAnswer => ({ clinicians: clinicians.list().map(view) });

  /** A name the team does not have yet (without case), and a staff account that exists, is not disabled and is no other nurse's. */
  function checkNames(name: string | undefined, staffUser: string | null | undefined, self?: string): string | null | undefined {
    if (name && clinicians.list().some((nurse) => nurse.id !== self && nurse.name.toLowerCase() === name.toLowerCase())) {
      throw new ConflictError(`A nurse named ${name} is already on the team. Please add a surname or an initial to tell them apart.`);
    }
    if (!staffUser) return staffUser === undefined ? undefined : null;
    const account = users.find(staffUser);
    if (!account || account.disabled) throw new InvalidInputError('There is no active staff account with that username.', { staffUser: 'There is no active staff account with that username' });
    const other = clinicians.linkedTo(account.username);
    if (other && other.id !== self) throw new ConflictError(`That staff account is already linked to ${other.name}.`);
    return account.username;
  }

  async function add(request: NewClinician, who: StaffActor, idempotencyKey?: string): Promise<{ id: string }> {
    const now = clock.now();
    const { record } = await clinicians.append({ idempotencyKey, payload: request, now }, () => {
      const staffUser = checkNames(request.name, request.staffUser);
      return {
        id: randomUUID(),
        event: 'added',
        clinicianId: randomUUID(),
        createdAt: new Date(now).toISOString(),
        staffId: who.userId,
        name: request.name,
        active: true,
        hours: request.hours ?? [...CLINICIAN_DEFAULTS.hours],
        zips: request.zips ?? [],
        kinds: request.kinds ?? [...CLINICIAN_DEFAULTS.kinds],
        ...(staffUser ? { staffUser } : {}),
      };
    });
    await log(who, 'clinician-added', record.clinicianId);
    return { id: record.clinicianId };
  }

  async function change(id: string, request: ClinicianChange, who: StaffActor, idempotencyKey?: string): Promise<ClinicianChangedAnswer> {
    const now = clock.now();
    let before: ClinicianState | undefined;
    await clinicians.append({ idempotencyKey, payload: { change: id, ...request }, now }, () => {
      before = clinicians.get(id);
      if (!before) throw new NotFoundError('There is no nurse with that id.');
      const staffUser = checkNames(request.name, request.staffUser, id);
      const { name, active, hours, zips, kinds } = request;
      return {
        id: randomUUID(),
        event: 'changed',
        clinicianId: id,
        createdAt: new Date(now).toISOString(),
        staffId: who.userId,
        ...definedOnly({ name, active, hours, zips, kinds }),
        ...(staffUser === undefined ? {} : { staffUser }),
      };
    });
    await log(who, 'clinician-changed', id);
    const after = clinicians.get(id)!;
    return { clinician: view(after), toReassign: toReassign(before!, after, now) };
  }

  /** Future standing bookings the nurse could take before the change and cannot now (or any, once deactivated), earliest first. */
  function toReassign(before: ClinicianState, after: ClinicianState, now: number): string[] {
    const fits = (nurse: ClinicianState, state: BookingState) => {
      const start = minutesOf(state.time);
      return nurse.active && takes(nurse, state.booking.type, state.booking.zip) && worksThroughout(nurse, state.date, start, start + lengthOfState(state));
    };
    return Object.values(bookings)
      .flatMap((service) => service.store.current())
      .filter((state) => state.status === 'booked' && state.clinicianId === after.id && zonedToInstant(state.date, state.time, timeZone) > now)
      .filter((state) => !fits(after, state) && (fits(before, state) || !after.active))
      .sort((a, b) => (a.date + a.time).localeCompare(b.date + b.time))
      .map((state) => state.booking.id);
  }

  return { list, add, change };
}

function definedOnly<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}
