import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatTime12h } from '#contract';
import type { StaffBooking } from '#contract/staff';
import { color, radius } from '../../../ui/theme';
import { Badge } from '../../ui/badge';
import { asksForInterpreter, InterpreterBadge } from '../../ui/interpreter';
import { PrefersSpanish, prefersSpanish } from '../../ui/prefers-spanish';
import { KIND_LABEL, OUTCOME_LABEL } from '../../lib/kinds';
import { bookingName, burstBadge } from './agenda-model';

interface Props {
  booking: StaffBooking;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  showNurse: boolean;
}

/**
 * One booking in the agenda: its time, kind and client, its state in words (cancelled, a
 * possible burst, the language to call back in, an interpreter to arrange), a box to select it for cancelling with others, and a link to its details.
 */
export function BookingRow({ booking, selected, onSelect, showNurse }: Props) {
  const cancelled = booking.status === 'cancelled';
  return (
    <Row data-status={booking.status} data-burst={booking.burst ? '' : undefined}>
      <Pick>
        {!cancelled && (
          <input type="checkbox" checked={selected} onChange={(event) => onSelect(event.target.checked)} aria-label={`Select ${bookingName(booking)}`} />
        )}
      </Pick>
      <div>
        <Time>
          {formatTime12h(booking.time)} <Kind>{KIND_LABEL[booking.kind]}</Kind>
        </Time>
        <Name to={`/bookings/${encodeURIComponent(booking.id)}`}>{booking.clientName}</Name>
        {booking.facilityName && <Facility>{booking.facilityName}</Facility>}
        {showNurse && <Facility>{booking.clinicianName ?? 'No nurse'}</Facility>}
        {(cancelled || booking.burst || booking.moves > 0 || booking.outcome || prefersSpanish(booking) || asksForInterpreter(booking)) && (
          <Marks>
            {cancelled && <Badge $tone="cancelled">Cancelled{booking.cancelledBy === 'visitor' ? ' by the client' : ''}</Badge>}
            {booking.burst && <Badge $tone="burst">{burstBadge(booking.burst)}</Badge>}
            {booking.moves > 0 && <Badge $tone="info">Moved</Badge>}
            {booking.outcome && <Badge $tone={booking.outcome === 'completed' ? 'ok' : 'burst'}>{OUTCOME_LABEL[booking.outcome]}</Badge>}
            <PrefersSpanish record={booking} />
            {!cancelled && <InterpreterBadge record={booking} />}
          </Marks>
        )}
      </div>
    </Row>
  );
}

const Row = styled.li`
  display: grid;
  grid-template-columns: 2.75rem 1fr;
  gap: 0.25rem 0.5rem;
  padding: 0.75rem 0.75rem 0.75rem 0.25rem;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  &[data-burst] { border-left: 5px solid #8a3b00; }
  &[data-status='cancelled'] { background: ${color.brandTint}; }
`;

const Pick = styled.div`
  display: flex;
  justify-content: center;
  padding-top: 0.15rem;
  input { width: 1.6rem; height: 1.6rem; margin: 0; accent-color: ${color.brand}; cursor: pointer; }
`;

const Time = styled.p`
  margin: 0;
  font-weight: 700;
`;

const Kind = styled.span`
  font-weight: 400;
  color: ${color.muted};
  &::before { content: '· '; }
`;

const Name = styled(Link)`
  display: inline-block;
  min-height: 2.75rem;
  padding: 0.5rem 0;
  font-size: 1.1rem;
  font-weight: 650;
  [data-status='cancelled'] & { color: ${color.muted}; }
`;

const Facility = styled.p`
  margin: 0;
  color: ${color.muted};
`;

const Marks = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  margin: 0.25rem 0 0;
`;
