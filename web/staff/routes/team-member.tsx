import { useQuery } from '@tanstack/react-query';
import { type Ref, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { addDays } from '#contract';
import type { ClinicianChangedAnswer } from '#contract/staff';
import { serverMessage } from '../../lib/api';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Notice } from '../../ui/form';
import { toast } from '../../ui/toast';
import { agendaQueries } from '../features/agenda/api';
import { teamQueries, useChangeClinician } from '../features/team/api';
import { ClinicianForm } from '../features/team/clinician-form';
import { clinicToday } from '../lib/clinic-time';
import { useFocusOn } from '../lib/use-focus-on';
import { usePageTitle } from '../lib/use-page-title';
import { Badge } from '../ui/badge';
import { BookingLinks } from '../ui/booking-links';
import { ConfirmDialog } from '../ui/dialog';
import { LoadFailed, Loading } from '../ui/states';

interface Saved {
  /** What was done, in words. */
  done: string;
  answer: ClinicianChangedAnswer;
}

/**
 * One nurse: their details to change, and making them inactive (or active again). A change that
 * leaves standing bookings without a nurse who can take them lists those bookings, each a link to
 * its page, where it can be given another nurse or time.
 */
export function TeamMemberPage() {
  const id = useParams().id ?? '';
  const clinicians = useQuery(teamQueries.list());
  const clinician = clinicians.data?.find((nurse) => nurse.id === id);
  usePageTitle(clinician ? clinician.name : 'Nurse');
  const change = useChangeClinician();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState('');
  const [saved, setSaved] = useState<Saved | null>(null);
  const outcome = useRef<HTMLDivElement>(null);
  useFocusOn(outcome, saved);

  const show = (done: string, answer: ClinicianChangedAnswer) => {
    setSaved({ done, answer });
    toast({ title: 'Saved', description: done, variant: 'success', announce: false });
  };
  const setActive = (active: boolean) => {
    setError('');
    change.mutate(
      { id, change: { active } },
      {
        onSuccess: (answer) => {
          setConfirming(false);
          show(active ? `${answer.clinician.name} is active again and can be booked.` : `${answer.clinician.name} is inactive and takes no new bookings.`, answer);
        },
        onError: (failure) => {
          const message = serverMessage(failure) ?? 'Nothing was changed. Check the connection and try again.';
          if (active) toast({ title: 'Not changed', description: message, variant: 'error' });
          else setError(message);
        },
      },
    );
  };

  return (
    <>
      <p>
        <Link to="/team">Back to the team</Link>
      </p>
      <h1 tabIndex={-1}>{clinician?.name ?? 'Nurse'}</h1>
      {clinicians.isPending && <Loading what="the nurse" />}
      {clinicians.isError && <LoadFailed what="The team" error={clinicians.error} onRetry={() => void clinicians.refetch()} />}
      {clinicians.isSuccess && !clinician && (
        <Notice role="alert">
          <p>There is no nurse with this address. It may have been mistyped.</p>
        </Notice>
      )}
      {saved && <SavedNotice ref={outcome} saved={saved} />}
      {clinician && (
        <>
          <p>{clinician.active ? <Badge $tone="ok">Active</Badge> : <Badge $tone="cancelled">Inactive: takes no bookings</Badge>}</p>
          <Card>
            <ClinicianForm key={clinician.id} clinician={clinician} onSaved={(answer) => show(`${answer.clinician.name}’s details are saved.`, answer)} />
          </Card>
          <Leave>
            <h2>Leave and inactivity</h2>
            <p>
              Leave for a few days or hours: <Link to={`/closed-days?nurse=${encodeURIComponent(clinician.id)}`}>close that time for {clinician.name}</Link>. The other
              nurses’ times stay open.
            </p>
            {clinician.active ? (
              <Button type="button" $variant="secondary" onClick={() => (setError(''), setConfirming(true))}>
                Make inactive
              </Button>
            ) : (
              <Button type="button" $variant="secondary" aria-busy={change.isPending || undefined} onClick={() => !change.isPending && setActive(true)}>
                Make active again
              </Button>
            )}
          </Leave>
          <ConfirmDialog
            open={confirming}
            title={`Make ${clinician.name} inactive?`}
            description={
              <p>
                {clinician.name} will take no new bookings. Their booked visits stand, and are listed next so you can give each to another nurse or move
                it.
              </p>
            }
            confirmLabel="Make inactive"
            busyLabel="Saving…"
            dismissLabel="Keep active"
            busy={change.isPending}
            danger
            focusDismiss
            error={error}
            onConfirm={() => setActive(false)}
            onClose={() => setConfirming(false)}
          />
        </>
      )}
    </>
  );
}

/** What was saved, and the standing bookings left without a nurse who can take them, by name where the agenda knows them. */
function SavedNotice({ saved, ref }: { saved: Saved; ref: Ref<HTMLDivElement> }) {
  const today = clinicToday();
  const ids = saved.answer.toReassign;
  const bookings = useQuery({ ...agendaQueries.range(today, addDays(today, 365)), enabled: ids.length > 0 });
  const known = new Map(bookings.data?.map((booking) => [booking.id, booking]));
  return (
    <Outcome $tone={ids.length ? 'error' : 'success'} ref={ref} tabIndex={-1}>
      <p>
        {saved.done}{' '}
        {ids.length === 0
          ? 'No booking needs another nurse.'
          : `${ids.length === 1 ? '1 booking needs' : `${ids.length} bookings need`} another nurse or time: open each to move or reassign it.`}
      </p>
      {ids.length > 0 && <BookingLinks ids={ids} known={known} />}
    </Outcome>
  );
}

const Outcome = styled(Notice)`
  margin: 1rem 0 1.25rem;
`;

const Leave = styled.section`
  margin-top: 2rem;
  display: grid;
  gap: 0.75rem;
  justify-items: start;
  h2 { font-size: 1.35rem; margin: 0; }
  p { margin: 0; }
`;
