import { MAX_LENGTH } from '#contract';
import type { CoordinatorBookingWords } from '../../i18n/booking.en';
import { QueryProvider } from '../../lib/query-provider';
import { useHydrated } from '../../lib/use-hydrated';
import { Button } from '../../ui/button';
import { SelectField, TextAreaField, TextField } from '../../ui/form/fields';
import { FieldGrid } from '../../ui/form/form.styles';
import { InterpreterField } from '../../ui/form/interpreter-field';
import { SubmitButton } from '../../ui/form/submit-button';
import { Muted, Panel, PanelTitle, Stack } from './booking.styles';
import { BookingWordsProvider, useFormWords } from './booking-words';
import { coordinatorDateOptions, coordinatorTimeOptions } from './coordinator-options';
import { NoScriptNote } from './no-script-note';
import { BookingOutcomeArea, preloadOutcome } from './outcome-area';
import { StaleSlotsNote } from './stale-slots-note';
import { useCoordinatorBooking } from './use-coordinator-booking';
import { Phone } from '../../ui/phone';

/** The facility appointment form of /coordinators: native date and time dropdowns, no calendar. */
export function CoordinatorBooking({ words }: { words: CoordinatorBookingWords }) {
  return (
    <QueryProvider>
      <BookingWordsProvider words={words}>
        <CoordinatorFlow />
      </BookingWordsProvider>
    </QueryProvider>
  );
}

function CoordinatorFlow() {
  const booking = useCoordinatorBooking();
  const hydrated = useHydrated();
  const { index, values, set, errors } = booking;
  const words = useFormWords('coordinator');
  const said = words.coordinator;
  const datePlaceholder = index ? said.selectDate : booking.slotsFailed ? said.datesFailed : said.loadingDates;

  return (
    <Panel>
      <PanelTitle>{said.title}</PanelTitle>
      <Muted>{said.intro(words.zone())}</Muted>
      <NoScriptNote />
      <StaleSlotsNote stale={booking.slotsStale} />
      <BookingOutcomeArea outcome={booking.outcome} />
      <form ref={booking.rootRef} method="post" noValidate onSubmit={booking.submit} onFocus={preloadOutcome}>
        <Stack>
          <FieldGrid>
            <SelectField
              name="date"
              label={said.date}
              placeholder={datePlaceholder}
              options={index ? coordinatorDateOptions(index, words) : []}
              disabled={!index}
              value={values.date}
              onChange={booking.selectDate}
              error={errors.date}
            />
            <SelectField
              name="time"
              label={said.time}
              placeholder={values.date ? said.selectTime : said.dateFirst}
              options={index && values.date ? coordinatorTimeOptions(index, values.date, words) : []}
              disabled={!values.date}
              value={values.time}
              onChange={set('time')}
              error={errors.time}
            />
            {booking.slotsFailed && !index && (
              <Muted data-span="full">
                {said.loadFailed(
                  <Button type="button" $variant="secondary" onClick={booking.retrySlots}>
                    {words.tryAgain}
                  </Button>,
                  <Phone />,
                )}
              </Muted>
            )}
            <TextField full name="facilityName" label={said.facilityName} autoComplete="organization" maxLength={MAX_LENGTH.shortText} value={values.facilityName} onChange={set('facilityName')} error={errors.facilityName} />
            <TextField full name="facilityAddress" label={said.facilityAddress} maxLength={MAX_LENGTH.address} value={values.facilityAddress} onChange={set('facilityAddress')} error={errors.facilityAddress} />
            <TextField full name="contactName" label={said.contactName} autoComplete="name" maxLength={MAX_LENGTH.name} value={values.contactName} onChange={set('contactName')} error={errors.contactName} />
            <TextField name="contactEmail" label={said.contactEmail} type="email" autoComplete="email" maxLength={MAX_LENGTH.email} value={values.contactEmail} onChange={set('contactEmail')} error={errors.contactEmail} />
            <TextField name="contactPhone" label={said.contactPhone} type="tel" autoComplete="tel" maxLength={MAX_LENGTH.phone} value={values.contactPhone} onChange={set('contactPhone')} error={errors.contactPhone} />
            <InterpreterField values={values} set={set} errors={errors} words={said.interpreter} />
            <TextAreaField
              optional
              full
              name="notes"
              label={said.notes}
              hint={said.notesHint}
              maxLength={MAX_LENGTH.notes}
              value={values.notes}
              onChange={set('notes')}
              error={errors.notes}
            />
          </FieldGrid>
          <SubmitButton busy={booking.pending} busyLabel={words.busy} disabled={!hydrated}>
            {said.submit}
          </SubmitButton>
        </Stack>
      </form>
    </Panel>
  );
}
