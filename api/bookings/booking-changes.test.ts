import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONSULTATION_RULE, provider } from '#contract';
import { ClosureStore } from '../closures/closure.store';
import { ConflictError, InvalidInputError, NotFoundError } from '../domain-errors';
import { consultation } from '../test-support/payloads';
import { removeDir, tempDataDir } from '../test-support/temp-dir';
import { HOUR, testClock } from '../test-support/test-clock';
import { type BookingService, createBookingService } from './booking.service';
import { BookingStore, type MadeBooking } from './booking.store';
import { filesIn } from '../db/record-source';

const STAFF = { by: 'staff', staffId: 'staff-1' } as const;
const VISITOR = { by: 'visitor' } as const;

let dataDir: string;
let clock: ReturnType<typeof testClock>;
let service: BookingService;
let closures: ClosureStore;

async function open(): Promise<void> {
  const store = await BookingStore.open(filesIn(dataDir), 'consultation');
  closures = await ClosureStore.open(filesIn(dataDir));
  service = createBookingService({ kind: 'consultation', rule: CONSULTATION_RULE, store, clock, timeZone: provider.timeZone, closures });
}

const available = (date: string, time: string) =>
  (JSON.parse(service.slotListing().body) as { date: string; time: string; available: boolean }[]).find((slot) => slot.date === date && slot.time === time)?.available;

async function book(date: string, time: string, overrides: Record<string, unknown> = {}): Promise<MadeBooking> {
  const { booking } = await service.book(consultation(date, time, overrides) as never, undefined, '127.0.0.1');
  return booking;
}

beforeEach(async () => {
  dataDir = await tempDataDir('changes');
  clock = testClock('2026-06-08T16:00:00Z');
  await open();
});
afterEach(async () => {
  await service.store.flush();
  await removeDir(dataDir);
});

describe('cancelling a booking', () => {
  it('when staff cancel a booking with a message and a note, then it is kept as cancelled with both apart and its slot is free at once', async () => {
    const booking = await book('2026-06-09', '10:00');
    expect(available('2026-06-09', '10:00')).toBe(false);

    const { state } = await service.cancel(booking.id, STAFF, { message: 'We will call you to rebook.', note: 'Nurse unwell' });

    expect(state.status).toBe('cancelled');
    expect(state.cancellation).toMatchObject({ by: 'staff', staffId: 'staff-1', message: 'We will call you to rebook.', note: 'Nurse unwell' });
    expect(state.cancellation).not.toHaveProperty('reason');
    expect(state.sequence).toBe(1);
    expect(available('2026-06-09', '10:00')).toBe(true);
    expect(service.store.all).toHaveLength(1);
  });

  it('when a cancelled booking is cancelled again, then it is refused and nothing is appended', async () => {
    const booking = await book('2026-06-09', '10:00');
    await service.cancel(booking.id, VISITOR);
    await expect(service.cancel(booking.id, VISITOR)).rejects.toBeInstanceOf(ConflictError);
    expect(service.store.get(booking.id)!.changes).toHaveLength(1);
  });

  it('when the id is unknown, then it is not found', async () => {
    await expect(service.cancel('no-such-id', STAFF)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('when the visit has started, then the visitor can no longer cancel it but staff can', async () => {
    const booking = await book('2026-06-09', '10:00');
    clock.set('2026-06-09T14:05:00Z'); // 10:05 in New York
    await expect(service.cancel(booking.id, VISITOR)).rejects.toThrow(/already started/);
    await expect(service.cancel(booking.id, STAFF)).resolves.toMatchObject({ state: { status: 'cancelled' } });
  });

  it('when the same cancellation is sent twice with one idempotency key, then it is applied once', async () => {
    const booking = await book('2026-06-09', '10:00');
    const first = await service.cancel(booking.id, VISITOR, { idempotencyKey: 'k-1' });
    const again = await service.cancel(booking.id, VISITOR, { idempotencyKey: 'k-1' });
    expect(again.replayed).toBe(true);
    expect(again.change.id).toBe(first.change.id);
  });
});

describe('moving a booking', () => {
  it('when a booking moves, then the new slot is taken, the old one freed and the sequence grows', async () => {
    const booking = await book('2026-06-09', '10:00');
    const { state } = await service.move(booking.id, { date: '2026-06-10', time: '11:15' }, VISITOR);
    expect(state).toMatchObject({ date: '2026-06-10', time: '11:15', status: 'booked', sequence: 1 });
    expect(available('2026-06-09', '10:00')).toBe(true);
    expect(available('2026-06-10', '11:15')).toBe(false);
  });

  it('when two moves ask for one free slot at once, then one wins and the other is refused', async () => {
    const first = await book('2026-06-09', '10:00', { clientEmail: 'a@example.com' });
    const second = await book('2026-06-09', '10:15', { clientEmail: 'b@example.com' });
    const results = await Promise.allSettled([
      service.move(first.id, { date: '2026-06-11', time: '09:00' }, VISITOR),
      service.move(second.id, { date: '2026-06-11', time: '09:00' }, VISITOR),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const holders = service.store.current().filter((state) => state.date === '2026-06-11' && state.time === '09:00');
    expect(holders).toHaveLength(1);
  });

  it('when the new slot is taken, off the grid or the same, then the move is refused and nothing changes', async () => {
    const mine = await book('2026-06-09', '10:00', { clientEmail: 'a@example.com' });
    await book('2026-06-09', '10:15', { clientEmail: 'b@example.com' });
    await expect(service.move(mine.id, { date: '2026-06-09', time: '10:15' }, VISITOR)).rejects.toBeInstanceOf(ConflictError);
    await expect(service.move(mine.id, { date: '2026-06-09', time: '10:07' }, VISITOR)).rejects.toBeInstanceOf(InvalidInputError);
    await expect(service.move(mine.id, { date: '2026-06-09', time: '10:00' }, VISITOR)).rejects.toBeInstanceOf(InvalidInputError);
    expect(service.store.get(mine.id)).toMatchObject({ date: '2026-06-09', time: '10:00', sequence: 0 });
  });

  it('when the store is opened again, then cancellations and moves are read back as they stood', async () => {
    const moved = await book('2026-06-09', '10:00', { clientEmail: 'a@example.com' });
    const cancelled = await book('2026-06-09', '11:00', { clientEmail: 'b@example.com' });
    await service.move(moved.id, { date: '2026-06-12', time: '15:00' }, STAFF);
    await service.cancel(cancelled.id, STAFF, { message: 'Sorry for the change.', note: 'Holiday' });
    await service.store.flush();
    await open();
    expect(service.store.get(moved.id)).toMatchObject({ date: '2026-06-12', time: '15:00', status: 'booked', sequence: 1 });
    expect(service.store.get(cancelled.id)).toMatchObject({ status: 'cancelled', cancellation: { message: 'Sorry for the change.', note: 'Holiday' } });
    expect(available('2026-06-09', '11:00')).toBe(true);
    expect(available('2026-06-12', '15:00')).toBe(false);
  });
});

describe('closed times', () => {
  const close = (fields: { from: string; to?: string; startTime?: string; endTime?: string }) =>
    closures.add({ payload: fields, now: clock.now() }, () => ({
      id: `closure-${fields.from}-${fields.startTime ?? 'day'}`,
      createdAt: new Date(clock.now()).toISOString(),
      to: fields.from,
      reason: 'Training',
      staffId: 'staff-1',
      ...fields,
    }));

  it('when a day is closed, then none of its slots are offered or bookable, and other days are', async () => {
    await close({ from: '2026-06-10' });
    expect(available('2026-06-10', '09:00')).toBe(false);
    expect(available('2026-06-10', '16:45')).toBe(false);
    expect(available('2026-06-11', '09:00')).toBe(true);
    await expect(book('2026-06-10', '09:00')).rejects.toThrow(/closed/);
  });

  it('when hours are closed, then only slots overlapping them go', async () => {
    await close({ from: '2026-06-10', startTime: '12:00', endTime: '13:00' });
    expect(available('2026-06-10', '11:45')).toBe(true);
    expect(available('2026-06-10', '12:00')).toBe(false);
    expect(available('2026-06-10', '12:45')).toBe(false);
    expect(available('2026-06-10', '13:00')).toBe(true);
  });

  it('when a closure is removed, then its slots come back', async () => {
    const { record } = await close({ from: '2026-06-10', to: '2026-06-12' });
    expect(available('2026-06-11', '09:00')).toBe(false);
    await closures.remove({ payload: { remove: record.id }, now: clock.now() }, () => ({
      id: 'removal-1',
      event: 'reopened',
      closureId: record.id,
      createdAt: new Date(clock.now() + HOUR).toISOString(),
      staffId: 'staff-1',
    }));
    expect(available('2026-06-11', '09:00')).toBe(true);
    expect(closures.list()).toEqual([]);
  });
});
