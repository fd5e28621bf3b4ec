import { forwardRef } from 'react';
import styled from 'styled-components';
import type { CancelManyAnswer, StaffBooking } from '#contract/staff';
import { Notice } from '../../../ui/form';
import { visitWhen } from '../../lib/record-names';

export interface BulkOutcome {
  answer: CancelManyAnswer;
  /** The agenda's bookings when they were cancelled, to name the refused ones. */
  known: ReadonlyMap<string, StaffBooking>;
}

const bookings = (count: number) => (count === 1 ? '1 booking was' : `${count} bookings were`);

/**
 * What 'Cancel selected' did, beside the agenda until the next cancellation (WCAG 2.2.1: not only
 * in a toast that closes by itself), naming each booking that could not be cancelled and why.
 * It takes focus, so it is read once (decision 013).
 */
export const BulkOutcomeNotice = forwardRef<HTMLDivElement, { outcome: BulkOutcome }>(function BulkOutcomeNotice({ outcome }, ref) {
  const { cancelled, refused } = outcome.answer;
  return (
    <Box $tone={refused.length ? 'error' : 'success'} ref={ref} tabIndex={-1}>
      <p>
        {cancelled.length ? `${bookings(cancelled.length)} cancelled: their times are free again.` : 'No booking was cancelled.'}
        {refused.length > 0 && ` ${refused.length === 1 ? '1 could not be' : `${refused.length} could not be`}:`}
      </p>
      {refused.length > 0 && (
        <ul>
          {refused.map(({ id, message }) => {
            const booking = outcome.known.get(id);
            return <li key={id}>{booking ? `${booking.clientName}, ${visitWhen(booking)}: ${message}` : `Booking ${id}: ${message}`}</li>;
          })}
        </ul>
      )}
    </Box>
  );
});

const Box = styled(Notice)`
  margin-top: 1.25rem;
  ul { margin: 0.5rem 0 0; padding-left: 1.25rem; }
`;
