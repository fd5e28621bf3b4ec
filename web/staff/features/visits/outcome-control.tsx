import { useState } from 'react';
import styled from 'styled-components';
import { formatTime12h } from '#contract';
import { type Outcome, OUTCOMES, type StaffBooking } from '#contract/staff';
import { serverMessage } from '../../../lib/api';
import { Button } from '../../../ui/button';
import { Notice } from '../../../ui/form';
import { hasBegun } from '../../lib/clinic-time';
import { OUTCOME_LABEL } from '../../lib/kinds';
import { LiveStatus } from '../../ui/live-status';
import { useSetOutcome } from './api';
import { VisitSection } from './visit-section';

/**
 * Whether the visit happened: 'Completed' or 'No-show', once its time has begun, and changeable
 * (each change is kept and audited on the server). Two buttons that say which one is chosen
 * (aria-pressed); they stay where they are, so what was saved is said in a live region that is
 * in the page from the start, and a failure in an alert beside them.
 */
export function OutcomeControl({ booking }: { booking: StaffBooking }) {
  const set = useSetOutcome();
  const [said, setSaid] = useState('');
  const [error, setError] = useState('');
  if (booking.status === 'cancelled') return null;
  const begun = hasBegun(booking);
  const choose = (outcome: Outcome) => {
    if (set.isPending || outcome === booking.outcome) return;
    setError('');
    set.mutate(
      { id: booking.id, outcome },
      {
        onSuccess: () => setSaid(`Outcome saved: ${OUTCOME_LABEL[outcome]}.`),
        onError: (failure) => setError(serverMessage(failure) ?? 'The outcome was not saved. Check the connection and try again.'),
      },
    );
  };
  return (
    <Box aria-labelledby="outcome-heading">
      <h2 id="outcome-heading">Outcome</h2>
      {begun ? (
        <>
          <p>{booking.outcome ? `${OUTCOME_LABEL[booking.outcome]}. It can still be changed.` : 'Not marked yet. Did the visit happen?'}</p>
          <Choices role="group" aria-label="Outcome">
            {OUTCOMES.map((outcome) => (
              <Button
                key={outcome}
                type="button"
                $variant={booking.outcome === outcome ? 'primary' : 'secondary'}
                aria-pressed={booking.outcome === outcome}
                aria-busy={(set.isPending && set.variables?.outcome === outcome) || undefined}
                onClick={() => choose(outcome)}
              >
                {OUTCOME_LABEL[outcome]}
              </Button>
            ))}
          </Choices>
        </>
      ) : (
        <p>It can be marked once the visit has begun, from {formatTime12h(booking.time)} that day.</p>
      )}
      <LiveStatus>{said}</LiveStatus>
      <div role="alert">
        {error && (
          <Notice $tone="error">
            <p>{error}</p>
          </Notice>
        )}
      </div>
    </Box>
  );
}

const Box = styled(VisitSection)`
  p { margin: 0 0 0.75rem; }
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  /* A second cue besides the fill; empty alternative text, so the name stays the word. */
  [aria-pressed='true']::before { content: '✓' / ''; }
`;
