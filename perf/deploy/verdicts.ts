/**
 * The counting and the verdicts of the two-server proofs (docs/decisions/080), apart from the
 * processes they run, so each rule is tested on its own (verdicts.test.ts).
 */

/** The human message a booking that lost a race gets (api/bookings/booking-words.ts, in English). */
const SLOT_TAKEN = /has just been booked by someone else/;

export interface Outcome {
  what: 'booking' | 'inquiry' | 'slot list';
  /** The answer's status, or null when none came (a reset, a refused connection, a timeout). */
  status: number | null;
  /** `acknowledged`: 201, stored. `slot taken`: a 409 with the human message, a race lost, not a fault. Anything else failed. */
  kind: 'acknowledged' | 'slot taken' | 'failed' | 'no answer';
  /** What failed: `502`, `ECONNRESET`, `409 (not the slot-taken message)`. */
  detail: string;
  /** Sent again with the same Idempotency-Key after this (the kill proof's client does, as the site's outbox does). */
  retried?: boolean;
}

export function outcomeOf(what: Outcome['what'], status: number | null, error: string | null, body = ''): Outcome {
  if (status === null) return { what, status, kind: 'no answer', detail: error ?? 'no answer' };
  if (status === 201 || (what === 'slot list' && status === 200)) return { what, status, kind: 'acknowledged', detail: String(status) };
  if (status === 409 && what === 'booking' && SLOT_TAKEN.test(body)) return { what, status, kind: 'slot taken', detail: '409 slot taken' };
  return { what, status, kind: 'failed', detail: status === 409 ? '409 (not the slot-taken message)' : String(status) };
}

export interface WriteTally {
  bookings: number;
  inquiries: number;
  acknowledged: number;
  slotTaken: number;
  /** Answers that were neither 201 nor a lost race, and requests that got no answer, after any retry. */
  failed: number;
  /** Of `failed`, how many were sent again with the same key (and are counted again by how that went). */
  retried: number;
  /** `booking 502` → how often. */
  failures: Record<string, number>;
}

export function tallied(outcomes: readonly Outcome[]): WriteTally {
  const tally: WriteTally = { bookings: 0, inquiries: 0, acknowledged: 0, slotTaken: 0, failed: 0, retried: 0, failures: {} };
  for (const outcome of outcomes) {
    if (outcome.what === 'booking') tally.bookings++;
    if (outcome.what === 'inquiry') tally.inquiries++;
    if (outcome.kind === 'acknowledged') tally.acknowledged++;
    else if (outcome.kind === 'slot taken') tally.slotTaken++;
    else if (outcome.retried) tally.retried++;
    else {
      tally.failed++;
      const key = `${outcome.what} ${outcome.detail}`;
      tally.failures[key] = (tally.failures[key] ?? 0) + 1;
    }
  }
  return tally;
}

export const describeTally = (tally: WriteTally): string =>
  `${tally.bookings} bookings and ${tally.inquiries} inquiries sent: ${tally.acknowledged} acknowledged, ${tally.slotTaken} lost a race for a time (409), ${tally.failed} failed` +
  (tally.retried ? `, ${tally.retried} sent again with the same key` : '') +
  (tally.failed ? `: ${Object.entries(tally.failures).map(([what, count]) => `${count}× ${what}`).join(', ')}` : '');

/** Per server (lowdb: a folder each) or one truth (database): the e-mail addresses of the records stored, one entry per record. */
export interface StoredRecords {
  name: string;
  addresses: readonly string[];
}

/** The check's visitors' addresses (`<load>-<n>-book@…`, `<load>-<n>-ask@…`) in a staff export, once per row that holds one. */
export const addressesIn = (csv: string): string[] => csv.match(/[a-z]+-\d+-(?:book|ask)@example\.com/g) ?? [];

export interface StoredVerdict {
  ok: boolean;
  /** Acknowledged, and stored nowhere. */
  missing: string[];
  /** Stored twice in one place (one server's folder, or the database). */
  twice: string[];
  /** lowdb only: a record one server stored though its visitor was told of the other's (a retry crossed over); not a fault of either server. */
  inBoth: string[];
}

/**
 * Every acknowledged record present afterwards, none twice. `places` is one entry in database mode
 * (the one truth) and one per server in lowdb mode, where the check is per server: each record
 * at most once in each folder, every acknowledged one in some folder.
 */
export function storedOnce(acknowledged: readonly string[], places: readonly StoredRecords[]): StoredVerdict {
  const counts = places.map(({ addresses }) => {
    const count = new Map<string, number>();
    for (const address of addresses) count.set(address, (count.get(address) ?? 0) + 1);
    return count;
  });
  const missing = acknowledged.filter((address) => counts.every((count) => !count.has(address)));
  const twice = [...new Set(counts.flatMap((count) => [...count].filter(([, n]) => n > 1).map(([address]) => address)))];
  const inBoth = acknowledged.filter((address) => counts.filter((count) => count.has(address)).length > 1);
  return { ok: missing.length === 0 && twice.length === 0, missing, twice, inBoth };
}

export interface MailSeen {
  to: readonly string[];
  messageId: string;
}

export interface MailVerdict {
  ok: boolean;
  /** Acknowledged visitors who got no message. */
  without: string[];
  /** Visitors who got two different messages for one record (a second e-mail: never allowed). */
  twoMessages: string[];
  /** Messages that arrived twice with one Message-ID: the SMTP window (accepted, then the server died before it marked it). */
  sameIdAgain: number;
}

/** Each acknowledged visitor got exactly one e-mail (one Message-ID); an exact repeat of one is counted apart. */
export function mailOnce(visitors: readonly string[], mails: readonly MailSeen[]): MailVerdict {
  const ids = new Map<string, Set<string>>();
  const seen = new Map<string, number>();
  for (const mail of mails) {
    seen.set(mail.messageId, (seen.get(mail.messageId) ?? 0) + 1);
    for (const to of mail.to) ids.set(to, (ids.get(to) ?? new Set()).add(mail.messageId));
  }
  const without = visitors.filter((visitor) => !ids.has(visitor));
  const twoMessages = visitors.filter((visitor) => (ids.get(visitor)?.size ?? 0) > 1);
  const sameIdAgain = [...seen.values()].reduce((sum, n) => sum + n - 1, 0);
  return { ok: without.length === 0 && twoMessages.length === 0, without, twoMessages, sameIdAgain };
}

export interface RaceVerdict {
  ok: boolean;
  winners: number;
  /** 409s with the human message. */
  refused: number;
  /** Anything else: `500×2`. */
  other: string;
}

/** Many bookings of one time at once: exactly `seats` 201s and a human 409 for every other. */
export function raceVerdict(answers: readonly { status: number; body: string }[], seats: number): RaceVerdict {
  const winners = answers.filter(({ status }) => status === 201).length;
  const refused = answers.filter(({ status, body }) => status === 409 && SLOT_TAKEN.test(body)).length;
  const rest = new Map<string, number>();
  for (const { status } of answers.filter((answer) => answer.status !== 201 && !(answer.status === 409 && SLOT_TAKEN.test(answer.body)))) rest.set(String(status), (rest.get(String(status)) ?? 0) + 1);
  return { ok: winners === seats && refused === answers.length - seats, winners, refused, other: [...rest].map(([status, n]) => `${status}×${n}`).join(' ') };
}
