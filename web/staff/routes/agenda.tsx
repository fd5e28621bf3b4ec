import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../ui/button';
import { radius } from '../../ui/theme';
import { toast } from '../../ui/toast';
import { serverMessage } from '../../lib/api';
import { agendaRange, type AgendaView, groupByDay, PAST_STEP_DAYS } from '../features/agenda/agenda-model';
import { AgendaDay } from '../features/agenda/agenda-day';
import { agendaQueries, useCancelBookings } from '../features/agenda/api';
import { type CancelDraft, CancelDialog } from '../features/agenda/cancel-dialog';
import { SelectionBar } from '../features/agenda/selection-bar';
import { PreflightList } from '../features/preflight/preflight-list';
import { clinicToday } from '../lib/clinic-time';
import { usePageTitle } from '../lib/use-page-title';
import { SegmentLink, Segments } from '../ui/segments';
import { Empty, LoadFailed, Loading } from '../ui/states';

/** Today first, then the coming days; the past a tap away (?view=past, further back with &days=). */
export function AgendaPage() {
  usePageTitle('Agenda');
  const [search, setSearch] = useSearchParams();
  const view: AgendaView = search.get('view') === 'past' ? 'past' : 'upcoming';
  const pastDays = Math.min(Math.max(Number(search.get('days')) || PAST_STEP_DAYS, PAST_STEP_DAYS), 366 * 6);
  const today = clinicToday();
  const { from, to } = agendaRange(view, today, pastDays);
  const bookings = useQuery(agendaQueries.range(from, to));
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelBookings();
  const heading = useRef<HTMLHeadingElement>(null);

  const days = bookings.data ? groupByDay(bookings.data, view, today) : [];
  const standing = new Set(bookings.data?.filter((booking) => booking.status === 'booked').map((booking) => booking.id));
  const chosen = [...selected].filter((id) => standing.has(id));
  const bursts = bookings.data?.filter((booking) => booking.burst && booking.status === 'booked').map((booking) => booking.id) ?? [];

  const select = (id: string, on: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const confirm = (draft: CancelDraft) =>
    cancel.mutate(
      { ids: chosen, draft },
      {
        onSuccess: ({ cancelled, refused }) => {
          setConfirming(false);
          setSelected(new Set(refused.map((item) => item.id)));
          // The button that opened the dialog goes with the selection: focus starts again at the heading.
          requestAnimationFrame(() => heading.current?.focus());
          toast({
            title: `${cancelled.length} ${cancelled.length === 1 ? 'booking' : 'bookings'} cancelled`,
            description: refused.length ? `${refused.length} could not be: ${refused.map((item) => item.message).join('; ')}` : 'Their times are free again.',
            variant: refused.length ? 'error' : 'success',
          });
        },
        onError: (error) => toast({ title: 'Cancelling failed', description: serverMessage(error) ?? 'Nothing was cancelled. Try again.', variant: 'error' }),
      },
    );

  const hasBookings = days.some((day) => day.bookings.length);
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        Agenda
      </h1>
      <PreflightList />
      <Segments aria-label="Which days">
        <SegmentLink to="/" aria-current={view === 'upcoming' ? 'page' : undefined}>
          Today and upcoming
        </SegmentLink>
        <SegmentLink to="/?view=past" aria-current={view === 'past' ? 'page' : undefined}>
          Past days
        </SegmentLink>
      </Segments>
      {bursts.length > 0 && (
        <BurstNote>
          <p>
            {bursts.length} {bursts.length === 1 ? 'booking is' : 'bookings are'} marked as a possible burst: many made from one address or one e-mail in
            a short time.
          </p>
          <Button type="button" $variant="secondary" onClick={() => setSelected(new Set([...selected, ...bursts]))}>
            Select marked bookings
          </Button>
        </BurstNote>
      )}
      {bookings.isPending && <Loading what="bookings" />}
      {bookings.isError && <LoadFailed what="The agenda" error={bookings.error} onRetry={() => void bookings.refetch()} />}
      {bookings.isSuccess && (
        <>
          {days.map((day) => (
            <AgendaDay key={day.date} day={day} today={today} selected={selected} onSelect={select} />
          ))}
          {!hasBookings && (
            <Empty>
              <p>{view === 'upcoming' ? 'No bookings in the coming days.' : `No bookings in the past ${pastDays} days.`}</p>
            </Empty>
          )}
          {view === 'past' && (
            <More>
              <Button type="button" $variant="secondary" onClick={() => setSearch({ view: 'past', days: String(pastDays + PAST_STEP_DAYS) })}>
                Show earlier days
              </Button>
            </More>
          )}
        </>
      )}
      {chosen.length > 0 && <SelectionBar count={chosen.length} onCancel={() => setConfirming(true)} onClear={() => setSelected(new Set())} />}
      <CancelDialog
        open={confirming}
        count={chosen.length}
        what={`${chosen.length} selected ${chosen.length === 1 ? 'booking' : 'bookings'} will be cancelled.`}
        busy={cancel.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}


const BurstNote = styled.div`
  margin-top: 1.25rem;
  padding: 0.9rem 1rem;
  border: 1px solid #8a3b00;
  border-left-width: 5px;
  border-radius: ${radius.sm};
  background: #fff4e5;
  display: grid;
  gap: 0.6rem;
  justify-items: start;
  p { margin: 0; }
`;

const More = styled.div`
  margin-top: 1.5rem;
`;
