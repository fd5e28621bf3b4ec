import { useEffect, useRef } from 'react';
import { Notice } from '../../../ui/form';
import { QUEUED_MESSAGE } from '../../../lib/submit';
import { StatusArea } from '../booking.styles';

/** What a cancel or a move came to; it stays beside its form until the next attempt (decision 013). */
export type ChangeOutcome = { kind: 'done'; title: string; message: string } | { kind: 'queued' } | { kind: 'failed'; title: string; message: string };

/**
 * A change made (or kept by the outbox) replaces the control that made it, so focus moves here
 * and it is read once, by focus. A failure leaves focus where the visitor was; the error toast
 * (an alert) announces it, and this keeps it on the page.
 */
export function ChangeOutcomeNotice({ outcome }: { outcome: ChangeOutcome | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!outcome || outcome.kind === 'failed') return;
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView?.({ block: 'center' });
  }, [outcome]);

  return (
    <StatusArea>
      {outcome?.kind === 'failed' && (
        <Notice $tone="error">
          <p>
            <strong>{outcome.title}</strong>
          </p>
          <p>{outcome.message}</p>
        </Notice>
      )}
      {outcome?.kind === 'queued' && (
        <Notice ref={ref} tabIndex={-1}>
          <p>{QUEUED_MESSAGE}</p>
        </Notice>
      )}
      {outcome?.kind === 'done' && (
        <Notice ref={ref} tabIndex={-1} $tone="success">
          <p>
            <strong>{outcome.title}</strong>
          </p>
          <p>{outcome.message}</p>
        </Notice>
      )}
    </StatusArea>
  );
}
