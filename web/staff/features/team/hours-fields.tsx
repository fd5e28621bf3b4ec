import styled from 'styled-components';
import { ISO_WEEKDAYS } from '#contract/staff';
import { ErrorText, Hint, Input } from '../../../ui/form/form.styles';
import { color, media } from '../../../ui/theme';
import { type DayDraft, isoWeekdayName } from './team-words';

interface Props {
  days: Record<number, DayDraft>;
  onChange: (weekday: number, day: DayDraft) => void;
  /** Messages by field name: 'hours-3-closes'. */
  errors: Record<string, string>;
}

/**
 * A nurse's week: each weekday ticked when worked, with its start and end. The two columns'
 * names show once above them; each field's own name says its day ('Monday starts').
 */
export function HoursFields({ days, onChange, errors }: Props) {
  return (
    <Week data-span="full" aria-describedby="hours-hint">
      <legend>Working hours</legend>
      <Hint id="hours-hint">A new nurse starts with the practice’s open hours. Untick a day off.</Hint>
      <Head aria-hidden="true">
        <span>Day</span>
        <span>Starts</span>
        <span>Ends</span>
      </Head>
      {ISO_WEEKDAYS.map((weekday) => {
        const day = days[weekday]!;
        const name = isoWeekdayName(weekday);
        const set = (change: Partial<DayDraft>) => onChange(weekday, { ...day, ...change });
        const opensError = errors[`hours-${weekday}-opens`];
        const closesError = errors[`hours-${weekday}-closes`];
        return (
          <Row key={weekday}>
            <label>
              <input type="checkbox" name={`hours-${weekday}`} checked={day.on} onChange={(event) => set({ on: event.target.checked })} />
              {name}
            </label>
            {day.on ? (
              <>
                <Input
                  type="time"
                  step={300}
                  name={`hours-${weekday}-opens`}
                  aria-label={`${name} starts`}
                  aria-invalid={Boolean(opensError)}
                  aria-describedby={opensError ? `hours-${weekday}-error` : undefined}
                  value={day.opens}
                  onChange={(event) => set({ opens: event.target.value })}
                />
                <Input
                  type="time"
                  step={300}
                  name={`hours-${weekday}-closes`}
                  aria-label={`${name} ends`}
                  aria-invalid={Boolean(closesError)}
                  aria-describedby={closesError ? `hours-${weekday}-error` : undefined}
                  value={day.closes}
                  onChange={(event) => set({ closes: event.target.value })}
                />
              </>
            ) : (
              <Off>Day off</Off>
            )}
            {(opensError || closesError) && <ErrorText id={`hours-${weekday}-error`}>{closesError ?? opensError}</ErrorText>}
          </Row>
        );
      })}
    </Week>
  );
}

const Week = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  min-width: 0;
  display: grid;
  gap: 0.4rem;
  legend { font-weight: 650; margin-bottom: 0.35rem; padding: 0; }
`;

/** On a phone the day over its two times; side by side from 36em. */
const columns = `
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 9rem));
  gap: 0.25rem 0.5rem;
  align-items: center;
  & > :first-child { grid-column: 1 / -1; }
  ${media.sm} {
    grid-template-columns: 9rem repeat(2, minmax(0, 9rem));
    & > :first-child { grid-column: auto; }
  }
`;

const Head = styled.div`
  ${columns}
  font-size: 0.9rem;
  color: ${color.muted};
  & > :first-child { display: none; }
  ${media.sm} { & > :first-child { display: block; visibility: hidden; } }
`;

const Row = styled.div`
  ${columns}
  label { display: inline-flex; align-items: center; gap: 0.5rem; min-height: 2.75rem; cursor: pointer; font-weight: 600; }
  label input { flex: none; width: 1.35rem; height: 1.35rem; margin: 0; accent-color: ${color.brand}; }
  ${Input} { padding: 0.5rem 0.4rem; min-width: 0; }
  & + & { border-top: 1px solid ${color.border}; padding-top: 0.25rem; }
  ${ErrorText} { grid-column: 1 / -1; }
`;

const Off = styled.span`
  grid-column: 1 / -1;
  color: ${color.muted};
  ${media.sm} { grid-column: 2 / -1; }
`;
