import { useId } from 'react';
import { BOOKING_WINDOW_DAYS, formatDateLong, formatTime12h } from '../../../api/contract';
import { Button } from '../../ui/button';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { FieldMessage, Legend, Muted, Placeholder, Stack, SubTitle, TimeButton, TimeGrid } from './booking.styles';
import { Calendar } from './calendar/calendar';
import { clinicTimeZoneName } from '../../lib/clinic-time';
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
}

/** Calendar of open days, then the chosen day's times: shared by /consultation and the contact page. */
export function SlotPicker({ index, failed, onRetry, date, time, onDateChange, onTimeChange, errors, headingLevel }: Props) {
  const id = useId();
  const heading = `h${headingLevel}` as const;
  const isOpen = (day: string) => index?.open.has(day) ?? false;

  if (failed && !index) {
    return (
      <Placeholder role="group" aria-label="Available times">
        <div>
          <p>We couldn’t load the available times.</p>
          <p>
            <Button type="button" $variant="secondary" onClick={onRetry}>
              Try again
            </Button>
          </p>
          <p>
            Or call us at <Phone />.
          </p>
        </div>
      </Placeholder>
    );
  }

  if (index && index.open.size === 0) {
    return (
      <Placeholder>
        <p>
          {`Every time in the next ${BOOKING_WINDOW_DAYS} days is taken. Please call us at `}<Phone /> and we’ll fit you in.
        </p>
      </Placeholder>
    );
  }

  const daySlots = (date && index?.byDate.get(date)) || [];
  return (
    <Stack>
      <NoScriptNote />
      <div data-field="date">
        <SubTitle as={heading} id={`${id}-date`}>Select a Date</SubTitle>
        <Calendar
          dates={index?.dates}
          isOpen={isOpen}
          selected={date}
          onSelect={onDateChange}
          describedBy={errors.date ? `${id}-date-error` : undefined}
          invalid={Boolean(errors.date)}
        />
        <Legend aria-label="Legend">
          <li>
            <span aria-hidden="true" /> Available
          </li>
          <li>
            <span aria-hidden="true" /> No Available Times
          </li>
        </Legend>
        {errors.date && <FieldMessage id={`${id}-date-error`}>{errors.date}</FieldMessage>}
      </div>

      <div data-field="time" data-focus-target="times" tabIndex={-1}>
        <SubTitle as={heading} id={`${id}-time`}>Select a Time</SubTitle>
        <Muted>All times are {clinicTimeZoneName()}.</Muted>
        {date ? (
          <TimeGrid role="group" aria-labelledby={`${id}-time`} aria-describedby={errors.time ? `${id}-time-error` : undefined}>
            {daySlots.map((slot) => (
              <TimeButton
                key={slot.time}
                type="button"
                aria-pressed={slot.time === time}
                disabled={!slot.available}
                onClick={() => onTimeChange(slot.time)}
              >
                {formatTime12h(slot.time)}
              </TimeButton>
            ))}
          </TimeGrid>
        ) : (
          <Placeholder>
            <p>{index ? 'Choose an available date in the calendar to see its times.' : 'Loading available times…'}</p>
          </Placeholder>
        )}
        {errors.time && <FieldMessage id={`${id}-time-error`}>{errors.time}</FieldMessage>}
      </div>

      <VisuallyHidden aria-live="polite">{date ? `Selected date: ${formatDateLong(date)}` : ''}</VisuallyHidden>
    </Stack>
  );
}
