import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { addMonths, firstOfMonth, lastOfMonth, monthGrid, monthOf } from '#contract';
import { useBookingWords } from '../booking-words';
import { clampDate, onDayKey } from './calendar-model';
import { Cell, Grid, Header, MonthButton, MonthTitle, Weekday } from './calendar.styles';

interface Props {
  /** Dates the slot list covers, in order; undefined while it loads. */
  dates: readonly string[] | undefined;
  /** Whether a date has a free slot, the only dates that can be chosen. */
  isOpen: (date: string) => boolean;
  selected: string;
  onSelect: (date: string) => void;
  describedBy?: string;
  invalid?: boolean;
  /** The day the keyboard focus starts on (its month shows): where the early calendar left it. */
  startAt?: string;
  /** Attributes that mark it for the early calendar, when prerendered for it (early-calendar.ts). */
  early?: Record<string, string>;
}

/** A month calendar following the WAI-ARIA APG date grid: one tab stop, arrow keys, Home/End, PageUp/PageDown. */
export function Calendar({ dates, isOpen, selected, onSelect, describedBy, invalid, startAt, early }: Props) {
  const titleId = useId();
  const words = useBookingWords();
  const said = words.calendar;
  const gridRef = useRef<HTMLTableElement>(null);
  const [focus, setFocus] = useState<string | null>(startAt || null);
  const moveFocus = useRef(false);

  const first = dates?.[0];
  const last = dates?.[dates.length - 1];
  const min = first && firstOfMonth(monthOf(first));
  const max = last && lastOfMonth(monthOf(last));
  const focusDate = min && max ? clampDate(focus ?? (selected || dates.find(isOpen) || min), min, max) : undefined;
  const month = focusDate && monthOf(focusDate);

  useEffect(() => {
    if (!moveFocus.current || !focusDate) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-date="${focusDate}"]`)?.focus();
  }, [focusDate]);

  const go = (date: string, withFocus: boolean) => {
    if (!min || !max) return;
    moveFocus.current = withFocus;
    setFocus(clampDate(date, min, max));
  };

  // Keys act on the cell that has focus, which a screen reader may have moved there itself.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const current = (event.target as HTMLElement).dataset.date ?? focusDate;
    if (!current) return;
    onDayKey(current, event, { move: (to) => go(to, true), choose: () => isOpen(current) && onSelect(current) });
  };

  const choose = (date: string) => {
    go(date, false);
    if (isOpen(date)) onSelect(date);
  };

  const atStart = !month || month === monthOf(min!);
  const atEnd = !month || month === monthOf(max!);
  const step = (months: number, blocked: boolean) => {
    if (!blocked && focusDate) go(addMonths(focusDate, months), false);
  };

  return (
    <div {...early}>
      <Header>
        {/* aria-disabled, not disabled: a button that disables itself under the pointer or keyboard would drop focus. */}
        <MonthButton type="button" aria-label={said.previous} aria-disabled={atStart} onClick={() => step(-1, atStart)}>
          ‹
        </MonthButton>
        <MonthTitle id={titleId} aria-live="polite">
          {month ? said.month(month) : said.loading}
        </MonthTitle>
        <MonthButton type="button" aria-label={said.next} aria-disabled={atEnd} onClick={() => step(1, atEnd)}>
          ›
        </MonthButton>
      </Header>
      <Grid ref={gridRef} role="grid" aria-labelledby={titleId} aria-describedby={describedBy} aria-invalid={invalid || undefined} aria-busy={!month || undefined}>
        <thead>
          <tr>
            {said.weekdays.map((day) => (
              <Weekday key={day} scope="col" abbr={day}>
                {said.weekdayShort(day)}
              </Weekday>
            ))}
          </tr>
        </thead>
        <tbody onKeyDown={onKeyDown}>
          {(month ? monthGrid(month) : EMPTY_WEEKS).map((week, row) => (
            // A week with no day of this month keeps the grid's height (no shift between months) but is not announced.
            <tr key={row} aria-hidden={(month && !week.some(Boolean)) || undefined}>
              {week.map((date, column) =>
                date ? (
                  <Cell
                    key={date}
                    data-date={date}
                    tabIndex={date === focusDate ? 0 : -1}
                    aria-selected={date === selected}
                    aria-disabled={!isOpen(date) || undefined}
                    aria-label={words.date(date)}
                    onClick={() => choose(date)}
                    onFocus={() => date !== focusDate && go(date, false)}
                  >
                    <span aria-hidden="true">{Number(date.slice(8))}</span>
                  </Cell>
                ) : (
                  <Cell key={`empty-${column}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Grid>
    </div>
  );
}

const EMPTY_WEEKS: null[][] = Array.from({ length: 6 }, () => Array.from({ length: 7 }, () => null));
