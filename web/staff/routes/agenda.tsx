import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { serverMessage } from '../../lib/api';
import { Button } from '../../ui/button';
import { radius } from '../../ui/theme';
import { toast } from '../../ui/toast';
import { agendaRange, type AgendaView, groupByDay, PAST_STEP_DAYS } from '../features/agenda/agenda-model';
import { AgendaDay } from '../features/agenda/agenda-day';
import { AgendaFilters, filtersOf, filtersWords } from '../features/agenda/agenda-filters';
import { type AgendaFilters as AgendaFiltersValue, agendaQueries, useCancelBookings } from '../features/agenda/api';
import { type BulkOutcome, BulkOutcomeNotice } from '../features/agenda/bulk-outcome';
import { type CancelDraft, CancelDialog } from '../features/agenda/cancel-dialog';
import { SelectionBar } from '../features/agenda/selection-bar';
import { PreflightList } from '../features/preflight/preflight-list';
import { teamQueries } from '../features/team/api';
import { useSelection } from '../features/agenda/use-selection';
import { clinicToday } from '../lib/clinic-time';
import { usePageTitle } from '../lib/use-page-title';
import { useViewAnnouncement } from '../lib/use-view-announcement';
import { LiveStatus } from '../ui/live-status';
import { SegmentLink, Segments } from '../ui/segments';
import { Empty, LoadFailed, Loading } from '../ui/states';

const bookingCount = (count: number) => (count === 1 ? '1 booking' : `${count} bookings`);

/** Today first, then the coming days; the past a tap away (?view=past, further back with &days=). */
export function AgendaPage() {
  usePageTitle('Agenda');
  const [search, setSearch] = useSearchParams();
  const view: AgendaView = search.get('view') === 'past' ? 'past' : 'upcoming';
  const pastDays = Math.min(Math.max(Number(search.get('days')) || PAST_STEP_DAYS, PAST_STEP_DAYS), 366 * 6);
  const today = clinicToday();
  const { from, to } = agendaRange(view, today, pastDays);
  const filters = filtersOf(search);
  const nurses = useQuery(teamQueries.list()).data ?? [];
  const bookings = useQuery({
    ...agendaQueries.range(from, to, filters),
    // 'Show earlier days' and a new filter keep the days shown, and the control pressed, in place while the new list loads (focus stays on it).
    placeholderData: (previous, query) => (query?.queryKey[4] === to ? keepPreviousData(previous) : undefined),
  });
  const [confirming, setConfirming] = useState(false);
  const [cancelError, setCancelError] = useState('');
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  const cancel = useCancelBookings();
  const heading = useRef<HTMLHeadingElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  const loaded = bookings.isSuccess && !bookings.isPlaceholderData;
  const days = bookings.data ? groupByDay(bookings.data, view, today) : [];
  const shown = days.reduce((sum, day) => sum + day.bookings.length, 0);
  const standing = new Set(bookings.data?.filter((booking) => booking.status === 'booked').map((booking) => booking.id));
  const [status, say] = useState('');
  const selection = useSelection(standing, heading, say);
  const chosen = selection.chosen;
  const bursts = bookings.data?.filter((booking) => booking.burst && booking.status === 'booked').map((booking) => booking.id) ?? [];
  const filtered = filtersWords(filters, nurses);
  useViewAnnouncement(
    `${view}/${pastDays}/${JSON.stringify(filters)}`,
    loaded,
    () =>
      (view === 'upcoming' ? `Today and upcoming` : `Past days`) +
      (filtered ? `, ${filtered}` : '') +
      `: ${bookingCount(shown)}${view === 'past' ? ` in the last ${pastDays} days` : ''}.`,
    say,
  );
  /** The address of a view with these filters: the filters go along when switching between upcoming and past. */
  const address = (base: Record<string, string>, next: AgendaFiltersValue = filters) => {
    const params = new URLSearchParams(base);
    if (next.clinicianId) params.set('nurse', next.clinicianId);
    if (next.kind) params.set('kind', next.kind);
    if (next.outcome) params.set('outcome', next.outcome);
    return params;
  };
  const setFilters = (next: AgendaFiltersValue) => setSearch(address(view === 'past' ? { view: 'past', days: String(pastDays) } : {}, next));

  const ask = () => {
    setCancelError('');
    setConfirming(true);
  };
  const confirm = (draft: CancelDraft) => {
    const known = new Map(bookings.data?.map((booking) => [booking.id, booking]));
    cancel.mutate(
      { ids: chosen, draft },
      {
        onSuccess: (answer) => {
          const { cancelled, refused } = answer;
          setConfirming(false);
          selection.reset(refused.map((item) => item.id));
          // The count said before ('2 selected') would otherwise stand in the live region (WCAG 4.1.3).
          say(`${cancelled.length} cancelled. ${refused.length ? `${refused.length} still selected: the notice says why.` : 'No bookings selected.'}`);
          setOutcome({ answer, known });
          // The button that opened the dialog goes with the selection: focus goes to the outcome, which stays.
          requestAnimationFrame(() => outcomeRef.current?.focus());
          toast({
            title: `${cancelled.length} ${cancelled.length === 1 ? 'booking' : 'bookings'} cancelled`,
            description: refused.length ? `${refused.length} could not be: see the agenda.` : 'Their times are free again.',
            variant: refused.length ? 'error' : 'success',
            announce: false,
          });
        },
        onError: (error) => setCancelError(serverMessage(error) ?? 'Nothing was cancelled. Check the connection and try again.'),
      },
    );
  };

  const hasBookings = shown > 0;
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        Agenda
      </h1>
      <PreflightList />
      <LiveStatus>{status}</LiveStatus>
      <Segments aria-label="Which days">
        <SegmentLink to={`/?${address({})}`.replace(/\?$/, '')} aria-current={view === 'upcoming' ? 'page' : undefined}>
          Today and upcoming
        </SegmentLink>
        <SegmentLink to={`/?${address({ view: 'past' })}`} aria-current={view === 'past' ? 'page' : undefined}>
          Past days
        </SegmentLink>
      </Segments>
      <AgendaFilters filters={filters} nurses={nurses} onChange={setFilters} />
      {outcome && <BulkOutcomeNotice ref={outcomeRef} outcome={outcome} />}
      {bursts.length > 0 && (
        <BurstNote>
          <p>
            {bursts.length} {bursts.length === 1 ? 'booking is' : 'bookings are'} marked as a possible burst: many made from one address or one e-mail in
            a short time.
          </p>
          <Button type="button" $variant="secondary" onClick={() => selection.add(bursts)}>
            Select marked bookings
          </Button>
        </BurstNote>
      )}
      {bookings.isPending && <Loading what="bookings" />}
      {bookings.isError && <LoadFailed what="The agenda" error={bookings.error} onRetry={() => void bookings.refetch()} />}
      {bookings.isSuccess && (
        <>
          {days.map((day) => (
            <AgendaDay key={day.date} day={day} today={today} selected={selection.selected} onSelect={selection.pick} showNurse={nurses.length > 0} />
          ))}
          {!hasBookings && (
            <Empty>
              <p>
                {view === 'upcoming' ? 'No bookings in the coming days' : `No bookings in the past ${pastDays} days`}
                {filtered ? ` for these filters (${filtered}).` : '.'}
              </p>
            </Empty>
          )}
          {view === 'past' && (
            <More>
              <Button
                type="button"
                $variant="secondary"
                aria-busy={bookings.isPlaceholderData || undefined}
                onClick={() => {
                  if (bookings.isPlaceholderData) return;
                  const params = new URLSearchParams(search);
                  params.set('days', String(pastDays + PAST_STEP_DAYS));
                  setSearch(params);
                }}
              >
                {bookings.isPlaceholderData ? 'Loading earlier days…' : 'Show earlier days'}
              </Button>
            </More>
          )}
        </>
      )}
      {chosen.length > 0 && <SelectionBar count={chosen.length} onCancel={ask} onClear={selection.clear} />}
      <CancelDialog
        open={confirming}
        count={chosen.length}
        bookings={bookings.data?.filter((booking) => chosen.includes(booking.id)) ?? []}
        what={`${chosen.length} selected ${chosen.length === 1 ? 'booking' : 'bookings'} will be cancelled.`}
        busy={cancel.isPending}
        error={cancelError}
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
