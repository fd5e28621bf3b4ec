import postgres from 'postgres';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API, type Slot } from '#contract';
import { postJson, request } from '../test-support/http';
import { claimsDatabase, type ClaimsDatabase, gate } from '../test-support/mail-claims';
import { senderBeside, type TestSender, type TestSenderOptions } from '../test-support/mail-senders';
import { TestSmtpServer } from '../test-support/mail';
import { consultation, inquiry } from '../test-support/payloads';
import { MINUTE } from '../test-support/test-clock';
import { SLOT_DATE, startTestApp, type TestApp } from '../test-support/test-app';
import { PgMailClaims } from './mail-claims.pg';

/**
 * Two servers' senders over the same stored records (each server sees every record), each with
 * its own pool and mail log, on one database and one real SMTP server (docs/decisions/077).
 */
const database = claimsDatabase('senders');
let db: ClaimsDatabase;
let smtp: TestSmtpServer;
let app: TestApp;
const senders: TestSender[] = [];
beforeEach(async () => {
  db = await database.open();
  smtp = await TestSmtpServer.open();
  // No sender of its own: the app stores records, and the two senders find them by scanning.
  app = await startTestApp();
});
afterEach(async () => {
  for (const sender of senders.splice(0)) await sender.close();
  await app.destroy();
  await smtp.stop();
});

async function server(name: string, options: Partial<TestSenderOptions> & { holdLimitMs?: number } = {}): Promise<TestSender> {
  const claims = new PgMailClaims(db.server(name), app.clock, name, options.holdLimitMs);
  const made = await senderBeside(app, { claims, smtpUrl: smtp.url, ...options });
  senders.push(made);
  return made;
}

/** Message-ID → how many times the SMTP server accepted it. */
const copies = () => {
  const counts = new Map<string, number>();
  for (const mail of smtp.received) counts.set(mail.parsed.messageId!, (counts.get(mail.parsed.messageId!) ?? 0) + 1);
  return counts;
};

/** Runs both servers' rounds at once, moving the clock past the wait for a message the other held, until neither has anything queued. */
async function drain(...servers: TestSender[]): Promise<void> {
  for (let round = 0; round < 20; round++) {
    await Promise.all(servers.map(({ sender }) => sender.runDue()));
    if (servers.every(({ sender }) => sender.pendingCount === 0)) return;
    app.clock.advance(MINUTE);
  }
  throw new Error(`messages still queued: ${servers.map(({ sender }) => sender.pendingCount).join(', ')}`);
}

async function freeSlots(count: number): Promise<Slot[]> {
  const slots = (await request<Slot[]>(`${app.url}${API.consultationSlots}`)).body.filter((slot) => slot.available && slot.date === SLOT_DATE);
  return slots.slice(0, count);
}

const book = (slot: Slot, index: number) => postJson(app.url + API.consultationBook, consultation(slot.date, slot.time, { clientEmail: `patient${index}@example.com` }));
const ask = (index: number) => postJson(app.url + API.contact, inquiry({ email: `family${index}@example.com` }));
const outcomesOf = ({ log }: TestSender) => log.outcomes.map((outcome) => `${outcome.messageId} ${outcome.outcome}`).sort();

describe('two servers sending the same declared e-mails', () => {
  it('when two servers run over 20 messages, a later record, reminders and a refusal for good, then the SMTP server gets each once and both logs hold every outcome', async () => {
    // A visit tomorrow from 9:15 on is reminded of 20 hours before, from 13:15 today: after the bookings, made at noon.
    const a = await server('a', { reminderLeadHours: 20 });
    const b = await server('b', { reminderLeadHours: 20 });
    const slots = await freeSlots(5);
    expect(slots).toHaveLength(5);
    for (const [index, slot] of slots.entries()) expect((await book(slot, index)).status).toBe(201);
    for (let index = 0; index < 4; index++) expect((await ask(index)).status).toBe(201);
    smtp.refusals.set('family3@example.com', 550);

    a.sender.start();
    b.sender.start();
    await drain(a, b);
    // Stored once both had scanned, and neither is told: a rescans at once (as the lead's catch-up will make it), b at its next tick.
    expect((await ask(4)).status).toBe(201);
    await a.sender.rescan();
    await a.sender.runDue();
    await b.sender.runDue();
    const later = a.log.outcomes.slice(-2).map((outcome) => outcome.messageId);
    expect(a.log.outcomes.slice(-2).map((outcome) => outcome.template).sort()).toEqual(['inquiry-received', 'staff-inquiry-received']);
    expect(b.log.outcomes.filter((outcome) => later.includes(outcome.messageId))).toEqual([]);
    app.clock.advance(MINUTE);
    await drain(a, b);
    const loggedByClaim = b.lines.filter((line) => line.message === 'e-mail sent before, as its claim says; logged without sending').map((line) => line.details.messageId);
    expect(loggedByClaim).toEqual(expect.arrayContaining(later));
    app.clock.set(Date.parse(`${SLOT_DATE}T02:00:00Z`));
    await drain(a, b);

    const counts = copies();
    const subjects = smtp.received.map((mail) => mail.parsed.subject!.split(':')[0]);
    // 5 bookings (a confirmation and a staff alert each), 5 inquiries (a receipt, one refused, and an alert each), 5 reminders, 1 failure alert.
    expect(smtp.received).toHaveLength(5 * 2 + 5 * 2 - 1 + 5 + 1);
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
    expect(subjects.filter((subject) => subject === 'Reminder')).toHaveLength(5);
    expect(subjects.filter((subject) => subject === 'E-mail not delivered')).toHaveLength(1);
    expect(outcomesOf(a)).toEqual(outcomesOf(b));
    expect(outcomesOf(a)).toHaveLength(5 * 2 + 5 * 2 + 5 + 1);
    // Both servers sent some: the work was shared, not done by one while the other only watched.
    const sentBy = (sender: TestSender) => sender.lines.filter((line) => line.message === 'e-mail sent').length;
    expect(sentBy(a) + sentBy(b)).toBe(smtp.received.length);
    expect(Math.min(sentBy(a), sentBy(b))).toBeGreaterThan(0);
  });

  it('when a server loses its database session after the SMTP server accepted a message, then the other sends it once more with the same Message-ID, and nothing else twice', async () => {
    let killed = false;
    const a = await server('a', {
      transport: (smtp) => ({
        ...smtp,
        send: async (envelope) => {
          await smtp.send(envelope);
          // Accepted, not yet marked: the server's session ends here, as in a crash.
          if (!killed) killed = (await db.kill('a')) === 1;
        },
      }),
    });
    const b = await server('b');
    for (let index = 0; index < 3; index++) expect((await ask(index)).status).toBe(201);

    await a.sender.runDue();
    await b.sender.runDue();

    expect(killed).toBe(true);
    const counts = [...copies().entries()];
    const twice = counts.filter(([, count]) => count === 2);
    expect(counts).toHaveLength(6);
    expect(twice).toHaveLength(1);
    expect(counts.filter(([, count]) => count > 2)).toEqual([]);
    expect(a.lines.map((line) => line.message)).toContain('could not mark an e-mail as settled; another server may send it once more');
    expect(outcomesOf(a)).toEqual(outcomesOf(b));
    expect([a.sender.pendingCount, b.sender.pendingCount]).toEqual([0, 0]);
  });

  it('when a server’s SMTP transaction hangs mid-send, then the other sends the message once the claim is let go, and the late acceptance makes two copies at most, with one Message-ID', async () => {
    const a = await server('a', { holdLimitMs: 500 });
    const b = await server('b');
    expect((await ask(0)).status).toBe(201);
    const hung = gate();
    smtp.beforeReply = () => {
      smtp.beforeReply = null;
      return hung.wait();
    };

    const first = a.sender.runDue();
    await hung.reached;
    const received = (sender: TestSender) => sender.log.outcomes.some((outcome) => outcome.template === 'inquiry-received');
    // While a holds the claim, b's round passes the message by and sends the other one.
    await b.sender.runDue();
    expect(received(b)).toBe(false);
    expect(b.log.outcomes.map((outcome) => outcome.template)).toEqual(['staff-inquiry-received']);
    // Once PostgreSQL has ended a's silent session, b takes it.
    for (const end = Date.now() + 20_000; !received(b) && Date.now() < end; ) {
      await b.sender.runDue();
      app.clock.advance(MINUTE);
    }
    hung.open();
    await first;
    await drain(a, b);

    const counts = [...copies().entries()];
    const receipt = smtp.received.filter((mail) => mail.parsed.subject?.startsWith('We received your message'));
    expect(receipt).toHaveLength(2);
    expect(receipt[1]!.parsed.messageId).toBe(receipt[0]!.parsed.messageId);
    expect(counts).toHaveLength(2);
    expect(a.lines.map((line) => line.message)).toContain('could not mark an e-mail as settled; another server may send it once more');
    expect(outcomesOf(a)).toEqual(outcomesOf(b));
  });

  it('when the claims’ database cannot be reached, then nothing is sent, the messages wait with a growing pause, and the log names no address', async () => {
    // Nothing listens on port 1 of this machine: every claim fails to connect.
    const gone = postgres('postgres://postgres@127.0.0.1:1/gone', { max: 1, connect_timeout: 5, onnotice: () => undefined });
    const lone = await senderBeside(app, { claims: new PgMailClaims(gone, app.clock, 'gone'), smtpUrl: smtp.url });
    senders.push(lone);
    expect((await ask(0)).status).toBe(201);

    await lone.sender.runDue();
    app.clock.advance(MINUTE + 1);
    await lone.sender.runDue();
    await gone.end({ timeout: 1 });

    expect(smtp.received).toEqual([]);
    expect(lone.sender.pendingCount).toBe(2);
    const pauses = lone.lines.filter((line) => line.message === 'e-mail claims unreachable; e-mail kept for later');
    expect(pauses.map((line) => line.details.retryInSeconds)).toEqual([60, 120]);
    expect(JSON.stringify(lone.lines.map(({ message, details }) => ({ message, ...details, err: undefined })))).not.toMatch(/family0|example\.com|Maria/);
  });
});
