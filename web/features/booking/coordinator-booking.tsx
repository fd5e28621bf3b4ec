import { MAX_LENGTH } from '../../../api/contract';
import { visitLength } from '../../content/appointment-length';
import { QueryProvider } from '../../lib/query-provider';
import { useHydrated } from '../../lib/use-hydrated';
import { Button } from '../../ui/button';
import { FieldGrid, SelectField, SubmitButton, TextAreaField, TextField } from '../../ui/form';
import { BookingOutcomeNotice } from './booking-outcome';
import { Muted, Panel, PanelTitle, Stack } from './booking.styles';
import { clinicTimeZoneName } from '../../lib/clinic-time';
import { coordinatorDateOptions, coordinatorTimeOptions } from './coordinator-options';
import { NoScriptNote } from './no-script-note';
import { StaleSlotsNote } from './stale-slots-note';
import { useCoordinatorBooking } from './use-coordinator-booking';
import { Phone } from '../../ui/phone';

/** The facility appointment form of /coordinators: native date and time dropdowns, no calendar. */
export function CoordinatorBooking() {
  return (
    <QueryProvider>
      <CoordinatorFlow />
    </QueryProvider>
  );
}

function CoordinatorFlow() {
  const booking = useCoordinatorBooking();
  const hydrated = useHydrated();
  const { index, values, set, errors } = booking;
  const datePlaceholder = index ? 'Select a date' : booking.slotsFailed ? 'Dates could not be loaded' : 'Loading dates…';

  return (
    <Panel>
      <PanelTitle>Book a Facility Appointment</PanelTitle>
      <Muted>{`Appointments last ${visitLength()}. All times are ${clinicTimeZoneName()}.`}</Muted>
      <NoScriptNote />
      <StaleSlotsNote stale={booking.slotsStale} />
      <BookingOutcomeNotice outcome={booking.outcome} />
      <form ref={booking.rootRef} method="post" noValidate onSubmit={booking.submit}>
        <Stack>
          <FieldGrid>
            <SelectField
              name="date"
              label="Date"
              placeholder={datePlaceholder}
              options={index ? coordinatorDateOptions(index) : []}
              disabled={!index}
              value={values.date}
              onChange={booking.selectDate}
              error={errors.date}
            />
            <SelectField
              name="time"
              label="Time"
              placeholder={values.date ? 'Select a time' : 'Select a date first'}
              options={index && values.date ? coordinatorTimeOptions(index, values.date) : []}
              disabled={!values.date}
              value={values.time}
              onChange={set('time')}
              error={errors.time}
            />
            {booking.slotsFailed && !index && (
              <Muted data-span="full">
                We couldn’t load the open dates.{' '}
                <Button type="button" $variant="secondary" onClick={booking.retrySlots}>
                  Try again
                </Button>{' '}
                or call <Phone />.
              </Muted>
            )}
            <TextField full name="facilityName" label="Facility Name" autoComplete="organization" maxLength={MAX_LENGTH.shortText} value={values.facilityName} onChange={set('facilityName')} error={errors.facilityName} />
            <TextField full name="facilityAddress" label="Facility Address" maxLength={MAX_LENGTH.address} value={values.facilityAddress} onChange={set('facilityAddress')} error={errors.facilityAddress} />
            <TextField full name="contactName" label="Contact Name" autoComplete="name" maxLength={MAX_LENGTH.name} value={values.contactName} onChange={set('contactName')} error={errors.contactName} />
            <TextField name="contactEmail" label="Contact Email" type="email" autoComplete="email" maxLength={MAX_LENGTH.email} value={values.contactEmail} onChange={set('contactEmail')} error={errors.contactEmail} />
            <TextField name="contactPhone" label="Contact Phone" type="tel" autoComplete="tel" maxLength={MAX_LENGTH.phone} value={values.contactPhone} onChange={set('contactPhone')} error={errors.contactPhone} />
            <TextAreaField
              optional
              full
              name="notes"
              label="Notes"
              hint="Number of residents to discuss, parking or check-in instructions, anything else we should know. Do not include residents' names or health details."
              maxLength={MAX_LENGTH.notes}
              value={values.notes}
              onChange={set('notes')}
              error={errors.notes}
            />
          </FieldGrid>
          <SubmitButton busy={booking.pending} busyLabel="Booking…" disabled={!hydrated}>
            Book Appointment
          </SubmitButton>
        </Stack>
      </form>
    </Panel>
  );
}
