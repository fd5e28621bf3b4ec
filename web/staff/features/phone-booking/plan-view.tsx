import type { RefObject } from 'react';
import styled from 'styled-components';
import { formatDateLong, formatTime12h } from '#contract';
import type { BookingConflict, CareKind, PlannedVisit } from '#contract/staff';
import { Button } from '../../../ui/button';
import { Notice } from '../../../ui/form';
import { color, radius } from '../../../ui/theme';
import type { Plan } from './use-phone-booking';

/** 'visit' → '3 visits'; the others are bookings. */
export function countOf(kind: CareKind, count: number): string {
  const [one, many] = kind === 'visit' ? ['visit', 'visits'] : ['booking', 'bookings'];
  return `${count} ${count === 1 ? one : many}`;
}

export const plannedWhen = (visit: Pick<PlannedVisit, 'date' | 'time'>): string => `${formatDateLong(visit.date)} at ${formatTime12h(visit.time)}`;

interface Props {
  plan: Plan;
  headingRef: RefObject<HTMLHeadingElement | null>;
  busy: boolean;
  error: string;
  onBook: () => void;
}

/**
 * What would be booked, before anything is (the server's dry run): every date with its nurse, and
 * every date that cannot be, with why. 'Book' books the dates that can; the conflicts stay
 * unbooked. Its heading takes focus when it comes, so it is read.
 */
export function PlanView({ plan, headingRef, busy, error, onBook }: Props) {
  const { bookings, conflicts } = plan.answer;
  const kind = plan.request.type as CareKind;
  const label = `Book ${countOf(kind, bookings.length)}`;
  return (
    <Box aria-labelledby="plan-heading">
      <h2 id="plan-heading" ref={headingRef} tabIndex={-1}>
        The plan: {countOf(kind, bookings.length)}
        {conflicts.length ? `, ${conflicts.length === 1 ? '1 conflict' : `${conflicts.length} conflicts`}` : ''}
      </h2>
      <p>Nothing is booked yet. {bookings.length ? 'Check it with the patient, then book.' : 'Change the day, time, nurse or repeat, and show the plan again.'}</p>
      {bookings.length > 0 && (
        <>
          <h3>Can be booked</h3>
          <Visits>
            {bookings.map((visit) => (
              <li key={`${visit.date} ${visit.time}`}>
                <strong>{plannedWhen(visit)}</strong>, {visit.minutes} minutes{visit.clinicianName ? `, with ${visit.clinicianName}` : ''}
              </li>
            ))}
          </Visits>
        </>
      )}
      {conflicts.length > 0 && <Conflicts conflicts={conflicts} heading="Cannot be booked" />}
      <Alert role="alert">
        {error && (
          <Notice $tone="error">
            <p>{error}</p>
          </Notice>
        )}
      </Alert>
      {bookings.length > 0 && (
        <Button type="button" aria-busy={busy || undefined} aria-disabled={busy || undefined} onClick={onBook}>
          {busy ? 'Booking…' : label}
        </Button>
      )}
    </Box>
  );
}

/** Dates that could not be booked, each with the server's words for why. */
export function Conflicts({ conflicts, heading }: { conflicts: readonly BookingConflict[]; heading: string }) {
  return (
    <>
      <h3>{heading}</h3>
      <Visits data-conflicts="">
        {conflicts.map((conflict) => (
          <li key={`${conflict.date} ${conflict.time} ${conflict.reason}`}>{conflict.message}</li>
        ))}
      </Visits>
    </>
  );
}

const Box = styled.section`
  margin-top: 1.5rem;
  padding: 1.25rem;
  border: 2px solid ${color.brand};
  border-radius: ${radius.md};
  background: ${color.brandTint};
  display: grid;
  gap: 0.75rem;
  justify-items: start;
  h2 { font-size: 1.4rem; margin: 0; }
  h3 { font-size: 1.1rem; margin: 0.5rem 0 0; }
  p { margin: 0; }
`;

const Visits = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  li { margin: 0.3rem 0; overflow-wrap: anywhere; }
  &[data-conflicts] li { color: ${color.danger}; }
`;

/** In the page from the start, so what fails is announced as it arrives; empty, no gap of its own. */
const Alert = styled.div`
  &:empty { margin-top: -0.75rem; }
`;
