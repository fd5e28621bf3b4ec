import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { BookingKind } from '#contract';
import { ApiError, serverMessage } from '../../../lib/api';
import { QueryProvider } from '../../../lib/query-provider';
import { useSubmissionKey } from '../../../lib/submission-key';
import { useHydrated } from '../../../lib/use-hydrated';
import { Button } from '../../../ui/button';
import { Notice } from '../../../ui/form/notice';
import type { BookingWords } from '../../../i18n/booking.en';
import { useLang, useShell } from '../../../i18n/lang-context';
import type { ManageWords } from '../../../i18n/manage.en';
import { Link } from '../../../ui/link';
import { toast } from '../../../ui/toast';
import { FlowLayout, Panel, Stack } from '../booking.styles';
import { BookingWordsProvider, useBookingWords } from '../booking-words';
import { CancelVisit } from './cancel-visit';
import { type Outcome, OutcomeNotice } from '../booking-outcome';
import { manageQueries, useChangeVisit, type VisitChange } from './manage-api';
import { visitWhen, VisitSummary } from './visit-summary';
import { Phone } from '../../../ui/phone';

/** The slot picker loads once the visit is shown: the page's first load stays within its budget (decision 019). */
const MoveVisit = lazy(() => import('./move-visit').then((module) => ({ default: module.MoveVisit })));

/**
 * The visitor's own booking, reached by the link in their e-mails: the visit, "Cancel this
 * visit" and the slot picker to move it. The token is read from the address only after
 * hydration (the prerendered page has none); the booking is fetched, never cached on the device.
 */
export function ManageBooking({ words }: { words: { booking: BookingWords; manage: ManageWords } }) {
  return (
    <QueryProvider>
      <BookingWordsProvider words={words.booking}>
        <ManageFlow words={words.manage} />
      </BookingWordsProvider>
    </QueryProvider>
  );
}

function ManageFlow({ words }: { words: ManageWords }) {
  const hydrated = useHydrated();
  const { search } = useLocation();
  if (!hydrated) {
    return (
      <Panel>
        <noscript>
          <p>{words.noScript(<Phone />)}</p>
        </noscript>
        <p>{words.loading}</p>
      </Panel>
    );
  }
  const token = new URLSearchParams(search).get('token');
  if (!token) {
    return (
      <Panel>
        <Notice $tone="error">
          <p>
            <strong>{words.noToken.title}</strong>
          </p>
          <p>{words.noToken.text}</p>
        </Notice>
      </Panel>
    );
  }
  return <ManageVisit token={token} words={words} />;
}

function ManageVisit({ token, words }: { token: string; words: ManageWords }) {
  const lang = useLang();
  const bookingWords = useBookingWords();
  const booking = useQuery(manageQueries.booking(token, lang));
  const change = useChangeVisit(token, lang, booking.data?.kind);
  const key = useSubmissionKey();
  const [outcome, setOutcome] = useState<{ of: VisitChange['action']; outcome: Outcome<{ message: string }> } | null>(null);
  // Each move done starts the picker afresh: the time just taken is no longer free, and "Please select a time" would greet the outcome.
  const [moves, setMoves] = useState(0);
  const { toasts } = useShell();

  if (booking.isPending) return <Panel role="status">{words.loading}</Panel>;
  if (booking.isError) return <LoadFailed error={booking.error} retry={() => void booking.refetch()} words={words} />;
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
          const [title, message] = [words.done[request.action], result.data.message ?? ''];
          // The notice beside the form takes focus and is read; the toast shows without a second announcement.
          toast({ title, description: message, variant: 'success', announce: false });
          setOutcome({ of: request.action, outcome: { kind: 'done', title, message } });
          if (request.action === 'reschedule') setMoves((count) => count + 1);
        },
        onError: (error) => {
          const [title, message] = [words.failed[request.action], serverMessage(error) ?? words.tryLater];
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
          <VisitSummary booking={visit} words={words} />
          <OutcomeNotice outcome={outcomeOf('cancel')}>{(done) => <p>{done.message}</p>}</OutcomeNotice>
          {visit.status === 'booked' ? (
            <CancelVisit words={words.cancel} visit={words.visitOn(words.kinds[visit.kind].noun, visitWhen(visit, toasts, bookingWords))} busy={busy('cancel')} onCancel={() => send({ action: 'cancel' })} />
          ) : (
            <BookAgain kind={visit.kind} words={words} />
          )}
        </Stack>
      </Panel>
      {visit.status === 'booked' && (
        <Panel>
          <OutcomeNotice outcome={outcomeOf('reschedule')}>{(done) => <p>{done.message}</p>}</OutcomeNotice>
          <Suspense fallback={<p>{words.move.loading}</p>}>
            <MoveVisit key={moves} words={words.move} kind={visit.kind} busy={busy('reschedule')} onMove={(date, time) => send({ action: 'reschedule', date, time })} />
          </Suspense>
        </Panel>
      )}
    </FlowLayout>
  );
}

function BookAgain({ kind, words }: { kind: BookingKind; words: ManageWords }) {
  const link = (text: string) => <Link to={kind === 'consultation' ? '/consultation' : '/coordinators'}>{text}</Link>;
  return <p>{words.bookAgain(link, <Phone />)}</p>;
}

/** The link refused (not valid, expired) or the booking out of reach (offline, server down): which, and what to do. */
function LoadFailed({ error, retry, words }: { error: unknown; retry: () => void; words: ManageWords }) {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return (
    <Panel>
      <Notice $tone="error" role="alert">
        <p>
          <strong>{refused ? words.refused : words.unreachable.title}</strong>
        </p>
        <p>{refused ? (serverMessage(error) ?? words.callUs) : words.unreachable.text}</p>
        {!refused && (
          <div>
            <Button type="button" $variant="secondary" onClick={retry}>
              {words.tryAgain}
            </Button>
          </div>
        )}
      </Notice>
    </Panel>
  );
}
