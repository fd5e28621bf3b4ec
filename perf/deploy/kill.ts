import type { TestSmtpServer } from '../../api/test-support/test-smtp-server';
import type { Client } from './client';
import { storedInDatabase, storedInFolders } from './records';
import type { AppServer, ServerPair } from './servers';
import type { StaffSession } from './staff-session';
import { type MailSeen, type MailVerdict, mailOnce, type StoredVerdict, storedOnce, type WriteTally } from './verdicts';
import { startWriteLoad } from './visitors';

export interface KillReport {
  tally: WriteTally;
  bookings: StoredVerdict;
  inquiries: StoredVerdict;
  mail: MailVerdict;
  /** How many of each were acknowledged. */
  counts: { bookings: number; inquiries: number };
  ok: boolean;
}

/** A request Caddy routed to a server (not one of its health checks). */
const SERVED = /"path":"(?!\/healthz")[^\n]*"msg":"request completed"/;
const POSTS_ANSWERED = /"method":"POST"[^\n]*"msg":"request completed"/g;

/**
 * `kill -9` of one server in the middle of a write load through Caddy. Visitors book and ask (a
 * POST that got no answer, or Caddy's 502 for it, is sent again with the same Idempotency-Key, as
 * the site's outbox does); once the victim has answered a few POSTs it is killed, the other
 * carries on, the victim is started again on its data, and once it serves again the load stops.
 * Then: every acknowledged record present, none twice (per server in lowdb mode, in the database
 * otherwise), and each acknowledged visitor's e-mail sent once, counted at the SMTP server by
 * Message-ID (docs/decisions/080). `staff`: a session on the server that is not killed.
 */
export async function killMidWrite(options: { client: Client; site: string; pair: ServerPair; victim: AppServer; smtp: TestSmtpServer; staff: StaffSession; log: (line: string) => void }): Promise<KillReport> {
  const { client, site, pair, victim, smtp, staff, log } = options;
  const answered = () => victim.process!.output().match(POSTS_ANSWERED)?.length ?? 0;
  const earlier = answered();
  const load = startWriteLoad({ client, site, label: 'kill', visitors: 3, retry: true, addressBase: 100 });
  await until(() => answered() >= earlier + 6, `${victim.name} to answer POSTs of this load`);
  const before = load.acknowledgedSoFar();
  await victim.process!.stop('SIGKILL');
  log(`  ${victim.name}: kill -9 with ${before} records acknowledged so far; the other carries on`);
  await until(() => load.acknowledgedSoFar() >= before + 10, 'ten more acknowledged records after the kill');
  await pair.start(victim);
  await victim.process!.outputMatching(SERVED);
  log(`  ${victim.name}: started again on its data, serving through Caddy`);
  const { tally, acknowledged } = await load.stop();
  const everyone = [...acknowledged.bookings, ...acknowledged.inquiries];
  await mailArrived(smtp, everyone);
  // lowdb: each folder read once its server has stopped (all it acknowledged is on disk). Database:
  // read as staff read it, through the survivor (`staff` is signed in there), whatever the tables.
  const places = pair.mode === 'database' ? await storedInDatabase(staff) : await pair.stopAll().then(() => storedInFolders(pair.servers));
  const bookings = storedOnce(acknowledged.bookings, places.bookings);
  const inquiries = storedOnce(acknowledged.inquiries, places.inquiries);
  // A record two lowdb servers each stored (a retry crossed over) is two records, each mailed once.
  const crossed = new Set([...bookings.inBoth, ...inquiries.inBoth]);
  const mail = mailOnce(everyone.filter((visitor) => !crossed.has(visitor)), mailSeen(smtp));
  return { tally, bookings, inquiries, mail, counts: { bookings: acknowledged.bookings.length, inquiries: acknowledged.inquiries.length }, ok: bookings.ok && inquiries.ok && mail.ok && everyone.length > 0 };
}

export function describeKill({ bookings, inquiries, mail, counts }: KillReport): string[] {
  const stored = (what: string, verdict: StoredVerdict, count: number) =>
    `${verdict.ok ? 'ok  ' : 'FAIL'} ${count} acknowledged ${what}: ${verdict.missing.length} missing, ${verdict.twice.length} stored twice in one place${verdict.inBoth.length ? `, ${verdict.inBoth.length} in both folders (a retry crossed to the other lowdb server)` : ''}`;
  return [
    stored('bookings', bookings, counts.bookings),
    stored('inquiries', inquiries, counts.inquiries),
    `${mail.ok ? 'ok  ' : 'FAIL'} e-mails by Message-ID: ${mail.without.length} acknowledged visitors without one, ${mail.twoMessages.length} with two different ones, ${mail.sameIdAgain} delivered again with the same Message-ID`,
  ];
}

export const mailSeen = (smtp: TestSmtpServer): MailSeen[] => smtp.received.map((mail) => ({ to: mail.to, messageId: mail.parsed.messageId ?? '' }));

/**
 * Waits until each of `visitors` has had an e-mail, while mail keeps arriving: each server sends
 * one message at a time, so a load leaves a queue behind it. Gives up after 15 s with none new
 * (the verdict then names who got none).
 */
export async function mailArrived(smtp: TestSmtpServer, visitors: readonly string[]): Promise<void> {
  let count = -1;
  let lastNew = Date.now();
  for (;;) {
    const mailed = new Set(smtp.received.flatMap((mail) => mail.to));
    if (visitors.every((visitor) => mailed.has(visitor))) return;
    if (smtp.received.length !== count) [count, lastNew] = [smtp.received.length, Date.now()];
    else if (Date.now() - lastNew > 15_000) return;
    await new Promise((wait) => setTimeout(wait, 100));
  }
}

async function until(ready: () => boolean, what: string, ms = 60_000): Promise<void> {
  for (const deadline = Date.now() + ms; !ready(); await new Promise((wait) => setTimeout(wait, 50))) {
    if (Date.now() > deadline) throw new Error(`Waited ${ms / 1000} s for ${what}.`);
  }
}
