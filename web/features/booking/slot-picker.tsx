import { useId } from 'react';
import { BOOKING_WINDOW_DAYS } from '#contract';
import { Button } from '../../ui/button';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { FieldMessage, Legend, Muted, Placeholder, Stack, SubTitle, TimesArea } from './booking.styles';
import { Calendar } from './calendar/calendar';
import { EARLY_CALENDAR, EARLY_TIMES } from './calendar/early-handoff';
import { useBookingWords } from './booking-words';
import { NoScriptNote } from './no-script-note';
import type { SlotIndex } from './slots';
import { Phone } from '../../ui/phone';

interface Props {
  /** Undefined while the slots load or after they failed to. */
  index: SlotIndex | undefined;
  failed: boolean;
  onRetry: () => void;
  date: string;
  time: string;
  onDateChange: (date: string) => void;
  onTimeChange: (time: string) => void;
  errors: { date?: string; time?: string };
  /** Level of the 'Select a Date' and 'Select a Time' headings in the page's outline. */
  headingLevel: 2 | 3;
  /** The day the calendar's keyboard focus starts on: where the early calendar left it. */
  startAt?: string;
  /** Prerendered for the early calendar (early-picker.tsx): its two parts are marked, with the words and the id it needs. */
  early?: boolean;
}

/**
 * Calendar of open days, then the chosen day's times: shared by /consultation, the contact page and
 * the manage page's move. Loaded after the page's first load: on a prerendered page the early
 * calendar shows it until then (early-picker.tsx).
 */
export function SlotPicker({ index, failed, onRetry, date, time, onDateChange, onTimeChange, errors, headingLevel, startAt, early }: Props) {
  const id = useId();
  const words = useBookingWords();
  const said = words.slots;
  const phoneLink = <Phone />;
  const heading = `h${headingLevel}` as const;
  const isOpen = (day: string) => index?.open.has(day) ?? false;

  if (failed && !index) {
    return (
      <Placeholder role="group" aria-label={said.group}>
        <div>
          <p>{said.failed}</p>
          <p>
            <Button type="button" $variant="secondary" onClick={onRetry}>
              {words.tryAgain}
            </Button>
          </p>
          <p>{said.orCall(phoneLink)}</p>
        </div>
      </Placeholder>
    );
  }

  if (index && index.open.size === 0) {
    return (
      <Placeholder>
        <p>{said.full(BOOKING_WINDOW_DAYS, phoneLink)}</p>
      </Placeholder>
    );
  }

  const daySlots = (date && index?.byDate.get(date)) || [];
  return (
    <Stack>
      <NoScriptNote />
      <div data-field="date">
        <SubTitle as={heading} id={`${id}-date`}>{said.selectDate}</SubTitle>
        <Calendar
          dates={index?.dates}
          isOpen={isOpen}
          selected={date}
          onSelect={onDateChange}
          describedBy={errors.date ? `${id}-date-error` : undefined}
          invalid={Boolean(errors.date)}
          startAt={startAt}
          early={early ? { [EARLY_CALENDAR]: '' } : undefined}
        />
        <Legend aria-label={said.legend}>
          <li>
            <span aria-hidden="true" /> {said.available}
          </li>
          <li>
            <span aria-hidden="true" /> {said.noTimes}
          </li>
        </Legend>
        {errors.date && <FieldMessage id={`${id}-date-error`}>{errors.date}</FieldMessage>}
      </div>

      <div data-field="time" data-focus-target="times" tabIndex={-1}>
        <SubTitle as={heading} id={`${id}-time`}>{said.selectTime}</SubTitle>
        <Muted>{said.allTimes(words.zone())}</Muted>
        <TimesArea {...(early && { [EARLY_TIMES]: '', 'data-labelled-by': `${id}-time`, 'data-choose': said.chooseDate })}>
          {date ? (
            <div role="group" aria-labelledby={`${id}-time`} aria-describedby={errors.time ? `${id}-time-error` : undefined}>
              {daySlots.map((slot) => (
                <button key={slot.time} type="button" data-time={slot.time} aria-pressed={slot.time === time} disabled={!slot.available} onClick={() => onTimeChange(slot.time)}>
                  {words.time(slot.time)}
                </button>
              ))}
            </div>
          ) : (
            <Placeholder>
              <p>{index ? said.chooseDate : said.loading}</p>
            </Placeholder>
          )}
        </TimesArea>
        {errors.time && <FieldMessage id={`${id}-time-error`}>{errors.time}</FieldMessage>}
      </div>

      <VisuallyHidden aria-live="polite">{date ? said.selected(words.date(date)) : ''}</VisuallyHidden>
    </Stack>
  );
}
