import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { StaffBooking } from '#contract/staff';
import { Button } from '../../../ui/button';
import { visitWhen } from '../../lib/record-names';
import { Badge } from '../../ui/badge';
import { VisitSection } from './visit-section';

interface Props {
  booking: StaffBooking;
  /** The series' visits as the agenda has them (around this one's day); undefined while they load. */
  visits: readonly StaffBooking[] | undefined;
  onCancelSeries: () => void;
}

/**
 * A visit booked as one of a series: every visit of it, in order, each a link, this one marked;
 * and cancelling the whole series in one step (each visit can still be cancelled on its own page).
 */
export function SeriesSection({ booking, visits, onCancelSeries }: Props) {
  const ordered = [...(visits ?? [booking])].sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`));
  const standing = ordered.filter((visit) => visit.status === 'booked');
  return (
    <Box aria-labelledby="series-heading">
      <h2 id="series-heading">A series of {ordered.length === 1 ? '1 visit' : `${ordered.length} visits`}</h2>
      <ol>
        {ordered.map((visit) => (
          <li key={visit.id}>
            {visit.id === booking.id ? (
              <strong aria-current="page">{visitWhen(visit)} (this one)</strong>
            ) : (
              <Link to={`/bookings/${encodeURIComponent(visit.id)}`}>{visitWhen(visit)}</Link>
            )}
            {visit.clinicianName && `, ${visit.clinicianName}`}
            {visit.status === 'cancelled' && (
              <>
                {' '}
                <Badge $tone="cancelled">Cancelled</Badge>
              </>
            )}
          </li>
        ))}
      </ol>
      {standing.length > 0 && (
        <Button type="button" $variant="secondary" onClick={onCancelSeries}>
          Cancel the whole series
        </Button>
      )}
    </Box>
  );
}

const Box = styled(VisitSection)`
  ol { margin: 0 0 1rem; padding-left: 1.5rem; }
  li { overflow-wrap: anywhere; }
  li a, li strong { display: inline-block; min-height: 2.75rem; padding: 0.5rem 0; }
`;
