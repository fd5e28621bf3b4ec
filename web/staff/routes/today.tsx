import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { formatDateLong, isRealDate } from '#contract';
import { serverMessage } from '../../lib/api';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/form';
import { FieldShell, useFieldIds } from '../../ui/form/fields';
import { Input, Select } from '../../ui/form/form.styles';
import { color } from '../../ui/theme';
import { FeedPanel } from '../features/feeds/feed-panel';
import { sessionQueries } from '../features/session/api';
import { teamQueries } from '../features/team/api';
import { todayQueries } from '../features/today/api';
import { nextVisit, visitCount } from '../features/today/today-model';
import { TodayVisitCard } from '../features/today/today-visit';
import { clinicToday, clockTime } from '../lib/clinic-time';
import { usePageTitle } from '../lib/use-page-title';
import { useNow } from '../lib/use-now';
import { useViewAnnouncement } from '../lib/use-view-announcement';
import { LiveStatus } from '../ui/live-status';
import { Empty, LoadFailed, Loading } from '../ui/states';

/**
 * A nurse's day on a phone (docs/product.md, "The staff area"; decision 058): the visit under way
 * or next at the top, then the day in order. Online only, nothing of it kept on the device; what
 * was read stays on screen while the page is open, and a refresh that fails says so above it.
 */
export function TodayPage() {
  const [search, setSearch] = useSearchParams();
  const now = useNow(60_000);
  const today = clinicToday(now);
  const asked = search.get('date') ?? '';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(asked) && isRealDate(asked) ? asked : today;
  const nurse = search.get('nurse') ?? undefined;
  usePageTitle(date === today ? 'Today' : formatDateLong(date));
  const username = useQuery(sessionQueries.current()).data?.username;
  const nurses = useQuery(teamQueries.list()).data?.filter((one) => one.active) ?? [];
  const linked = nurses.find((one) => one.staffUser === username);
  const day = useQuery(todayQueries.day(date, nurse));
  const [said, say] = useState('');
  const visits = day.data?.visits ?? [];
  const whose = day.data ? (day.data.clinician ? `${day.data.clinician.name}’s visits` : 'Everyone’s visits') : '';
  useViewAnnouncement(`${date}/${nurse ?? ''}`, day.isSuccess && !day.isPlaceholderData, () => `${whose}, ${formatDateLong(date)}: ${visitCount(visits.length)}.`, say);
  const next = nextVisit(visits, date, today, now);

  const choose = (change: { date?: string; nurse?: string }) => {
    const params = new URLSearchParams({ date: change.date ?? date, ...(change.nurse ?? nurse ? { nurse: (change.nurse ?? nurse)! } : {}) });
    if (params.get('date') === today) params.delete('date');
    if (change.nurse === '') params.delete('nurse');
    setSearch(params);
  };

  return (
    <>
      <h1 tabIndex={-1}>{date === today ? 'Today' : formatDateLong(date)}</h1>
      <Who>
        {whose}
        {date === today && day.data ? `, ${formatDateLong(date)}` : ''}
      </Who>
      <Choices>
        <Choice label="Day">
          {(aria) => <Input {...aria} type="date" value={date} onChange={(event) => event.target.value && choose({ date: event.target.value })} />}
        </Choice>
        {nurses.length > 0 && (
          <Choice label="Nurse">
            {(aria) => (
              <Select {...aria} value={nurse ?? ''} onChange={(event) => choose({ nurse: event.target.value })}>
                <option value="">{linked ? `${linked.name} (you)` : 'Everyone'}</option>
                {nurses
                  .filter((one) => one.id !== linked?.id)
                  .map((one) => (
                    <option key={one.id} value={one.id}>
                      {one.name}
                    </option>
                  ))}
              </Select>
            )}
          </Choice>
        )}
        <Refresh type="button" $variant="secondary" aria-busy={day.isFetching || undefined} onClick={() => !day.isFetching && void day.refetch()}>
          {day.isFetching && day.data ? 'Refreshing…' : 'Refresh'}
        </Refresh>
      </Choices>
      <LiveStatus>{said}</LiveStatus>
      {day.isPending && <Loading what="the day" />}
      {day.isError && !day.data && <LoadFailed what="The day" error={day.error} onRetry={() => void day.refetch()} />}
      {day.data && (
        <Updated>
          {!day.isRefetchError && <p>Loaded at {clockTime(day.dataUpdatedAt)}. It needs a connection: nothing of it is kept on this device.</p>}
        </Updated>
      )}
      {/* In the page from the start, so a failed refresh is announced as it comes; the list under it stays. */}
      <div role="alert">
        {day.isRefetchError && (
          <Stale $tone="error">
            <p>
              Could not refresh at {clockTime(day.errorUpdatedAt)}. {serverMessage(day.error) ?? 'Check the connection.'} Showing what was loaded at{' '}
              {clockTime(day.dataUpdatedAt)}.
            </p>
          </Stale>
        )}
      </div>
      {next && (
        <Part aria-labelledby="next-heading">
          <h2 id="next-heading">{next.now ? 'Now' : 'Next'}</h2>
          <TodayVisitCard visit={next.visit} idPrefix="next" />
        </Part>
      )}
      {day.data && (
        <Part aria-labelledby="day-heading">
          <h2 id="day-heading">The day in order: {visitCount(visits.length)}</h2>
          {visits.length ? (
            <List>
              {visits.map((visit) => (
                <li key={visit.id}>
                  <TodayVisitCard visit={visit} idPrefix="day" />
                </li>
              ))}
            </List>
          ) : (
            <Empty>
              <p>No visits on this day.</p>
            </Empty>
          )}
        </Part>
      )}
      <FeedPanel nurses={nurses} linked={linked} />
    </>
  );
}

/** A control with its visible label, as the fields are labelled everywhere else. */
function Choice({ label, children }: { label: string; children: (aria: ReturnType<typeof useFieldIds>['aria']) => ReactNode }) {
  const { id, aria } = useFieldIds(undefined, undefined);
  return (
    <FieldShell id={id} label={label}>
      {children(aria)}
    </FieldShell>
  );
}

const Who = styled.p`
  margin: -0.25rem 0 1rem;
  font-weight: 650;
  color: ${color.muted};
`;

const Choices = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 10rem), 1fr));
  gap: 0.75rem 1rem;
  align-items: end;
  margin-bottom: 1rem;
`;

const Refresh = styled(Button)`
  justify-self: start;
`;

const Updated = styled.div`
  margin-bottom: 1rem;
  color: ${color.muted};
  p { margin: 0; }
`;

const Stale = styled(Notice)`
  margin-bottom: 1rem;
`;

const Part = styled.section`
  margin-top: 1.25rem;
  h2 { font-size: 1.3rem; margin: 0 0 0.6rem; }
`;

const List = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 0.75rem;
`;
