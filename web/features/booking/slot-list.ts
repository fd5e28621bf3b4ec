import type { Slot } from '#contract';

const refuse = (): never => {
  throw new TypeError('Not a slot list');
};

/**
 * The server's slot list, checked as the contract's `slotListSchema` checks it (an array of
 * `{ date, time, available }`, other keys dropped) but without valibot: the first tap on a day
 * waits for this check, and valibot with the schemas is a chunk of its own, two requests away
 * (docs/decisions/036). Kept small, it is in every booking page's first load; slot-list.test.ts
 * holds it to the schema. A `null` item throws as it is taken apart (a TypeError too).
 */
export const parseSlotList = (json: unknown): Slot[] =>
  Array.isArray(json)
    ? json.map(({ date, time, available }: Record<string, unknown>) =>
        typeof date === 'string' && typeof time === 'string' && typeof available === 'boolean' ? { date, time, available } : refuse(),
      )
    : refuse();
