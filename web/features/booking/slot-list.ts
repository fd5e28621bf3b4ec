import type { Slot } from '../../../api/contract';

/**
 * The server's slot list, checked as the contract's `slotListSchema` checks it (an array of
 * `{ date, time, available }`, other keys dropped) but without valibot: the first tap on a day
 * waits for this check, and valibot with the schemas is a chunk of its own, two requests away
 * (docs/decisions/035). slot-list.test.ts holds it to the schema.
 */
export function parseSlotList(json: unknown): Slot[] {
  if (!Array.isArray(json)) throw new TypeError('The slot list is not a list');
  return json.map((item: unknown, at) => {
    const { date, time, available } = (item ?? {}) as Record<string, unknown>;
    if (typeof item !== 'object' || typeof date !== 'string' || typeof time !== 'string' || typeof available !== 'boolean') {
      throw new TypeError(`Slot ${at} is not { date, time, available }`);
    }
    return { date, time, available };
  });
}
