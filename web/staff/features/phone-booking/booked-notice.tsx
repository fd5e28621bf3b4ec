import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { CareKind } from '#contract/staff';
import { Notice } from '../../../ui/form';
import { Conflicts, countOf, plannedWhen } from './plan-view';
import type { Booked } from './use-phone-booking';

/**
 * What 'Book' did, in place of the plan until the next booking (decision 013: not only in a toast):
 * each booking made, with its reference to give the patient and a link to it, and each date the
 * server could not book after all (taken meanwhile), with why. It takes focus, so it is read once.
 */
export function BookedNotice({ booked, ref }: { booked: Booked; ref: Ref<HTMLDivElement> }) {
  const { bookings, conflicts } = booked.answer;
  const kind = booked.draft.type as CareKind;
  const mailed = booked.draft.clientEmail.trim() && booked.draft.sendConfirmation === 'true';
  return (
    <Box $tone={conflicts.length || !bookings.length ? 'error' : 'success'} ref={ref} tabIndex={-1}>
      <p>
        {bookings.length ? `Booked ${countOf(kind, bookings.length)} for ${booked.draft.clientName}.` : `Nothing was booked for ${booked.draft.clientName}.`}{' '}
        {bookings.length > 0 && (mailed ? `A confirmation goes to ${booked.draft.clientEmail.trim()}.` : 'Nothing was sent to the patient.')}
      </p>
      {bookings.length > 0 && (
        <ul>
          {bookings.map((visit) => (
            <li key={visit.id ?? `${visit.date} ${visit.time}`}>
              {visit.id ? <Link to={`/bookings/${encodeURIComponent(visit.id)}`}>{plannedWhen(visit)}</Link> : plannedWhen(visit)}
              {visit.clinicianName && `, with ${visit.clinicianName}`}
              {visit.reference && (
                <>
                  , reference <Reference>{visit.reference}</Reference>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {conflicts.length > 0 && <Conflicts conflicts={conflicts} heading="Not booked" />}
    </Box>
  );
}

const Box = styled(Notice)`
  margin: 1.25rem 0;
  ul { margin: 0.5rem 0 0; padding-left: 1.25rem; }
  li { overflow-wrap: anywhere; }
  li a { display: inline-block; min-height: 2.75rem; padding: 0.5rem 0; }
  h3 { font-size: 1.1rem; margin: 0.75rem 0 0.25rem; }
`;

/** Spaced so it is read, and said, a character at a time. */
const Reference = styled.span`
  font-family: ui-monospace, monospace;
  letter-spacing: 0.08em;
  font-weight: 650;
`;
