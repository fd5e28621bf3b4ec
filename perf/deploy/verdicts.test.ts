import { describe, expect, it } from 'vitest';
import { storageMode, whyNotStarted } from './database';
import { addressesIn, mailOnce, outcomeOf, raceVerdict, storedOnce, tallied } from './verdicts';

const TAKEN = '{"success":false,"message":"Sorry, Monday, December 7 at 9:00 AM has just been booked by someone else. Please choose another time."}';

describe('the write load is counted', () => {
  it('when answers come back, then a 201 is acknowledged, a 409 with the slot-taken message is a lost race, and a 5xx, another 409, a 429 or no answer is a failure', () => {
    const tally = tallied([
      outcomeOf('booking', 201, null),
      outcomeOf('inquiry', 201, null),
      outcomeOf('booking', 409, null, TAKEN),
      outcomeOf('booking', 409, null, '{"success":false,"message":"This e-mail already has two bookings."}'),
      outcomeOf('inquiry', 502, null),
      outcomeOf('inquiry', 429, null),
      outcomeOf('booking', null, 'ECONNRESET'),
      outcomeOf('slot list', null, 'no free time left'),
    ]);

    expect(tally).toEqual({
      bookings: 4,
      inquiries: 3,
      acknowledged: 2,
      slotTaken: 1,
      failed: 5,
      retried: 0,
      failures: { 'booking 409 (not the slot-taken message)': 1, 'inquiry 502': 1, 'inquiry 429': 1, 'booking ECONNRESET': 1, 'slot list no free time left': 1 },
    });
  });

  it('when a POST that got no answer is sent again with its key and then stored, then the first try is counted as sent again, not as a failure', () => {
    const tally = tallied([{ ...outcomeOf('booking', null, 'ECONNRESET'), retried: true }, outcomeOf('booking', 201, null)]);

    expect(tally).toMatchObject({ bookings: 2, acknowledged: 1, failed: 0, retried: 1, failures: {} });
  });
});

describe('every acknowledged record is stored once', () => {
  it('when each acknowledged record is in one place, then it passes; a record a retry stored on the other lowdb server too is named, not failed', () => {
    const verdict = storedOnce(['a@x', 'b@x', 'c@x'], [
      { name: 'server 1', addresses: ['a@x', 'b@x', 'unacknowledged@x'] },
      { name: 'server 2', addresses: ['c@x', 'b@x'] },
    ]);

    expect(verdict).toEqual({ ok: true, missing: [], twice: [], inBoth: ['b@x'] });
  });

  it('when an acknowledged record is nowhere, or one place holds a record twice, then it fails naming them', () => {
    const verdict = storedOnce(['a@x', 'b@x', 'c@x'], [{ name: 'database', addresses: ['a@x', 'c@x', 'c@x'] }]);

    expect(verdict).toEqual({ ok: false, missing: ['b@x'], twice: ['c@x'], inBoth: [] });
  });
});

describe('records read from a staff export', () => {
  it('when a CSV holds the visitors\' addresses among other columns, then each row\'s address is counted once, and other addresses not at all', () => {
    const csv = 'id,kind,client e-mail,notes\r\nb1,consultation,kill-12-book@example.com,"Consultation type: phone"\r\nb2,consultation,race-3@example.com,\r\nb3,consultation,restart-4-book@example.com,"a ""quoted"" note"\r\nb4,consultation,kill-12-book@example.com,\r\n';

    expect(addressesIn(csv)).toEqual(['kill-12-book@example.com', 'restart-4-book@example.com', 'kill-12-book@example.com']);
  });
});

describe('each e-mail is sent once', () => {
  it('when every visitor got one Message-ID, then it passes, and a delivery repeated with the same Message-ID is counted apart', () => {
    const verdict = mailOnce(['a@x', 'b@x'], [
      { to: ['a@x'], messageId: '<1@h>' },
      { to: ['b@x'], messageId: '<2@h>' },
      { to: ['b@x'], messageId: '<2@h>' },
      { to: ['staff@x'], messageId: '<3@h>' },
    ]);

    expect(verdict).toEqual({ ok: true, without: [], twoMessages: [], sameIdAgain: 1 });
  });

  it('when a visitor got none, or two different messages, then it fails naming them', () => {
    const verdict = mailOnce(['a@x', 'b@x'], [
      { to: ['b@x'], messageId: '<1@h>' },
      { to: ['b@x'], messageId: '<2@h>' },
    ]);

    expect(verdict).toEqual({ ok: false, without: ['a@x'], twoMessages: ['b@x'], sameIdAgain: 0 });
  });
});

describe('many bookings of one time at once', () => {
  const answers = (statuses: number[]) => statuses.map((status) => ({ status, body: status === 409 ? TAKEN : '{}' }));

  it('when exactly the seats are won and every other booking is told the time was taken, then it passes', () => {
    expect(raceVerdict(answers([409, 201, 409, 409]), 1)).toEqual({ ok: true, winners: 1, refused: 3, other: '' });
    expect(raceVerdict(answers([201, 201, 409]), 2)).toMatchObject({ ok: true, winners: 2 });
  });

  it('when two win one seat, or any answer is neither, then it fails and says what came', () => {
    expect(raceVerdict(answers([201, 201, 409]), 1)).toEqual({ ok: false, winners: 2, refused: 1, other: '' });
    expect(raceVerdict([...answers([201, 409]), { status: 500, body: '' }, { status: 409, body: '{"message":"other"}' }], 1)).toEqual({ ok: false, winners: 1, refused: 1, other: '500×1 409×1' });
  });
});

describe('database mode', () => {
  it('when DEPLOY_CHECK_DATABASE=1 or --database is given, then the database mode is chosen; otherwise lowdb', () => {
    expect(storageMode({ DEPLOY_CHECK_DATABASE: '1' }, [])).toBe('database');
    expect(storageMode({}, ['--database'])).toBe('database');
    expect(storageMode({ DEPLOY_CHECK_DATABASE: '' }, [])).toBe('lowdb');
  });

  it('when a server refuses DATABASE_URL in database mode, then the run stops saying database mode cannot run yet; any other error is passed on', () => {
    const refused = new Error('server exited with 1 before listening:\nDATABASE_URL is set, but this version cannot keep its data in PostgreSQL yet: it keeps everything in DATA_DIR.');

    expect(whyNotStarted(refused, 'database').message).toMatch(/^Database mode cannot run yet: the app server refuses DATABASE_URL/);
    expect(whyNotStarted(new Error('port in use'), 'database').message).toBe('port in use');
  });
});
