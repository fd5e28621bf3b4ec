import { randomInt } from 'node:crypto';
import { REFERENCE_ALPHABET } from '#contract/referral';
import type { InsertRequest, RecordOpener, RecordSource } from '../db/record-source';
import { NotFoundError } from '../domain-errors';
import type { DeclaringRecord } from '../declared-mail/outgoing';
import { isEvent, type ReferralEntry, type ReferralEvent, type ReferralRecord, type ReferralState, stateOf } from './referral-records';

/**
 * The referrals (docs/decisions/060-referrals.md). Every read and write returns a promise, so a
 * store over a database can take this one's place: the lowdb one below answers from memory.
 */
export interface ReferralStore {
  /**
   * Stores a referral once per idempotency key. `build` is given a reference no other referral
   * has, and runs in one step with the replay check and the insert.
   */
  add(request: InsertRequest, build: (reference: string) => ReferralRecord): Promise<{ record: ReferralRecord; replayed: boolean }>;
  /**
   * Appends what staff did, once per idempotency key. `build` sees the referral as it stands in
   * the same step as the insert, so it can refuse a change that no longer fits (ConflictError).
   */
  change(request: InsertRequest, referralId: string, build: (state: ReferralState) => ReferralEvent): Promise<{ record: ReferralEvent; replayed: boolean }>;
  get(id: string): Promise<ReferralState | undefined>;
  /** Every referral as it stands, oldest first. */
  list(): Promise<ReferralState[]>;
  /** Referrals, with everything stored with them, removed; resolves with how many once on disk. */
  forget(ids: ReadonlySet<string>): Promise<number>;
  /** Referrals that arrived before `before` (an instant): the retention purge's. */
  receivedBefore(before: number): Promise<string[]>;
  /** Every stored record that declares messages (referrals and staff's events), for the mail sender's start. */
  declaring(): Promise<DeclaringRecord[]>;
  flush(): Promise<void>;
}

const randomReference = () => {
  const pick = () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  const four = () => Array.from({ length: 4 }, pick).join('');
  return `R-${four()}-${four()}`;
};

/** The referrals in a record store of their own (`referrals.json` and its sealed parts), held in memory. */
export async function openReferralStore(opener: RecordOpener, newReference: () => string = randomReference): Promise<ReferralStore> {
  const states = new Map<string, ReferralState>();
  const order: string[] = [];
  const references = new Set<string>();

  const apply = (entry: ReferralEntry, added: boolean) => {
    if (!isEvent(entry)) {
      if (added) {
        states.set(entry.id, stateOf(entry, []));
        order.push(entry.id);
        references.add(entry.reference);
      } else {
        states.delete(entry.id);
        order.splice(order.lastIndexOf(entry.id), 1);
        references.delete(entry.reference);
      }
      return;
    }
    const before = states.get(entry.referralId);
    // An event whose referral is not stored (a hand-edited file) changes nothing.
    if (!before) return;
    const events = added ? [...before.events, entry] : before.events.filter((event) => event !== entry);
    states.set(entry.referralId, stateOf(before.referral, events));
  };
  const rebuild = () => {
    states.clear();
    order.length = 0;
    references.clear();
    for (const entry of records.records) apply(entry, true);
  };
  const records: RecordSource<ReferralEntry> = await opener.open<ReferralEntry>('referrals', { onChange: apply, onRewrite: rebuild });

  const uniqueReference = () => {
    for (;;) {
      const reference = newReference();
      if (!references.has(reference)) return reference;
    }
  };

  return {
    add: (request, build) => records.insertOnce(request, () => build(uniqueReference())) as Promise<{ record: ReferralRecord; replayed: boolean }>,
    change: (request, referralId, build) =>
      records.insertOnce(request, () => {
        const state = states.get(referralId);
        if (!state) throw new NotFoundError('There is no referral with that id.');
        return build(state);
      }) as Promise<{ record: ReferralEvent; replayed: boolean }>,
    get: async (id) => states.get(id),
    list: async () => order.map((id) => states.get(id)!),
    async forget(ids) {
      const { removed } = await records.rewrite((entry) => (ids.has(isEvent(entry) ? entry.referralId : entry.id) ? null : undefined));
      return removed.filter((entry) => !isEvent(entry)).length;
    },
    receivedBefore: async (before) => order.filter((id) => Date.parse(states.get(id)!.referral.createdAt) < before),
    declaring: async () => records.records.filter((entry) => entry.mail?.length),
    flush: () => records.flush(),
  };
}
