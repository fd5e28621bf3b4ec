import { consultationLength } from '../../content/appointment-length';
import { slotWhen } from '../../content/messages';
import { useShell } from '../../i18n/lang-context';
import { QueryProvider } from '../../lib/query-provider';
import { useHydrated } from '../../lib/use-hydrated';
import { SubmitButton } from '../../ui/form';
import { BookingOutcomeNotice } from './booking-outcome';
import { ChosenSlot, FlowLayout, Panel, PanelTitle, Stack } from './booking.styles';
import { clinicTimeZoneName } from '../../lib/clinic-time';
import { ConsultationFields } from './consultation-fields';
import { SlotPicker } from './slot-picker';
import { StaleSlotsNote } from './stale-slots-note';
import { useConsultationBooking } from './use-consultation-booking';

/**
 * The manage page's "Move to another time" (manage/move-visit.tsx, loaded when that page has
 * rendered) takes the slot picker from here, so the picker stays in this widget's file: imported
 * on its own by a second page, the bundler would split it into a file of its own that /contact
 * and /consultation would then fetch on every first load.
 */
export { SlotPicker };

interface Props {
  /**
   * 'page' (/consultation): the button stays disabled until a date and time are chosen.
   * 'tab' (the contact page's tab, under the card's own heading): headings one level lower,
   * and submitting without a slot says 'Missing Information'.
   */
  variant?: 'page' | 'tab';
}

/** The free-consultation booking: slot picker and 'Complete Booking' form. */
export function ConsultationBooking({ variant = 'page' }: Props) {
  return (
    <QueryProvider>
      <ConsultationFlow variant={variant} />
    </QueryProvider>
  );
}

function ConsultationFlow({ variant }: Required<Props>) {
  const booking = useConsultationBooking();
  const { toasts } = useShell();
  const hydrated = useHydrated();
  const { date, time } = booking.choice;
  const lockUntilChosen = variant === 'page' && !(date && time);
  const level = variant === 'page' ? 2 : 3;

  return (
    <form ref={booking.rootRef} method="post" noValidate onSubmit={booking.submit}>
      <FlowLayout>
        <Panel $plain={variant === 'tab'}>
          <StaleSlotsNote stale={booking.slotsStale} />
          <SlotPicker
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
          <PanelTitle as={`h${level}`}>Complete Booking</PanelTitle>
          <BookingOutcomeNotice outcome={booking.outcome} />
          <Stack>
            <ConsultationFields values={booking.form.values} set={booking.form.set} errors={booking.errors} />
            <ChosenSlot>
              {date && time
                ? `Your consultation: ${slotWhen(toasts, date, time)} (${clinicTimeZoneName()}), ${consultationLength()}.`
                : 'Choose a date and time to complete your booking.'}
            </ChosenSlot>
            <SubmitButton busy={booking.pending} busyLabel="Booking…" disabled={!hydrated || lockUntilChosen}>
              {lockUntilChosen ? 'Select Date & Time First' : 'Book Free Consultation'}
            </SubmitButton>
          </Stack>
        </Panel>
      </FlowLayout>
    </form>
  );
}
