import { addMinutes, COORDINATOR_RULE } from '#contract';
import type { CoordinatorBookingWords } from '../../i18n/booking.en';
import type { Option } from '../../ui/form/fields';
import type { SlotIndex } from './slots';

/** Every date of the list; those without a free hour say so (docs/product.md, "The facility appointment form") and cannot be chosen. */
export function coordinatorDateOptions(index: SlotIndex, words: CoordinatorBookingWords): Option[] {
  return index.dates.map((date) => {
    const open = index.open.has(date);
    return { value: date, label: open ? words.date(date) : words.coordinator.noTimes(words.date(date)), disabled: !open };
  });
}

/** The day's hours as ranges, '9:00 AM – 10:00 AM'; taken or started ones are labelled '(Past)' and disabled. */
export function coordinatorTimeOptions(index: SlotIndex, date: string, words: CoordinatorBookingWords): Option[] {
  return (index.byDate.get(date) ?? []).map((slot) => {
    const range = `${words.time(slot.time)} – ${words.time(addMinutes(slot.time, COORDINATOR_RULE.minutes))}`;
    return { value: slot.time, label: slot.available ? range : words.coordinator.past(range), disabled: !slot.available };
  });
}
