import { addMinutes, COORDINATOR_RULE, formatDateLong, formatTime12h } from '../../../api/contract';
import type { Option } from '../../ui/form';
import type { SlotIndex } from './slots';

/** Every date of the list; those without a free hour say so (spec 9) and cannot be chosen. */
export function coordinatorDateOptions(index: SlotIndex): Option[] {
  return index.dates.map((date) => {
    const open = index.open.has(date);
    return { value: date, label: open ? formatDateLong(date) : `${formatDateLong(date)} (No available times)`, disabled: !open };
  });
}

/** The day's hours as ranges, '9:00 AM – 10:00 AM'; taken or started ones are labelled '(Past)' and disabled. */
export function coordinatorTimeOptions(index: SlotIndex, date: string): Option[] {
  return (index.byDate.get(date) ?? []).map((slot) => {
    const range = `${formatTime12h(slot.time)} – ${formatTime12h(addMinutes(slot.time, COORDINATOR_RULE.minutes))}`;
    return { value: slot.time, label: slot.available ? range : `${range} (Past)`, disabled: !slot.available };
  });
}
