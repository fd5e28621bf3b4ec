import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CONSULTATION_RULE, provider } from '#contract';
import { NurseCapacity } from '../bookings/capacity';
import { type BookingService, createBookingService } from '../bookings/booking.service';
import { BookingStore, type MadeBooking } from '../bookings/booking.store';
import { FeedStore, tokenHashOf } from '../calendar/feed.store';
import { CLINICIAN_DEFAULTS, ClinicianStore } from '../clinicians/clinician.store';
import { ClosureStore } from '../closures/closure.store';
import { ConflictError, SlotClaimedError } from '../domain-errors';
import { consultation } from '../test-support/payloads';
import { postgresFixtures } from '../test-support/postgres-fixtures';
import { testClock } from '../test-support/test-clock';
import { prepareDatabase } from './database';
import { RECORD_LOCK_KEY, RecordLog } from './record-log';

const { database } = postgresFixtures('servers');
const sign = (purpose: string, text: string) => `${purpose}:${text}`;
const NOW = '2026-06-08T16:00:00Z';

interface Note {
  id: string;
  text: string;
}

/** A migrated database, and a way to start a server's record log on it (its own pool, as a second process would have). */
async function twoServers() {
  const db = await database();
  await prepareDatabase(db.connect(), sign);
  return { sql: db.connect(), server: (lockKey = RECORD_LOCK_KEY) => new RecordLog(db.connect(), { lockKey }) };
}

/** A server's consultation bookings, its team and its service, on its own record log. */
async function bookingServer(log: RecordLog) {
  const clock = testClock(NOW);
  const [store, clinicians, closures] = await Promise.all([BookingStore.open(log, 'consultation'), ClinicianStore.open(log), ClosureStore.open(log)]);
  const capacity = new NurseCapacity(() => [store], clinicians, closures);
  const service = createBookingService({ kind: 'consultation', rule: CONSULTATION_RULE, store, clock, timeZone: provider.timeZone, closures, capacity });
  return { log, store, clinicians, service, clock };
}

async function addNurses(clinicians: ClinicianStore, count: number): Promise<void> {
  for (let index = 0; index < count; index++) {
    const clinicianId = randomUUID();
    await clinicians.append({ payload: null, now: Date.parse(NOW) }, () => ({ id: randomUUID(), event: 'added', clinicianId, createdAt: NOW, staffId: 'staff-1', name: `Nurse ${index}`, ...CLINICIAN_DEFAULTS, kinds: ['consultation'] }));
  }
}

/** `count` bookings of one time at once, alternating between the servers: how many stood, and every refusal. */
async function rush(servers: { service: BookingService }[], count: number) {
  const outcomes = await Promise.allSettled(
    Array.from({ length: count }, (_, index) => servers[index % servers.length]!.service.book(consultation('2026-06-09', '10:00', { clientEmail: `patient${index}@example.com` }) as never, undefined, '127.0.0.1')),
  );
  const refusals = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as Error] : []));
  return { winners: outcomes.length - refusals.length, refusals };
}

const standing = (store: BookingStore) => store.current().filter((state) => state.status === 'booked').length;

describe('two servers on one database', () => {
  it('when one server adds, replaces and removes records, then the other has each change after it catches up, in order', async () => {
    const { server } = await twoServers();
    const [one, other] = [server(), server()];
    const writer = await one.open<Note>('notes');
    const rewrites: string[] = [];
    const reader = await other.open<Note>('notes', { onRewrite: ({ removed, replaced }) => rewrites.push(`-${removed.map(({ id }) => id).join()} ~${replaced.map(([, after]) => after.text).join()}`) });

    await writer.insertMany({ payload: 1, now: Date.parse(NOW) }, () => [
      { id: 'a', text: 'a' },
      { id: 'b', text: 'b' },
    ]);
    const before = reader.records.length;
    await other.catchUp();
    const added = reader.records.map(({ id }) => id);
    await writer.rewrite((note) => (note.id === 'a' ? null : { ...note, text: 'B' }));
    await writer.insertOnce({ payload: 2, now: Date.parse(NOW) }, () => ({ id: 'c', text: 'c' }));
    await Promise.all([other.catchUp(), other.catchUp()]);

    expect(before).toBe(0);
    expect(added).toEqual(['a', 'b']);
    expect(reader.records).toEqual([
      { id: 'b', text: 'B' },
      { id: 'c', text: 'c' },
    ]);
    expect(rewrites).toEqual(['-a ~B']);
  });

  it('when 50 patients book one time at once over two servers with three nurses, then exactly three win and each server holds those three', async () => {
    const { sql, server } = await twoServers();
    const [one, other] = [await bookingServer(server()), await bookingServer(server())];
    await addNurses(one.clinicians, 3);
    await other.log.catchUp();

    const { winners, refusals } = await rush([one, other], 50);
    await Promise.all([one.log.catchUp(), other.log.catchUp()]);

    expect(winners).toBe(3);
    expect(refusals).toHaveLength(47);
    expect(refusals.every((error) => error instanceof ConflictError)).toBe(true);
    expect([standing(one.store), standing(other.store)]).toEqual([3, 3]);
    expect(new Set(one.store.current().map((state) => state.clinicianId)).size).toBe(3);
    expect(await sql`SELECT 1 FROM visit_spans`).toHaveLength(3);
  });

  it('when 50 patients book one consultation time at once over two servers without nurses, then exactly one wins', async () => {
    const { sql, server } = await twoServers();
    const servers = [await bookingServer(server()), await bookingServer(server())];

    const { winners, refusals } = await rush(servers, 50);

    expect(winners).toBe(1);
    expect(refusals.every((error) => error instanceof ConflictError && /has just been booked by someone else/.test(error.message))).toBe(true);
    expect(await sql`SELECT 1 FROM booking_holds WHERE slot = '2026-06-09 10:00'`).toHaveLength(1);
  });

  it('when the servers share no lock and skip the memory check, then the database alone lets one booking of a slot stand and refuses the rest as taken', async () => {
    const { sql, server } = await twoServers();
    const logs = [server(1), server(2)];
    const stores = [await BookingStore.open(logs[0]!, 'consultation'), await BookingStore.open(logs[1]!, 'consultation')];
    const made = () => ({ ...consultation('2026-06-09', '10:00'), id: randomUUID(), createdAt: NOW, mail: [] }) as unknown as MadeBooking;

    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, (_, index) => stores[index % 2]!.insertOnce({ payload: index, now: Date.parse(NOW) }, made)));

    await Promise.all(logs.map((log) => log.catchUp()));

    const won = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value.record.id] : []));
    expect(won).toHaveLength(1);
    expect(outcomes.every((outcome) => outcome.status === 'fulfilled' || outcome.reason instanceof SlotClaimedError)).toBe(true);
    expect(stores.map((store) => store.all.map(({ id }) => id))).toEqual([won, won]);
    expect(await sql`SELECT 1 FROM records WHERE collection = 'consultation-bookings'`).toHaveLength(1);
  });

  it('when a calendar feed is fetched on both servers, then the stored count adds up every fetch of both', async () => {
    const { server } = await twoServers();
    const [one, other] = [server(), server()];
    const feeds = [await FeedStore.open(one), await FeedStore.open(other)];
    await feeds[0]!.append({ payload: null, now: Date.parse(NOW) }, () => ({ id: 'feed-1', event: 'created', userId: 'u1', tokenHash: tokenHashOf('token'), createdAt: NOW }));
    await other.catchUp();

    for (let fetch = 0; fetch < 5; fetch++) feeds[fetch % 2]!.counted('feed-1', Date.parse(NOW) + fetch * 1000);
    await Promise.all(feeds.map((feed) => feed.flush()));
    const reopened = await FeedStore.open(server());

    expect(reopened.countOf('feed-1')).toEqual({ fetches: 5, lastFetchedAt: '2026-06-08T16:00:04.000Z' });
  });

  it('when two holds of one slot and nurse, or two overlapping times of one nurse, are written directly, then PostgreSQL refuses the second (23505, 23P01)', async () => {
    const { sql } = await twoServers();
    await sql`INSERT INTO booking_holds (kind, nurse_id, slot, booking_id) VALUES ('visit', 'n1', '2026-06-09 10:00', 'b1')`;
    await sql`INSERT INTO visit_spans (nurse_id, booking_id, during) VALUES ('n1', 'b1', tstzrange('2026-06-09 10:00Z', '2026-06-09 11:00Z'))`;

    const hold = sql`INSERT INTO booking_holds (kind, nurse_id, slot, booking_id) VALUES ('visit', 'n1', '2026-06-09 10:00', 'b2')`;
    const span = sql`INSERT INTO visit_spans (nurse_id, booking_id, during) VALUES ('n1', 'b2', tstzrange('2026-06-09 10:30Z', '2026-06-09 11:30Z'))`;
    const otherNurse = sql`INSERT INTO visit_spans (nurse_id, booking_id, during) VALUES ('n2', 'b3', tstzrange('2026-06-09 10:30Z', '2026-06-09 11:30Z'))`;
    const afterwards = sql`INSERT INTO visit_spans (nurse_id, booking_id, during) VALUES ('n1', 'b4', tstzrange('2026-06-09 11:00Z', '2026-06-09 12:00Z'))`;

    await expect(hold).rejects.toMatchObject({ code: '23505' });
    await expect(span).rejects.toMatchObject({ code: '23P01' });
    await expect(otherNurse).resolves.toBeDefined();
    await expect(afterwards).resolves.toBeDefined();
  });
});
