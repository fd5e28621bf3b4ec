import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatDateLong, formatTime12h } from '#contract';
import type { StaffBooking } from '#contract/staff';
import { Badge } from '../../ui/badge';
import { type ArrangeInterpreter, InterpreterBadge, InterpreterFact } from '../../ui/interpreter';
import { PrefersSpanish, writtenIn } from '../../ui/prefers-spanish';
import { Facts } from '../../ui/facts';
import { formatInstant } from '../../lib/clinic-time';
import { NOT_MAILED, NOT_MAILED_BY_STAFF } from '../../lib/not-mailed';
import { KIND_LABEL } from '../../lib/kinds';
import { burstLabel } from './agenda-model';

/** Everything staff need to act on a booking: when, who, how to reach them, what they wrote, what happened to it. */
export function BookingDetails({ booking, arrangeInterpreter }: { booking: StaffBooking; arrangeInterpreter?: ArrangeInterpreter }) {
  const cancelled = booking.status === 'cancelled';
  return (
    <>
      <Marks>
        {cancelled ? <Badge $tone="cancelled">Cancelled</Badge> : <Badge $tone="ok">Booked</Badge>}
        {booking.burst && <Badge $tone="burst">{burstLabel(booking.burst)}</Badge>}
        <PrefersSpanish record={booking} />
        <InterpreterBadge record={booking} />
      </Marks>
      <Facts>
        <dt>Kind</dt>
        <dd>
          {KIND_LABEL[booking.kind]}, {booking.minutes} minutes
        </dd>
        <dt>When</dt>
        <dd>
          {formatDateLong(booking.date)} at {formatTime12h(booking.time)}
        </dd>
        <dt>Reference</dt>
        <dd>
          <Reference>{booking.reference}</Reference>
        </dd>
        <dt>Nurse</dt>
        <dd>{booking.clinicianName ?? 'No nurse'}</dd>
        <dt>Client</dt>
        <dd>{booking.clientName}</dd>
        {booking.facilityName && (
          <>
            <dt>Facility</dt>
            <dd>{booking.facilityName}</dd>
          </>
        )}
        {booking.address && (
          <>
            <dt>Address</dt>
            <dd>{[booking.address, booking.zip && !booking.address.includes(booking.zip) ? booking.zip : ''].filter(Boolean).join(' ')}</dd>
          </>
        )}
        {booking.town && (
          <>
            <dt>Town</dt>
            <dd>{booking.town}</dd>
          </>
        )}
        {booking.supplies && (
          <>
            <dt>What to bring</dt>
            <dd>{booking.supplies}</dd>
          </>
        )}
        <dt>Phone</dt>
        <dd>
          <a href={`tel:${booking.clientPhone.replace(/[^\d+]/g, '')}`}>{booking.clientPhone}</a>
        </dd>
        <dt>E-mail</dt>
        <dd>{booking.clientEmail ? <a href={`mailto:${booking.clientEmail}`}>{booking.clientEmail}</a> : 'None given: nothing is e-mailed'}</dd>
        <dt>Booked from</dt>
        <dd>
          {booking.referralId ? (
            // Booked from the referral's page: the two are linked both ways.
            <Link to={`/referrals/${encodeURIComponent(booking.referralId)}`}>The referral</Link>
          ) : (
            SOURCE[booking.source]
          )}
        </dd>
        {booking.consultationType && (
          <>
            <dt>Call</dt>
            <dd>{CALL_LABEL[booking.consultationType]}</dd>
          </>
        )}
        {booking.woundType && (
          <>
            <dt>Wound type</dt>
            <dd>{booking.woundType}</dd>
          </>
        )}
        <InterpreterFact record={booking} arrange={booking.status === 'booked' ? arrangeInterpreter : undefined} />
        <dt>Notes</dt>
        {booking.notes ? <dd lang={writtenIn(booking)}>{booking.notes}</dd> : <dd>None</dd>}
        <dt>Booked</dt>
        <dd>{formatInstant(booking.createdAt)}</dd>
        {booking.notMailed && (
          <>
            <dt>Confirmation</dt>
            <dd>{booking.source === 'web' ? NOT_MAILED : NOT_MAILED_BY_STAFF}</dd>
          </>
        )}
        {booking.moves > 0 && (
          <>
            <dt>Moved</dt>
            <dd>{booking.moves === 1 ? 'Once' : `${booking.moves} times`}</dd>
          </>
        )}
        {cancelled && (
          <>
            <dt>Cancelled</dt>
            <dd>
              {booking.cancelledAt ? formatInstant(booking.cancelledAt) : 'Yes'}
              {booking.cancelledBy && `, by ${booking.cancelledBy === 'staff' ? 'staff' : 'the client'}`}
            </dd>
            {(booking.cancelledBy === 'staff' || booking.cancelMessage) && (
              <>
                <dt>Message sent to the patient</dt>
                <dd>{booking.cancelMessage || 'None: the e-mail said only that the visit is cancelled'}</dd>
              </>
            )}
            <dt>Internal note</dt>
            <dd>{booking.cancelNote || 'None'}</dd>
          </>
        )}
      </Facts>
    </>
  );
}

const SOURCE = { web: 'The website', phone: 'A phone call', referral: 'A referral' } as const;

/** A consultation's call, as the visitor (or staff) chose it. */
const CALL_LABEL = { phone: 'Phone call', video: 'Video call' } as const;

/** Spaced so it is read, and said, a character at a time. */
const Reference = styled.span`
  font-family: ui-monospace, monospace;
  letter-spacing: 0.08em;
  font-weight: 650;
`;

const Marks = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
`;

