import styled from 'styled-components';
import { formatDateLong, WEEKDAY_NAMES } from '#contract';
import { ISO_WEEKDAYS, MAX_SERIES_WEEKS } from '#contract/staff';
import { color } from '../../../ui/theme';
import { ChoiceGroup } from '../../ui/choice-group';
import { InputField } from '../../ui/field';
import { type PhoneDraft, repeatDays, weekdaysOf } from './booking-draft';


interface Props {
  draft: PhoneDraft;
  change: (next: Partial<PhoneDraft>) => void;
  errors: Record<string, string>;
}

/**
 * A series: the weekdays and how many weeks, from the week of the day chosen (the day itself
 * only when its weekday is ticked). The days it lands on are counted as they are chosen, so the
 * plan holds no surprise.
 */
export function RepeatFields({ draft, change, errors }: Props) {
  const weekdays = weekdaysOf(draft);
  const days = repeatDays(draft.date, weekdays, Number(draft.weeks));
  return (
    <>
      <ChoiceGroup<number>
        legend="Repeat on"
        name="weekdays"
        type="checkbox"
        options={ISO_WEEKDAYS.map((weekday) => ({ value: weekday, label: WEEKDAY_NAMES[weekday % 7]! }))}
        chosen={weekdays}
        onChange={(chosen) => change({ weekdays: chosen.join(' ') })}
        error={errors.weekdays}
      />
      <InputField
        label="For how many weeks"
        name="weeks"
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_SERIES_WEEKS}
        hint={`1 to ${MAX_SERIES_WEEKS}, counting the week of the day chosen.`}
        value={draft.weeks}
        onValue={(weeks) => change({ weeks })}
        error={errors.weeks}
      />
      {days.length > 0 && (
        <Count data-span="full">
          {days.length === 1 ? '1 visit' : `${days.length} visits`}, {formatDateLong(days[0]!)} to {formatDateLong(days.at(-1)!)}. The plan shows each with its nurse.
        </Count>
      )}
    </>
  );
}

const Count = styled.p`
  margin: 0;
  color: ${color.muted};
`;
