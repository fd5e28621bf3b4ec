import { minutesOf, weekdayOf } from '#contract';
import { type CareKind, isoWeekday } from '#contract/staff';
import type { ClinicianState, ClinicianStore } from '../clinicians/clinician.store';
import { takes } from '../clinicians/work-hours';
import type { BookingStore } from './booking.store';
import { lengthOfState, rangesOverlap, type TimeRange } from './kinds';
import type { LeaveTimes } from './slot-engine';

/** What one day holds, as the engine reads it: each nurse's standing bookings, those with no nurse who can take them, and how many each nurse has. */
export interface DayLoad {
  date: string;
  byNurse: Map<string, TimeRange[]>;
  /** Bookings made before nurses were set up, or whose nurse was deactivated: each takes one nurse's time. */
  unassigned: TimeRange[];
  /** Each active nurse's working time that day, in minutes ([opens, closes]), or null for a day off: read once a day, not once a time. */
  hours: Map<string, readonly [number, number] | null>;
}

export interface CapacityRequest {
  kind: CareKind;
  date: string;
  time: string;
  minutes: number;
  /** The visit's ZIP: only nurses whose territory holds it (or who have none) are picked. */
  zip?: string;
  /** A nurse staff chose: they alone are checked, wherever their territory. */
  clinicianId?: string;
  /** Staff booked it outside the hours: working hours are waived, nothing else. */
  outsideHours?: boolean;
  /** A booking being moved: its own time does not count against itself. */
  except?: string;
}

/** The days whose reading is kept: the booking window and then some. */
const MAX_CACHED_DAYS = 400;

/** Why the chosen nurse cannot: not active, does not take the kind, does not work then, on leave, or busy. */
export type NurseProblem = 'inactive' | 'kind' | 'hours' | 'leave' | 'busy';

export type Verdict =
  | { ok: true; clinicianId: string }
  | { ok: false; reason: 'no-free-nurse' | 'outside-hours' }
  | { ok: false; reason: 'nurse-unavailable'; nurse: ClinicianState; problem: NurseProblem };

/**
 * Who is free when, once nurses are set up (decision 054). A time of a kind is free while at
 * least one active nurse who takes that kind is free for its whole length: working then, not on
 * leave, and with no standing booking of any kind overlapping it. Bookings without a nurse who can
 * take them each hold one nurse's time. Checks read the stores' memory, which every accepted
 * booking updates in the same synchronous step as its check, so concurrent requests never both win
 * the last free nurse. "Nurse + time range" is the unit of conflict, never "start time".
 */
export class NurseCapacity {
  private readonly days = new Map<string, { key: string; load: DayLoad }>();

  constructor(
    private readonly stores: () => readonly BookingStore[],
    private readonly nurses: Pick<ClinicianStore, 'any' | 'list' | 'get' | 'changeCount'>,
    private readonly leave: LeaveTimes,
  ) {}

  /** Whether any nurse was ever added; without one, each kind is its own calendar, as before. */
  get on(): boolean {
    return this.nurses.any;
  }

  /** Moves with every booking of any kind and every change to the team: a cached slot list is stale then. */
  get changeCount(): string {
    return `${this.nurses.changeCount}:${this.stores().map((store) => store.changeCount).join(',')}`;
  }

  /**
   * The standing bookings of a day, across every kind: read again only when a booking on that day
   * or the team changed, so a slot list computed each minute reads the days that moved, not all 61.
   */
  day(date: string): DayLoad {
    const key = `${this.nurses.changeCount}:${this.stores().map((store) => store.dayVersion(date)).join(',')}`;
    const cached = this.days.get(date);
    if (cached?.key === key) return cached.load;
    // Days long past are read no more: the cache starts again rather than growing for years.
    if (this.days.size > MAX_CACHED_DAYS) this.days.clear();
    const load = this.read(date);
    this.days.set(date, { key, load });
    return load;
  }

  private read(date: string): DayLoad {
    const load: DayLoad = { date, byNurse: new Map(), unassigned: [], hours: new Map() };
    const weekday = isoWeekday(weekdayOf(date));
    for (const nurse of this.nurses.list()) {
      const work = nurse.active ? nurse.hours.find((day) => day.weekday === weekday) : undefined;
      load.hours.set(nurse.id, work ? [minutesOf(work.opens), minutesOf(work.closes)] : null);
    }
    for (const store of this.stores()) {
      for (const state of store.standingOn(date)) {
        const start = minutesOf(state.time);
        const range = { id: state.booking.id, start, end: start + lengthOfState(state) };
        const nurse = state.clinicianId ? this.nurses.get(state.clinicianId) : undefined;
        if (!nurse?.active) load.unassigned.push(range);
        else load.byNurse.set(nurse.id, [...(load.byNurse.get(nurse.id) ?? []), range]);
      }
    }
    return load;
  }

  /** Whether a booking can be had, and with whom: the chosen nurse, or the free one with the fewest bookings that day (then by name). */
  check(request: CapacityRequest, given?: DayLoad): Verdict {
    const load = given?.date === request.date ? given : this.day(request.date);
    const start = minutesOf(request.time);
    const wanted = { start, end: start + request.minutes };
    const busy = (nurse: ClinicianState) => (load.byNurse.get(nurse.id) ?? []).some((range) => range.id !== request.except && rangesOverlap(range, wanted));
    const onLeave = (nurse: ClinicianState) => this.leave.onLeave(nurse.id, request.date, request.time, request.minutes);
    const working = (nurse: ClinicianState) => {
      if (request.outsideHours) return true;
      const hours = load.hours.get(nurse.id);
      return Boolean(hours && hours[0] <= wanted.start && wanted.end <= hours[1]);
    };
    let held = 0;
    for (const range of load.unassigned) if (range.id !== request.except && rangesOverlap(range, wanted)) held++;

    if (request.clinicianId) {
      const nurse = this.nurses.get(request.clinicianId);
      if (!nurse) return { ok: false, reason: 'no-free-nurse' };
      const problem: NurseProblem | null = !nurse.active ? 'inactive' : !takes(nurse, request.kind) ? 'kind' : !working(nurse) ? 'hours' : onLeave(nurse) ? 'leave' : busy(nurse) ? 'busy' : null;
      if (problem) return { ok: false, reason: 'nurse-unavailable', nurse, problem };
      const others = this.nurses.list().filter((each) => each.active && takes(each, request.kind) && working(each) && !onLeave(each) && !busy(each));
      return others.length > held ? { ok: true, clinicianId: nurse.id } : { ok: false, reason: 'no-free-nurse' };
    }

    // One pass, no arrays: a slot list asks this for every time of every day.
    let taking = 0;
    let able = 0;
    let free = 0;
    let chosen: ClinicianState | undefined;
    let fewest = Infinity;
    for (const nurse of this.nurses.list()) {
      if (!nurse.active || !takes(nurse, request.kind, request.zip)) continue;
      taking++;
      if (!working(nurse)) continue;
      able++;
      if (onLeave(nurse) || busy(nurse)) continue;
      free++;
      // `list()` is by name then id: a tie goes to the first by name.
      const count = load.byNurse.get(nurse.id)?.length ?? 0;
      if (count < fewest) [chosen, fewest] = [nurse, count];
    }
    if (!able) return { ok: false, reason: taking ? 'outside-hours' : 'no-free-nurse' };
    if (free <= held) return { ok: false, reason: 'no-free-nurse' };
    return { ok: true, clinicianId: chosen!.id };
  }
}
