import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { ClosureAnswer, StaffClosure } from '#contract/staff';
import { serverMessage } from '../../lib/api';
import { Card } from '../../ui/card';
import { Notice } from '../../ui/form';
import { toast } from '../../ui/toast';
import { agendaQueries } from '../features/agenda/api';
import { closureQueries, useRemoveClosure } from '../features/closures/api';
import { ClosureForm } from '../features/closures/closure-form';
import { ClosureList } from '../features/closures/closure-list';
import { closureWhen } from '../features/closures/closure-words';
import { teamQueries } from '../features/team/api';
import { clinicToday } from '../lib/clinic-time';
import { usePageTitle } from '../lib/use-page-title';
import { BookingLinks } from '../ui/booking-links';
import { ConfirmDialog } from '../ui/dialog';
import { Empty, LoadFailed, Loading } from '../ui/states';

/** Closed days and hours: add one (and see bookings already inside it), list them, open times again. */
export function ClosedDaysPage() {
  usePageTitle('Closed days');
  const closures = useQuery(closureQueries.list());
  const clinicians = useQuery(teamQueries.list()).data ?? [];
  const nurseNames = new Map(clinicians.map((clinician) => [clinician.id, clinician.name]));
  const askedFor = useSearchParams()[0].get('nurse') ?? '';
  const nurse = clinicians.some((clinician) => clinician.id === askedFor && clinician.active) ? askedFor : '';
  const [added, setAdded] = useState<ClosureAnswer | null>(null);
  const [removing, setRemoving] = useState<StaffClosure | null>(null);
  const [removeError, setRemoveError] = useState('');
  const remove = useRemoveClosure();
  const outcome = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const today = clinicToday();
  const current = closures.data?.filter((closure) => closure.to >= today).sort((a, b) => a.from.localeCompare(b.from)) ?? [];
  const past = closures.data?.filter((closure) => closure.to < today).sort((a, b) => b.from.localeCompare(a.from)) ?? [];

  const onAdded = (answer: ClosureAnswer) => {
    setAdded(answer);
    // The outcome stays beside the form and takes focus, so it is read once (decision 013).
    requestAnimationFrame(() => outcome.current?.focus());
  };
  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        toast({ title: 'Closed time removed', description: `${closureWhen(removing)} is open for booking again.`, variant: 'success' });
        setRemoving(null);
        requestAnimationFrame(() => heading.current?.focus());
      },
      onError: (error) => setRemoveError(serverMessage(error) ?? 'The closed time was not removed. Check the connection and try again.'),
    });
  };
  const askRemove = (closure: StaffClosure) => {
    setRemoveError('');
    setRemoving(closure);
  };

  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        Closed days
      </h1>
      <Card>
        {/* Keyed by the nurse asked for, which is known once the team has loaded. */}
        <ClosureForm key={nurse} onAdded={onAdded} nurses={clinicians.filter((clinician) => clinician.active)} nurse={nurse} />
      </Card>
      {added && (
        <Outcome $tone={added.conflicts.length ? 'error' : 'success'} ref={outcome} tabIndex={-1}>
          <p>
            Closed {closureWhen(added.closure)}
            {added.closure.clinicianId ? ` for ${nurseNames.get(added.closure.clinicianId) ?? 'the nurse'} (leave)` : ''}.{' '}
            {added.conflicts.length ? '' : added.closure.clinicianId ? 'None of their bookings were inside it.' : 'No bookings were inside it.'}
          </p>
          {added.conflicts.length > 0 && <Conflicts closure={added.closure} ids={added.conflicts} />}
        </Outcome>
      )}
      <Listed>Closed times</Listed>
      {closures.isPending && <Loading what="closed times" />}
      {closures.isError && <LoadFailed what="Closed times" error={closures.error} onRetry={() => void closures.refetch()} />}
      {closures.isSuccess && current.length === 0 && (
        <Empty>
          <p>Nothing is closed from today on: every day follows the usual hours.</p>
        </Empty>
      )}
      {current.length > 0 && <ClosureList closures={current} nurses={nurseNames} onRemove={askRemove} />}
      {past.length > 0 && (
        <details>
          <summary>Past closed times ({past.length})</summary>
          <ClosureList closures={past} nurses={nurseNames} onRemove={askRemove} />
        </details>
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Open these times again?"
        confirmLabel="Remove closed time"
        busyLabel="Removing…"
        dismissLabel="Keep closed"
        busy={remove.isPending}
        error={removeError}
        focusDismiss
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
        description={<p>{removing && `${closureWhen(removing)} (${removing.reason}): visitors can book these times again.`}</p>}
      />
    </>
  );
}

/**
 * Bookings already inside a new closed time, by name and time where the agenda knows them. For a
 * nurse's leave they are that nurse's: each to give to another nurse, move, or cancel.
 */
function Conflicts({ closure, ids }: { closure: StaffClosure; ids: string[] }) {
  const bookings = useQuery(agendaQueries.range(closure.from, closure.to));
  const byId = new Map(bookings.data?.map((booking) => [booking.id, booking]));
  return (
    <>
      <p>
        {ids.length === 1 ? 'One booking is' : `${ids.length} bookings are`} already inside it.{' '}
        {closure.clinicianId
          ? 'Open each to give it to another nurse or move it:'
          : 'They stand until you cancel them or call the client:'}
      </p>
      <BookingLinks ids={ids} known={byId} />
    </>
  );
}

const Listed = styled.h2`
  margin-top: 2rem;
`;

const Outcome = styled(Notice)`
  margin-top: 1.25rem;
`;
