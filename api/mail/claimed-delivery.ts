import { randomUUID } from 'node:crypto';
import { failureAlertId } from '../declared-mail/outgoing';
import { classify } from './delivery-errors';
import type { MailClaims, Settled } from './mail-claims';
import type { MailOutcome } from './mail-log.store';
import { type PendingMessage, subjectOf } from './render';

/**
 * What one try at a message came to:
 * - `busy`: another server holds its claim (it is sending it now).
 * - `settled`: settled, here (`by: 'here'`) or before, by this or another server (`by: 'claim'`):
 *   its outcome is to be logged. `unmarked` carries the error when the message went out and
 *   its claim could not be marked: another server may then send it once more.
 * - `retry`: not delivered, no mark left: `later` this message alone, `pause` every message (the
 *   mail server, or the claims' database, `claims`, could not be reached).
 */
export type Delivery =
  | { kind: 'busy' }
  | { kind: 'settled'; settled: Settled; by: 'here' | 'claim'; unmarked?: unknown }
  | { kind: 'retry'; retry: 'later' | 'pause'; code: string; error?: unknown };

/** Runs `send` under the message's claim (docs/decisions/077) and says what came of it. */
export async function deliverClaimed(claims: MailClaims, messageId: string, tries: number, send: () => Promise<void>): Promise<Delivery> {
  let settledHere: Settled | null = null;
  let failure: { retry: 'later' | 'pause'; code: string } | null = null;
  try {
    const answer = await claims.claim(messageId, async () => {
      try {
        await send();
        settledHere = { outcome: 'sent', attempts: tries };
      } catch (error) {
        const { code, retry } = classify(error);
        if (retry === 'never') settledHere = { outcome: 'failed', attempts: tries, code };
        else failure = { retry, code };
      }
      return settledHere;
    });
    if (answer.status === 'busy') return { kind: 'busy' };
    if (answer.status === 'settled') return { kind: 'settled', settled: answer.settled, by: 'claim' };
    if (answer.settled) return { kind: 'settled', settled: answer.settled, by: 'here' };
    return { kind: 'retry', ...(failure ?? { retry: 'pause', code: 'unknown' }) };
  } catch (error) {
    // Assigned in the callback, which TypeScript does not follow.
    const settled = settledHere as Settled | null;
    if (settled) return { kind: 'settled', settled, by: 'here', unmarked: error };
    return { kind: 'retry', retry: 'pause', code: 'claims', error };
  }
}

/** The mail log's record of a settled message, by ids only; a visitor's message refused for good declares its staff alert. */
export function outcomeEntry(message: PendingMessage, { outcome, attempts, code }: Settled, now: number): MailOutcome {
  // The alert's id is made from the message's, so every server that logs this failure declares the same alert, sent once.
  const alert = outcome === 'failed' && message.to === 'visitor' ? { mail: [{ id: failureAlertId(message.id), template: 'staff-mail-failed' as const, to: 'staff' as const }] } : {};
  return {
    id: randomUUID(),
    messageId: message.id,
    template: message.template,
    outcome,
    attempts,
    createdAt: new Date(now).toISOString(),
    messageCreatedAt: new Date(message.createdAt).toISOString(),
    ...(code ? { code } : {}),
    about: subjectOf(message),
    ...alert,
  };
}
