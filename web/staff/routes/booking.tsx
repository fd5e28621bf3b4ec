import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { addDays } from '#contract';
import { MAX_SERIES_WEEKS, type MoveRequest, type StaffBooking } from '#contract/staff';
import { ApiError, serverMessage } from '../../lib/api';
import { Button, ButtonRow } from '../../ui/button';
import { Card } from '../../ui/card';
import { Notice } from '../../ui/form';
import { agendaQueries, useArrangeBookingInterpreter, useCancelBooking, useDeleteBooking } from '../features/agenda/api';
import { arrangeFor } from '../ui/interpreter';
import { BookingDetails } from '../features/agenda/booking-details';
import { type CancelDraft, CancelDialog } from '../features/agenda/cancel-dialog';
import { DeleteDialog } from '../features/records/delete-dialog';
import { teamQueries } from '../features/team/api';
import { useCancelSeries, useMoveBooking } from '../features/visits/api';
import { MoveDialog } from '../features/visits/move-dialog';
import { OutcomeControl } from '../features/visits/outcome-control';
import { SeriesSection } from '../features/visits/series-section';
import { initials, visitWhen } from '../lib/record-names';
import { useConfirmedChange } from '../lib/use-confirmed-change';
import { useDeletion } from '../lib/use-deletion';
import { usePageTitle } from '../lib/use-page-title';
import { LoadFailed, Loading } from '../ui/states';

/** A series spans at most this many days either side of any of its visits. */
const SERIES_SPAN_DAYS = MAX_SERIES_WEEKS * 7;

/**
 * One booking: every detail; 'Move' (day, time, nurse), its outcome once begun, its series; and
 * 'Cancel booking' and 'Delete permanently', each behind a confirmation.
 */
export function BookingPage() {
  const id = useParams().id ?? '';
  const cancel = useCancelBooking();
  const arrange = useArrangeBookingInterpreter();
  const move = useMoveBooking();
  const cancelSeries = useCancelSeries();
  const { confirming, setConfirming, ask, error, failed, outcome, outcomeRef, done } = useConfirmedChange();
  const [moving, setMoving] = useState(false);
  const [cancellingSeries, setCancellingSeries] = useState(false);
  const [seriesError, setSeriesError] = useState('');
  const deletion = useDeletion(useDeleteBooking(), id, () =>
    done('This booking was deleted permanently, with its history and its e-mails.', 'Booking deleted', 'It is gone for good.'),
  );
  const booking = useQuery({ ...agendaQueries.detail(id), enabled: !deletion.deleted });
  const data = deletion.deleted ? undefined : booking.data;
  const nurses = useQuery(teamQueries.list()).data?.filter((nurse) => nurse.active && (!data || nurse.kinds.includes(data.kind))) ?? [];
  const series = useQuery({
    ...agendaQueries.range(addDays(data?.date ?? '2000-01-01', -SERIES_SPAN_DAYS), addDays(data?.date ?? '2000-01-01', SERIES_SPAN_DAYS)),
    enabled: Boolean(data?.seriesId),
    select: (list: StaffBooking[]) => list.filter((visit) => visit.seriesId === data?.seriesId),
  });
  // The visit in the heading; in the tab's title (kept in the history) only the client's initials.
  usePageTitle(data ? `Booking ${initials(data.clientName)}, ${visitWhen(data)}` : 'Booking');

  const confirm = (draft: CancelDraft) =>
    cancel.mutate(
      { id, draft },
      {
        onSuccess: () => done('This booking is cancelled. Its time is free for visitors again.', 'Booking cancelled', 'Its time is free again.'),
        onError: (failure) => failed(failure, 'The booking was not cancelled. Check the connection and try again.'),
      },
    );
  const confirmMove = (request: MoveRequest, moveFailed: (error: unknown) => void) =>
    move.mutate(
      { id, move: request },
      {
        onSuccess: (moved) => {
          setMoving(false);
          const told = request.notify ? 'The patient is e-mailed the new time.' : 'The patient was not told: call them if they need to know.';
          done(`Moved to ${visitWhen(moved)}${moved.clinicianName ? `, with ${moved.clinicianName}` : ''}. ${told}`, 'Booking moved', visitWhen(moved));
        },
        onError: moveFailed,
      },
    );
  const confirmSeries = (draft: CancelDraft) => {
    if (!data?.seriesId) return;
    setSeriesError('');
    cancelSeries.mutate(
      { id: data.seriesId, words: { message: draft.message.trim() || undefined, note: draft.note.trim() || undefined } },
      {
        onSuccess: ({ cancelled, refused }) => {
          setCancellingSeries(false);
          const not = refused.length ? ` ${refused.length} could not be: ${refused.map((item) => item.message).join(' ')}` : '';
          done(`${cancelled.length === 1 ? '1 visit' : `${cancelled.length} visits`} of the series cancelled: their times are free again.${not}`, 'Series cancelled', `${cancelled.length} cancelled.`);
        },
        onError: (failure) => setSeriesError(serverMessage(failure) ?? 'The series was not cancelled. Check the connection and try again.'),
      },
    );
  };
  const standingInSeries = series.data?.filter((visit) => visit.status === 'booked') ?? [];

  return (
    <>
      <p>
        <Link to="/">Back to the agenda</Link>
      </p>
      <h1 tabIndex={-1}>{data ? `Booking, ${visitWhen(data)}` : 'Booking'}</h1>
      {booking.isPending && !deletion.deleted && <Loading what="the booking" />}
      {booking.isError &&
        (booking.error instanceof ApiError && booking.error.status === 404 ? (
          <Notice role="alert">
            <p>There is no booking with this address. It may have been mistyped.</p>
          </Notice>
        ) : (
          <LoadFailed what="The booking" error={booking.error} onRetry={() => void booking.refetch()} />
        ))}
      {outcome && (
        <Notice $tone="success" ref={outcomeRef} tabIndex={-1}>
          <p>{outcome}</p>
        </Notice>
      )}
      {data && (
        <Card>
          <BookingDetails booking={data} arrangeInterpreter={arrangeFor(arrange, data.id)} />
          <ButtonRow>
            {data.status === 'booked' && (
              <>
                <Button type="button" $variant="secondary" onClick={() => setMoving(true)}>
                  Move
                </Button>
                <Button type="button" $variant="secondary" onClick={ask}>
                  Cancel booking
                </Button>
              </>
            )}
            <Button type="button" $variant="secondary" onClick={deletion.ask}>
              Delete permanently
            </Button>
          </ButtonRow>
          <OutcomeControl booking={data} />
          {data.seriesId && <SeriesSection booking={data} visits={series.data} onCancelSeries={() => (setSeriesError(''), setCancellingSeries(true))} />}
          <MoveDialog open={moving} booking={data} nurses={nurses} busy={move.isPending} onMove={confirmMove} onClose={() => setMoving(false)} />
          <DeleteDialog
            open={deletion.open}
            what="booking"
            which={`${data.clientName}, ${visitWhen(data)}.`}
            goes={
              <ul>
                <li>the booking, with its moves, its cancellation and their notes;</li>
                <li>the e-mails about it (their copies and the record of sending them).</li>
              </ul>
            }
            warning={data.status === 'booked' ? 'The visit is still booked: its time becomes free and the patient is not told. To tell them, cancel the booking first.' : undefined}
            busy={deletion.busy}
            error={deletion.error}
            onConfirm={deletion.confirm}
            onClose={deletion.close}
          />
          <CancelDialog
            open={confirming}
            count={1}
            bookings={[data]}
            what={`${data.clientName}, ${visitWhen(data)}.`}
            busy={cancel.isPending}
            error={error}
            onConfirm={confirm}
            onClose={() => setConfirming(false)}
          />
          <CancelDialog
            open={cancellingSeries}
            count={standingInSeries.length}
            bookings={standingInSeries}
            what={`Every visit of this series still booked for ${data.clientName}: ${standingInSeries.map(visitWhen).join('; ')}. A patient who was e-mailed the confirmation gets one e-mail for all of them.`}
            busy={cancelSeries.isPending}
            error={seriesError}
            onConfirm={confirmSeries}
            onClose={() => setCancellingSeries(false)}
          />
        </Card>
      )}
    </>
  );
}
