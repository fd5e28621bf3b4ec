import type { AuditEntry } from '#contract/staff';

/** Who did something, from where: a staff member's request, or the command line on the server's machine. */
export interface AuditActor {
  actor: string;
  address: string;
}

/** The server's own entries: a break found in the chain, old entries removed after six years. */
export const SYSTEM_ACTOR: AuditActor = { actor: 'system', address: 'local' };

/** Where removed entries end: the trail may begin with the entry whose `prev` is `hash` (decision 024). */
export interface PruneAnchor {
  /** The hash of the last entry removed. */
  hash: string;
  removed: number;
  /** Entries made before this instant (ISO) were removed. */
  before: string;
}

/**
 * One line of the audit trail as stored: who, when (`createdAt`, so the collection seals it into
 * its month's part), what, which record ids, from which address, and whether it went through.
 * Nothing else: never a name, e-mail, phone, note, message or reason, only ids (HIPAA 164.312(b)).
 * `prev` and `hash` chain it to the entry before (audit-chain.ts); entries written before the
 * chain have neither.
 */
export type AuditRecord = Omit<AuditEntry, 'at'> & {
  createdAt: string;
  prev?: string;
  hash?: string;
  /** On 'audit-pruned' entries only. */
  anchor?: PruneAnchor;
  /** On 'audit-chain-broken' entries and their acknowledgements: the found break's digest (ChainBreak.evidence). */
  evidence?: string;
};

export type AuditInput = Omit<AuditRecord, 'id' | 'createdAt' | 'prev' | 'hash'>;
