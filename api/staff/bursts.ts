import { emailKey } from '../declared-mail/email-key';
import type { StaffBooking } from '#contract/staff';

/** Three or more bookings, each made within half an hour of the one before, from one network or one mailbox. */
export const BURST_SIZE = 3;
export const BURST_GAP_MS = 30 * 60_000;

export interface BurstInput {
  id: string;
  createdAt: string;
  /** Absent for a phone patient without one. */
  clientEmail?: string;
  /** The keyed fingerprint of the client's network (bookings made before it was kept have none). */
  clientAddressKey?: string;
}

export type Burst = NonNullable<StaffBooking['burst']>;

/**
 * Marks the bookings that belong to a burst: a run of BURST_SIZE or more sharing a client
 * address (by its fingerprint) or a mailbox (e-mails compared as the per-e-mail cap compares
 * them), each made within BURST_GAP_MS of the previous one. A booking in two bursts carries the larger.
 */
export function findBursts(bookings: Iterable<BurstInput>): Map<string, Burst> {
  const groups = new Map<string, { by: Burst['by']; items: { id: string; at: number }[] }>();
  const add = (key: string, by: Burst['by'], id: string, at: number) => {
    const group = groups.get(key) ?? { by, items: [] };
    group.items.push({ id, at });
    groups.set(key, group);
  };
  for (const booking of bookings) {
    const at = Date.parse(booking.createdAt);
    if (booking.clientAddressKey) add(`address:${booking.clientAddressKey}`, 'address', booking.id, at);
    if (booking.clientEmail) add(`email:${emailKey(booking.clientEmail)}`, 'email', booking.id, at);
  }
  const marks = new Map<string, Burst>();
  for (const { by, items } of groups.values()) {
    if (items.length < BURST_SIZE) continue;
    items.sort((a, b) => a.at - b.at);
    let start = 0;
    for (let index = 1; index <= items.length; index++) {
      if (index < items.length && items[index]!.at - items[index - 1]!.at <= BURST_GAP_MS) continue;
      const run = items.slice(start, index);
      if (run.length >= BURST_SIZE) {
        for (const { id } of run) if ((marks.get(id)?.size ?? 0) < run.length) marks.set(id, { size: run.length, by });
      }
      start = index;
    }
  }
  return marks;
}
