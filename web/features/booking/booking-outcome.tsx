import { type ReactNode, useEffect, useRef } from 'react';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/form/notice';
import { WayToHelp } from '../../blocks/way-to-help';
import { useBookingWords } from './booking-words';
import { StatusArea } from './booking.styles';
import type { CalendarEvent } from './ics';

/**
 * What a submission came to, shown beside its form until the next attempt (decision 013): done
 * (with what the form says of it), kept by the outbox, or why it failed (the toast says it too,
 * but goes after a few seconds). Each ends with the way to help (decision 025).
 */
export type Outcome<Done> = { kind: 'failed'; title: string; message: string } | { kind: 'queued' } | ({ kind: 'done'; title: string } & Done);

const SafetyNet = () => (
  <p>
    <WayToHelp guide />
  </p>
);

/**
 * A change made or kept replaces the control that made it (the form was cleared), so focus moves
 * here and it is read once, by focus; the area is not a live region as well. A failure leaves
 * focus in the form, where the visitor tries again; the error toast (an alert) announces it, and
 * this keeps it on the page.
 */
export function OutcomeNotice<Done>({ outcome, children }: { outcome: Outcome<Done> | null; children: (done: Extract<Outcome<Done>, { kind: 'done' }>) => ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const words = useBookingWords();
  useEffect(() => {
    if (!outcome || outcome.kind === 'failed') return;
    // Centred, so the toast in the top corner does not cover it.
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
          <SafetyNet />
        </Notice>
      )}
      {outcome?.kind === 'queued' && (
        <Notice ref={ref} tabIndex={-1}>
          <p>{words.queued}</p>
          <SafetyNet />
        </Notice>
      )}
      {outcome?.kind === 'done' && (
        <Notice ref={ref} tabIndex={-1} $tone="success">
          <p>
            <strong>{outcome.title}</strong>
          </p>
          {children(outcome as Extract<Outcome<Done>, { kind: 'done' }>)}
          <SafetyNet />
        </Notice>
      )}
    </StatusArea>
  );
}

/** What the form area shows after a booking request: done comes with its time and calendar file. */
export type BookingOutcome = Outcome<{ when: string; event: CalendarEvent; fileName: string; bookingId?: string; /** That a free interpreter will be there, when one was asked for. */ interpreter?: string }>;
type Booked = Extract<BookingOutcome, { kind: 'done' }>;

/**
 * The .ics writer loads when a visitor asks for the file, not with the booking form. The event's
 * UID is the booking's own, as in the e-mails' files, so a calendar keeps one event and a
 * cancellation e-mail removes it.
 */
async function addToCalendar({ fileName, event, bookingId }: Booked): Promise<void> {
  const { buildIcs, calendarUid, downloadIcs } = await import('./ics');
  downloadIcs(fileName, buildIcs(bookingId ? { ...event, uid: calendarUid(bookingId) } : event));
}

/** A booking form's outcome: a booking made comes with its time and its calendar file. */
export function BookingOutcomeNotice({ outcome }: { outcome: BookingOutcome | null }) {
  const words = useBookingWords();
  return (
    <OutcomeNotice outcome={outcome}>
      {(booked) => (
        <>
          <p>{booked.when}</p>
          {booked.interpreter && <p>{booked.interpreter}</p>}
          <div>
            <Button type="button" $variant="secondary" onClick={() => void addToCalendar(booked)}>
              {words.addToCalendar}
            </Button>
          </div>
        </>
      )}
    </OutcomeNotice>
  );
}
