import styled from 'styled-components';
import { color } from '../../../ui/theme';
import { dayHeading } from '../../lib/clinic-time';
import { type AgendaDay as Day, dayCounts } from './agenda-model';
import { BookingRow } from './booking-row';

interface Props {
  day: Day;
  today: string;
  selected: ReadonlySet<string>;
  onSelect: (id: string, selected: boolean) => void;
  /** Nurses are set up: each booking says whose it is, or 'No nurse'. */
  showNurse: boolean;
}

/** One day of the agenda: its name, how many are booked and cancelled, and its bookings. */
export function AgendaDay({ day, today, selected, onSelect, showNurse }: Props) {
  const headingId = `day-${day.date}`;
  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>
        {/*
          One line of inline text with a real comma: a hidden comma, or the parts as boxes of a
          flex row, made Chromium name it '2026 , No bookings'. The count is lighter on screen.
        */}
        {`${dayHeading(day.date, today)}, `}
        <Count>{dayCounts(day.bookings)}</Count>
      </Heading>
      {day.bookings.length ? (
        <List>
          {day.bookings.map((booking) => (
            <BookingRow key={booking.id} booking={booking} selected={selected.has(booking.id)} onSelect={(value) => onSelect(booking.id, value)} showNurse={showNurse} />
          ))}
        </List>
      ) : (
        <Quiet>Nothing booked.</Quiet>
      )}
    </Section>
  );
}

const Section = styled.section`
  margin-top: 1.75rem;
`;

const Heading = styled.h2`
  font-size: 1.2rem;
`;

const Count = styled.span`
  font-size: 0.95rem;
  font-weight: 500;
  color: ${color.muted};
`;

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 0.6rem;
`;

const Quiet = styled.p`
  color: ${color.muted};
`;
