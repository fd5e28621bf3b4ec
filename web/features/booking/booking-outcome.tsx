import { useEffect, useRef } from 'react';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/form';
import { QUEUED_MESSAGE } from '../../lib/submit';
import { StatusArea } from './booking.styles';
import { buildIcs, downloadIcs } from './ics';
import type { BookingOutcome as Outcome } from './use-booking-flow';

/**
 * The form area's message after a submission. The status region is always in the page, so
 * its new text is announced; focus moves to it because the form it replaced has been cleared.
 */
export function BookingOutcome({ outcome }: { outcome: Outcome | null }) {
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!outcome) return;
    // Centred, so the toast in the top corner does not cover it.
    noticeRef.current?.focus({ preventScroll: true });
    noticeRef.current?.scrollIntoView?.({ block: 'center' });
  }, [outcome]);

  return (
    <StatusArea role="status">
      {outcome?.kind === 'queued' && (
        <Notice ref={noticeRef} tabIndex={-1}>
          <p>{QUEUED_MESSAGE}</p>
        </Notice>
      )}
      {outcome?.kind === 'booked' && (
        <Notice ref={noticeRef} tabIndex={-1} $tone="success">
          <p>
            <strong>{outcome.title}</strong>
          </p>
          <p>{outcome.when}</p>
          <div>
            <Button type="button" $variant="secondary" onClick={() => downloadIcs(outcome.fileName, buildIcs(outcome.event))}>
              Add to calendar
            </Button>
          </div>
        </Notice>
      )}
    </StatusArea>
  );
}
