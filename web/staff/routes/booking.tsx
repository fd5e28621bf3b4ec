import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { ApiError } from '../../lib/api';
import { Button, ButtonRow } from '../../ui/button';
import { Card } from '../../ui/card';
import { Notice } from '../../ui/form';
import { agendaQueries, useArrangeBookingInterpreter, useCancelBooking, useDeleteBooking } from '../features/agenda/api';
import { arrangeFor } from '../ui/interpreter';
import { BookingDetails } from '../features/agenda/booking-details';
import { type CancelDraft, CancelDialog } from '../features/agenda/cancel-dialog';
import { DeleteDialog } from '../features/records/delete-dialog';
import { initials, visitWhen } from '../lib/record-names';
import { useConfirmedChange } from '../lib/use-confirmed-change';
import { useDeletion } from '../lib/use-deletion';
import { usePageTitle } from '../lib/use-page-title';
import { LoadFailed, Loading } from '../ui/states';

/** One booking, with 'Cancel booking' and 'Delete permanently', each behind a confirmation. */
export function BookingPage() {
  const id = useParams().id ?? '';
  const cancel = useCancelBooking();
  const arrange = useArrangeBookingInterpreter();
  const { confirming, setConfirming, ask, error, failed, outcome, outcomeRef, done } = useConfirmedChange();
  const deletion = useDeletion(useDeleteBooking(), id, () =>
    done('This booking was deleted permanently, with its history and its e-mails.', 'Booking deleted', 'It is gone for good.'),
  );
  const booking = useQuery({ ...agendaQueries.detail(id), enabled: !deletion.deleted });
  const data = deletion.deleted ? undefined : booking.data;
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
              <Button type="button" $variant="secondary" onClick={ask}>
                Cancel booking
              </Button>
            )}
            <Button type="button" $variant="secondary" onClick={deletion.ask}>
              Delete permanently
            </Button>
          </ButtonRow>
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
        </Card>
      )}
    </>
  );
}
