import { useEffect, useRef } from 'react';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/form';
import { QUEUED_MESSAGE } from '../../lib/submit';
import { StatusArea } from './booking.styles';
import type { BookingOutcome as Outcome } from './use-booking-flow';

/**
 * The .ics writer loads when a visitor asks for the file, not with the booking form. The event's
 * UID is the booking's own, as in the e-mails' files, so a calendar keeps one event and a
 * cancellation e-mail removes it.
 */
async function addToCalendar({ fileName, event, bookingId }: Extract<Outcome, { kind: 'booked' }>): Promise<void> {
  const { buildIcs, calendarUid, downloadIcs } = await import('./ics');
  downloadIcs(fileName, buildIcs(bookingId ? { ...event, uid: calendarUid(bookingId) } : event));
}

/**
 * The form area's message after a submission; it stays until the next one. A booking made or
 * kept takes focus (the form it replaced was cleared), so it is read once, by focus, and the
 * area is not a live region as well. A failure leaves focus in the form, where the visitor
 * picks another time; the error toast (an alert) announces it, and this keeps it on the page.
 */
export function BookingOutcome({ outcome }: { outcome: Outcome | null }) {
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!outcome || outcome.kind === 'failed') return;
    // Centred, so the toast in the top corner does not cover it.
    noticeRef.current?.focus({ preventScroll: true });
    noticeRef.current?.scrollIntoView?.({ block: 'center' });
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
            <Button type="button" $variant="secondary" onClick={() => void addToCalendar(outcome)}>
              Add to calendar
            </Button>
          </div>
        </Notice>
      )}
    </StatusArea>
  );
}
