import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { type BookingKind, provider } from '../../../../api/contract';
import { ApiError, serverMessage } from '../../../lib/api';
import { withTty } from '../../../../api/contract/phone';
import { QueryProvider } from '../../../lib/query-provider';
import { useSubmissionKey } from '../../../lib/submission-key';
import { useHydrated } from '../../../lib/use-hydrated';
import { Button } from '../../../ui/button';
import { Notice } from '../../../ui/form';
import { useShell } from '../../../i18n/lang-context';
import { Link } from '../../../ui/link';
import { toast } from '../../../ui/toast';
import { FlowLayout, Panel, Stack } from '../booking.styles';
import { CancelVisit } from './cancel-visit';
import { type Outcome, OutcomeNotice } from '../booking-outcome';
import { manageQueries, useChangeVisit, type VisitChange } from './manage-api';
import { VISIT_LABEL, visitWhen, VisitSummary } from './visit-summary';
import { Phone } from '../../../ui/phone';

const CALL_US = `Please call us at ${withTty(provider.phone)}.`;

/** Titles of a change's outcome; the server's message says the rest. */
const DONE: Record<VisitChange['action'], string> = { cancel: 'Your visit is cancelled', reschedule: 'Your visit has moved' };
const REFUSED: Record<VisitChange['action'], string> = { cancel: 'Could Not Cancel Your Visit', reschedule: 'Could Not Move Your Visit' };

/** The slot picker loads once the visit is shown: the page's first load stays within its budget (decision 019). */
const MoveVisit = lazy(() => import('./move-visit').then((module) => ({ default: module.MoveVisit })));

/**
 * The visitor's own booking, reached by the link in their e-mails: the visit, "Cancel this
 * visit" and the slot picker to move it. The token is read from the address only after
 * hydration (the prerendered page has none); the booking is fetched, never cached on the device.
 */
export function ManageBooking() {
  return (
    <QueryProvider>
      <ManageFlow />
    </QueryProvider>
  );
}

function ManageFlow() {
  const hydrated = useHydrated();
  const { search } = useLocation();
  if (!hydrated) {
    return (
      <Panel>
        <noscript>
          <p>
            This page needs JavaScript to show your booking. To change or cancel it, please call us at{' '}
            <Phone />.
          </p>
        </noscript>
        <p>Loading your booking…</p>
      </Panel>
    );
  }
  const token = new URLSearchParams(search).get('token');
  if (!token) {
    return (
      <Panel>
        <Notice $tone="error">
          <p>
            <strong>This page needs the link from your e-mail.</strong>
          </p>
          <p>Open it from the e-mail we sent when you booked. {CALL_US}</p>
        </Notice>
      </Panel>
    );
  }
  return <ManageVisit token={token} />;
}

function ManageVisit({ token }: { token: string }) {
  const booking = useQuery(manageQueries.booking(token));
  const change = useChangeVisit(token, booking.data?.kind);
  const key = useSubmissionKey();
  const [outcome, setOutcome] = useState<{ of: VisitChange['action']; outcome: Outcome<{ message: string }> } | null>(null);
  // Each move done starts the picker afresh: the time just taken is no longer free, and "Please select a time" would greet the outcome.
  const [moves, setMoves] = useState(0);
  const { toasts } = useShell();

  if (booking.isPending) return <Panel role="status">Loading your booking…</Panel>;
  if (booking.isError) return <LoadFailed error={booking.error} retry={() => void booking.refetch()} />;
  const visit = booking.data;

  const send = (request: VisitChange) => {
    if (change.isPending) return;
    setOutcome(null);
    change.mutate(
      { request, idempotencyKey: key.for(request) },
      {
        onSuccess: (result) => {
          // Kept by the outbox: the same request again (a second tap) keeps its key, so it is held and sent once.
          if (result.status === 'queued') return setOutcome({ of: request.action, outcome: { kind: 'queued' } });
          key.reset();
          const [title, message] = [DONE[request.action], result.data.message ?? ''];
          // The notice beside the form takes focus and is read; the toast shows without a second announcement.
          toast({ title, description: message, variant: 'success', announce: false });
          setOutcome({ of: request.action, outcome: { kind: 'done', title, message } });
          if (request.action === 'reschedule') setMoves((count) => count + 1);
        },
        onError: (error) => {
          const [title, message] = [REFUSED[request.action], serverMessage(error) ?? `Please try again. ${CALL_US}`];
          toast({ title, description: message, variant: 'error' });
          setOutcome({ of: request.action, outcome: { kind: 'failed', title, message } });
        },
      },
    );
  };
  const outcomeOf = (action: VisitChange['action']) => (outcome?.of === action ? outcome.outcome : null);
  const busy = (action: VisitChange['action']) => change.isPending && change.variables?.request.action === action;

  return (
    <FlowLayout>
      <Panel>
        <Stack>
          <VisitSummary booking={visit} />
          <OutcomeNotice outcome={outcomeOf('cancel')}>{(done) => <p>{done.message}</p>}</OutcomeNotice>
          {visit.status === 'booked' ? (
            <CancelVisit visit={`your ${VISIT_LABEL[visit.kind].noun} on ${visitWhen(visit, toasts)}`} busy={busy('cancel')} onCancel={() => send({ action: 'cancel' })} />
          ) : (
            <BookAgain kind={visit.kind} />
          )}
        </Stack>
      </Panel>
      {visit.status === 'booked' && (
        <Panel>
          <OutcomeNotice outcome={outcomeOf('reschedule')}>{(done) => <p>{done.message}</p>}</OutcomeNotice>
          <Suspense fallback={<p>Loading the available times…</p>}>
            <MoveVisit key={moves} kind={visit.kind} busy={busy('reschedule')} onMove={(date, time) => send({ action: 'reschedule', date, time })} />
          </Suspense>
        </Panel>
      )}
    </FlowLayout>
  );
}

function BookAgain({ kind }: { kind: BookingKind }) {
  return (
    <p>
      This visit is cancelled. To book a new time, <Link to={kind === 'consultation' ? '/consultation' : '/coordinators'}>choose one here</Link> or call us at{' '}
      <Phone />.
    </p>
  );
}

/** The link refused (not valid, expired) or the booking out of reach (offline, server down): which, and what to do. */
function LoadFailed({ error, retry }: { error: unknown; retry: () => void }) {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return (
    <Panel>
      <Notice $tone="error" role="alert">
        <p>
          <strong>{refused ? 'This link cannot be used' : 'We could not load your booking'}</strong>
        </p>
        <p>{refused ? (serverMessage(error) ?? CALL_US) : `Please check your connection and try again. ${CALL_US}`}</p>
        {!refused && (
          <div>
            <Button type="button" $variant="secondary" onClick={retry}>
              Try again
            </Button>
          </div>
        )}
      </Notice>
    </Panel>
  );
}
