import type { Clock } from '../clock';

/** How long a settled claim is kept: every server records a settled message in its own log within a tick, long before. */
export const CLAIM_KEEP_MS = 30 * 24 * 60 * 60 * 1000;

/** A message's final outcome, as the server that sent it settled it (ids and codes only). */
export interface Settled {
  outcome: 'sent' | 'failed';
  /** Delivery attempts the settling server made. */
  attempts: number;
  /** Failures only: the SMTP reply code or the mailer's error code. */
  code?: string;
}

/**
 * What asking for a message's claim came to:
 * - `busy`: another server is sending it now; look again later.
 * - `settled`: a server settled it before; record the same outcome without sending.
 * - `attempted`: this server held the claim while `attempt` ran; `settled` is what it returned
 *   (null: a transient failure, no mark left, so any server may try again).
 */
export type ClaimAnswer = { status: 'busy' } | { status: 'settled'; settled: Settled } | { status: 'attempted'; settled: Settled | null };

/**
 * Which server sends each e-mail (docs/decisions/077). A message is attempted only while its
 * claim is held, and the outcome is settled before the claim is let go, so two servers never
 * send one message, except when a server dies after the mail server accepted it and before the
 * outcome was settled: then another sends it once more, with the same Message-ID.
 */
export interface MailClaims {
  /** Holds `messageId`'s claim while `attempt` runs; if `attempt` throws, the claim is let go unmarked and the error passed on. */
  claim(messageId: string, attempt: () => Promise<Settled | null>): Promise<ClaimAnswer>;
  /** Forgets claims taken before `before` (ms), none held now; resolves with how many went. */
  prune(before: number): Promise<number>;
}

/**
 * One server on its data folder: claims in this process's memory. Its one sender is never
 * refused a claim (it sends one message at a time); the outcomes it keeps for a month let a
 * message whose log write failed be logged later without a second send.
 */
export class MemoryMailClaims implements MailClaims {
  private readonly held = new Set<string>();
  private readonly settled = new Map<string, Settled & { at: number }>();

  constructor(private readonly clock: Clock) {}

  async claim(messageId: string, attempt: () => Promise<Settled | null>): Promise<ClaimAnswer> {
    const done = this.settled.get(messageId);
    if (done) {
      const { at: _at, ...settled } = done;
      return { status: 'settled', settled };
    }
    if (this.held.has(messageId)) return { status: 'busy' };
    this.held.add(messageId);
    try {
      const settled = await attempt();
      if (settled) this.settled.set(messageId, { ...settled, at: this.clock.now() });
      return { status: 'attempted', settled };
    } finally {
      this.held.delete(messageId);
    }
  }

  async prune(before: number): Promise<number> {
    let pruned = 0;
    for (const [id, { at }] of this.settled) {
      if (at < before) {
        this.settled.delete(id);
        pruned++;
      }
    }
    return pruned;
  }
}
