import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { StaffBooking } from '#contract/staff';
import { KIND_LABEL } from '../lib/kinds';
import { visitWhen } from '../lib/record-names';

/**
 * Bookings named by id in an answer (inside a new closed time, left without a nurse), each a link
 * to its page, where it can be moved, reassigned or cancelled: by patient, kind and time where the
 * agenda's list (`known`) has them, else by id.
 */
export function BookingLinks({ ids, known }: { ids: readonly string[]; known: ReadonlyMap<string, StaffBooking> }) {
  return (
    <List>
      {ids.map((id) => {
        const booking = known.get(id);
        return (
          <li key={id}>
            <Link to={`/bookings/${encodeURIComponent(id)}`}>
              {booking ? `${booking.clientName}, ${KIND_LABEL[booking.kind].toLowerCase()}, ${visitWhen(booking)}` : `Booking ${id}`}
            </Link>
          </li>
        );
      })}
    </List>
  );
}

const List = styled.ul`
  margin: 0.5rem 0 0;
  padding-left: 1.25rem;
  li a { display: inline-block; min-height: 2.75rem; padding: 0.5rem 0; overflow-wrap: anywhere; }
`;
