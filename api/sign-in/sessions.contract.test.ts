import { describe, expect, it } from 'vitest';
import { sharedStateDatabase } from '../test-support/shared-state';
import { HOUR, MINUTE, type TestClock, testClock } from '../test-support/test-clock';
import { MAX_SESSIONS_PER_ACCOUNT, type StaffSessions } from './sessions';
import { MemoryStaffSessions } from './sessions.memory';
import { PgStaffSessions } from './sessions.pg';

const database = sharedStateDatabase('sessions');
const IDLE_MINUTES = 30;
const ANA = { id: 'user-ana', username: 'ana' };
const BEN = { id: 'user-ben', username: 'ben' };

const implementations: [string, (clock: TestClock) => StaffSessions][] = [
  ['in memory', (clock) => new MemoryStaffSessions(clock, IDLE_MINUTES)],
  ['in PostgreSQL', (clock) => new PgStaffSessions(database.sql, clock, IDLE_MINUTES)],
];

describe.each(implementations)('staff sessions %s', (_name, make) => {
  const setUp = () => {
    const clock = testClock('2026-12-06T09:00:00Z');
    return { clock, sessions: make(clock) };
  };

  it('when a session starts, then its token finds it; peeking leaves its last activity, using it moves it', async () => {
    const { clock, sessions } = setUp();
    const token = await sessions.start(ANA, 'Firefox on Linux');
    clock.advance(5 * MINUTE);
    const peeked = await sessions.peek(token);
    const used = await sessions.use(token);

    expect(peeked).toMatchObject({ userId: ANA.id, username: 'ana', browser: 'Firefox on Linux', createdAt: Date.parse('2026-12-06T09:00:00Z'), lastSeen: Date.parse('2026-12-06T09:00:00Z') });
    expect(used!.lastSeen).toBe(Date.parse('2026-12-06T09:05:00Z'));
    expect(used!.id).toBe(peeked!.id);
    expect(sessions.expiresAt(used!)).toBe(Date.parse('2026-12-06T09:35:00Z'));
    expect(await sessions.use('a-token-never-issued')).toBeNull();
    expect(await sessions.use(undefined)).toBeNull();
  });

  it('when a session goes unused for the idle limit, then it has ended; used in time, then it lasts, but never past the absolute limit', async () => {
    const { clock, sessions } = setUp();
    const idle = await sessions.start(ANA, 'Firefox on Linux');
    const busy = await sessions.start(BEN, 'Safari on iPhone');
    for (let step = 0; step < 23; step++) {
      clock.advance(IDLE_MINUTES * MINUTE - 1);
      expect(await sessions.use(busy)).not.toBeNull();
    }
    expect(await sessions.peek(idle)).toBeNull();
    const last = (await sessions.peek(busy))!;
    expect(sessions.endsAt(last)).toBe(Date.parse('2026-12-06T21:00:00Z'));
    clock.set('2026-12-06T21:00:00Z');

    expect(await sessions.use(busy)).toBeNull();
    expect(await sessions.listFor(BEN.id, busy)).toEqual([]);
  });

  it('when an account starts a fourth session, then its oldest ends, and the list shows the rest oldest first with the current one marked', async () => {
    const { clock, sessions } = setUp();
    const tokens: string[] = [];
    for (let index = 0; index <= MAX_SESSIONS_PER_ACCOUNT; index++) {
      tokens.push(await sessions.start(ANA, `Browser ${index}`));
      clock.advance(MINUTE);
    }
    const other = await sessions.start(BEN, 'Edge on Windows');

    expect(await sessions.peek(tokens[0])).toBeNull();
    const listed = await sessions.listFor(ANA.id, tokens[2]!);
    expect(listed.map(({ session, current }) => [session.browser, current])).toEqual([
      ['Browser 1', false],
      ['Browser 2', true],
      ['Browser 3', false],
    ]);
    expect(await sessions.peek(other)).not.toBeNull();
  });

  it('when sessions are ended one, by id, all but the current, or all, then each says how many live ones ended and tells who listens', async () => {
    const { clock, sessions } = setUp();
    const heard: string[] = [];
    sessions.onEndAll(async (userId) => {
      heard.push(userId);
    });
    const [first, second, third] = [await sessions.start(ANA, 'A'), await sessions.start(ANA, 'B'), await sessions.start(ANA, 'C')];
    const ben = await sessions.start(BEN, 'D');
    const secondId = (await sessions.peek(second))!.id;

    expect(await sessions.endOthers(ANA.id, first, 'not-a-session-id')).toBe(0);
    expect(await sessions.endOthers(ANA.id, first, (await sessions.peek(first))!.id)).toBe(0);
    expect(await sessions.endOthers(ANA.id, first, secondId)).toBe(1);
    expect(await sessions.peek(second)).toBeNull();
    expect((await sessions.end(third))?.browser).toBe('C');
    expect(await sessions.end(third)).toBeNull();
    expect(await sessions.endOthers(ANA.id, first)).toBe(0);

    clock.advance(IDLE_MINUTES * MINUTE);
    expect(await sessions.endAllFor(BEN.id)).toBe(0);
    const fresh = await sessions.start(BEN, 'E');
    expect(await sessions.endAllFor(BEN.id)).toBe(1);
    expect(heard).toEqual([BEN.id, BEN.id]);
    expect([await sessions.peek(ben), await sessions.peek(fresh)]).toEqual([null, null]);
  });
});

describe('staff sessions shared by two servers in PostgreSQL', () => {
  it('when a session starts on one server, then the other finds it, and a sign-out on the other ends it for both', async () => {
    const clock = testClock('2026-12-06T09:00:00Z');
    const one = new PgStaffSessions(database.server(), clock, IDLE_MINUTES);
    const two = new PgStaffSessions(database.server(), clock, IDLE_MINUTES);
    const token = await one.start(ANA, 'Firefox on Linux');
    clock.advance(HOUR / 4);

    expect((await two.use(token))?.username).toBe('ana');
    clock.advance(HOUR / 4);
    expect(await one.use(token)).not.toBeNull();
    expect((await two.end(token))?.userId).toBe(ANA.id);
    expect(await one.peek(token)).toBeNull();
  });

  it('when two servers start many sessions for one account at once, then exactly the cap stays live', async () => {
    const clock = testClock('2026-12-06T09:00:00Z');
    const servers = [new PgStaffSessions(database.server(), clock, IDLE_MINUTES), new PgStaffSessions(database.server(), clock, IDLE_MINUTES)];

    const tokens = await Promise.all(Array.from({ length: 40 }, (_, index) => servers[index % 2]!.start(ANA, `Browser ${index}`)));

    const live = (await Promise.all(tokens.map((token) => servers[0]!.peek(token)))).filter(Boolean);
    expect(live).toHaveLength(MAX_SESSIONS_PER_ACCOUNT);
    const [counted] = await database.sql<{ rows: number }[]>`SELECT count(*)::int AS rows FROM staff_sessions WHERE user_id = ${ANA.id}`;
    expect(counted?.rows).toBe(MAX_SESSIONS_PER_ACCOUNT);
  });

  it('when sessions of many accounts have expired and two servers start new ones at once, then every start succeeds, the expired ones are swept, and each account keeps its new ones', async () => {
    const clock = testClock('2026-12-06T09:00:00Z');
    const servers = [new PgStaffSessions(database.server(), clock, IDLE_MINUTES), new PgStaffSessions(database.server(), clock, IDLE_MINUTES)];
    const accounts = Array.from({ length: 10 }, (_, index) => ({ id: `user-${index}`, username: `staff${index}` }));
    for (const account of accounts) for (let place = 0; place < MAX_SESSIONS_PER_ACCOUNT; place++) await servers[0]!.start(account, `Browser ${place}`);
    clock.advance(IDLE_MINUTES * MINUTE);

    const tokens = await Promise.all(accounts.flatMap((account, index) => [servers[index % 2]!.start(account, 'New'), servers[(index + 1) % 2]!.start(account, 'New')]));

    expect((await Promise.all(tokens.map((token) => servers[0]!.peek(token)))).every(Boolean)).toBe(true);
    const [counted] = await database.sql<{ rows: number }[]>`SELECT count(*)::int AS rows FROM staff_sessions`;
    expect(counted?.rows).toBe(2 * accounts.length);
  });
});
