import { memo, Suspense, useEffect, useState } from 'react';
import { slotWhen } from '../../i18n/messages';
import type { ConsultationFormWords } from '../../i18n/booking-consultation.en';
import type { ConsultationBookingWords } from '../../i18n/booking.en';
import { useShell } from '../../i18n/lang-context';
import { lazyWithWords } from '../../lib/lazy-with-words';
import { QueryProvider } from '../../lib/query-provider';
import { SubmitButton } from '../../ui/form/submit-button';
import { BookingWordsProvider, useFormWords } from './booking-words';
import { ChosenSlot, FlowLayout, Panel, PanelTitle, Stack } from './booking.styles';
import type { ConsultationFieldsProps } from './consultation-fields';
import { BookingOutcomeArea, preloadOutcome } from './outcome-area';
import { EarlySlotPicker } from './early-picker';
import { StaleSlotsNote } from './stale-slots-note';
import { useConsultationBooking } from './use-consultation-booking';

interface Props {
  /** Its words, in the page's language (web/i18n/booking.en.tsx, booking.es.tsx). */
  words: ConsultationBookingWords;
  /**
   * 'page' (/consultation): the button stays disabled until a date and time are chosen.
   * 'tab' (the contact page's tab, under the card's own heading): headings one level lower,
   * and submitting without a slot says 'Missing Information'.
   */
  variant?: 'page' | 'tab';
}

/**
 * The contact details' six fields load after the first paint, with their words (the first tap is
 * on the calendar): prerendered, they hydrate when they arrive, and `onReady` then enables the
 * submit button.
 * Memoised around its boundary: a boundary still waiting for its code that receives new props
 * would throw its prerendered fields away, so only what the visitor changes in them reaches it.
 */
const DeferredFields = memo(function DeferredFields({ onReady, words, ...props }: Omit<ConsultationFieldsProps, 'words'> & { words: ConsultationFormWords['fields']; onReady: (ready: boolean) => void }) {
  const ConsultationFields = lazyWithWords(() => import('./consultation-fields').then((module) => module.ConsultationFields), words);
  return (
    <Suspense fallback={null}>
      <ConsultationFields {...props} />
      <Ready onReady={onReady} />
    </Suspense>
  );
});

/** Says, once mounted, that the fields beside it have hydrated (or rendered). */
function Ready({ onReady }: { onReady: (ready: boolean) => void }) {
  useEffect(() => onReady(true), [onReady]);
  return null;
}

/** The free-consultation booking: slot picker and 'Complete Booking' form. */
export function ConsultationBooking({ words, variant = 'page' }: Props) {
  return (
    <QueryProvider>
      <BookingWordsProvider words={words}>
        <ConsultationFlow variant={variant} />
      </BookingWordsProvider>
    </QueryProvider>
  );
}

function ConsultationFlow({ variant }: { variant: 'page' | 'tab' }) {
  const booking = useConsultationBooking();
  const { toasts } = useShell();
  const words = useFormWords('consultation');
  const said = words.consultation;
  // False in the prerendered HTML and until the fields have hydrated: a tap before cannot post the form natively.
  const [fieldsReady, setFieldsReady] = useState(false);
  const { date, time } = booking.choice;
  const lockUntilChosen = variant === 'page' && !(date && time);
  const level = variant === 'page' ? 2 : 3;

  return (
    <form ref={booking.rootRef} method="post" noValidate onSubmit={booking.submit} onFocus={preloadOutcome}>
      <FlowLayout>
        <Panel $plain={variant === 'tab'}>
          <StaleSlotsNote stale={booking.slotsStale} />
          <EarlySlotPicker
            headingLevel={level}
            index={booking.index}
            failed={booking.slotsFailed}
            onRetry={booking.retrySlots}
            date={date}
            time={time}
            onDateChange={booking.selectDate}
            onTimeChange={booking.selectTime}
            errors={booking.errors}
          />
        </Panel>
        <Panel $plain={variant === 'tab'}>
          <PanelTitle as={`h${level}`}>{said.complete}</PanelTitle>
          <BookingOutcomeArea outcome={booking.outcome} />
          <Stack>
            <DeferredFields values={booking.form.values} set={booking.form.set} errors={booking.errors} words={said.fields} onReady={setFieldsReady} />
            <ChosenSlot>{date && time ? said.chosen(slotWhen(toasts, date, time), words.zone()) : said.choose}</ChosenSlot>
            <SubmitButton busy={booking.pending} busyLabel={words.busy} disabled={!fieldsReady || lockUntilChosen}>
              {lockUntilChosen ? said.locked : said.submit}
            </SubmitButton>
          </Stack>
        </Panel>
      </FlowLayout>
    </form>
  );
}
