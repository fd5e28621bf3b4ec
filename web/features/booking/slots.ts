import type { Slot } from '#contract';

/** A slot list indexed by date, in the order the server sent it (date, then time). */
export interface SlotIndex {
  /** Every date that has slots, free or not. */
  dates: string[];
  byDate: Map<string, Slot[]>;
  /** Dates with at least one free slot: the only selectable ones. */
  open: Set<string>;
}

export function indexSlots(slots: readonly Slot[]): SlotIndex {
  const byDate = new Map<string, Slot[]>();
  const open = new Set<string>();
  for (const slot of slots) {
    const day = byDate.get(slot.date);
    if (day) day.push(slot);
    else byDate.set(slot.date, [slot]);
    if (slot.available) open.add(slot.date);
  }
  return { dates: [...byDate.keys()], byDate, open };
}

function isFree(index: SlotIndex | undefined, date: string, time: string): boolean {
  return index?.byDate.get(date)?.some((slot) => slot.time === time && slot.available) ?? false;
}

/**
 * The visitor's choice as it stands against the latest slot list: a date that lost its last
 * free slot, or a time someone else took, no longer counts as chosen.
 */
export function currentChoice(index: SlotIndex | undefined, date: string, time: string): { date: string; time: string } {
  const openDate = date && index?.open.has(date) ? date : '';
  return { date: openDate, time: openDate && time && isFree(index, openDate, time) ? time : '' };
}
