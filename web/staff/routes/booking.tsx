import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { formatDateLong, formatTime12h } from '../../../api/contract';
import { ApiError, serverMessage } from '../../lib/api';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Notice } from '../../ui/form';
import { toast } from '../../ui/toast';
import { agendaQueries, useCancelBooking } from '../features/agenda/api';
import { BookingDetails } from '../features/agenda/booking-details';
import { type CancelDraft, CancelDialog } from '../features/agenda/cancel-dialog';
import { useConfirmedChange } from '../lib/use-confirmed-change';
import { usePageTitle } from '../lib/use-page-title';
import { LoadFailed, Loading } from '../ui/states';

/** One booking, with 'Cancel booking' behind a confirmation. */
export function BookingPage() {
  usePageTitle('Booking');
  const id = useParams().id ?? '';
  const booking = useQuery(agendaQueries.detail(id));
  const cancel = useCancelBooking();
  const { confirming, setConfirming, outcome, outcomeRef, done } = useConfirmedChange();

  const confirm = (draft: CancelDraft) =>
    cancel.mutate(
      { id, draft },
      {
        onSuccess: () => done('This booking is cancelled. Its time is free for visitors again.', 'Booking cancelled', 'Its time is free again.'),
        onError: (error) => toast({ title: 'Cancelling failed', description: serverMessage(error) ?? 'The booking was not cancelled. Try again.', variant: 'error' }),
      },
    );

  const data = booking.data;
  return (
    <>
      <p>
        <Link to="/">Back to the agenda</Link>
      </p>
      <h1 tabIndex={-1}>Booking</h1>
      {booking.isPending && <Loading what="the booking" />}
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
          <BookingDetails booking={data} />
          {data.status === 'booked' && (
            <Button type="button" $variant="secondary" onClick={() => setConfirming(true)}>
              Cancel booking
            </Button>
          )}
          <CancelDialog
            open={confirming}
            count={1}
            what={`${data.clientName}, ${formatTime12h(data.time)} on ${formatDateLong(data.date)}.`}
            busy={cancel.isPending}
            onConfirm={confirm}
            onClose={() => setConfirming(false)}
          />
        </Card>
      )}
    </>
  );
}
