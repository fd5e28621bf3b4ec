import { type FormEvent, useRef } from 'react';
import { COORDINATOR_RULE, type CoordinatorForm } from '#contract';
import { serverFieldErrors } from '../../lib/api';
import { useWithRules } from '../../blocks/use-with-rules';
import { interpreterErrors, interpreterValue, NO_INTERPRETER } from '../../ui/form/interpreter-field';
import { focusFirstError, useFormState } from '../../ui/form/use-form-state';
import { facilityScheduled, slotWhen } from '../../i18n/messages';
import type { CoordinatorFormWords } from '../../i18n/booking-coordinator.en';
import { useLang, useShell } from '../../i18n/lang-context';
import { withLanguage } from '../../lib/request-language';
import { toast } from '../../ui/toast';
import { useFormWords } from './booking-words';
import { CLINIC_TIME_ZONE } from '../../lib/clinic-time';
import { currentChoice } from './slots';
import { bookingRules } from './rules';
import { useBookingFlow } from './use-booking-flow';

const EMPTY_COORDINATOR = {
  date: '',
  time: '',
  facilityName: '',
  facilityAddress: '',
  contactName: '',
  contactEmail: '',
  contactPhone: '',
  ...NO_INTERPRETER,
  notes: '',
};

/** Server field names that differ from the form's (the payload's client* are the form's contact*). */
const FROM_PAYLOAD: Record<string, string> = { clientName: 'contactName', clientEmail: 'contactEmail', clientPhone: 'contactPhone' };

/** State and rules of the facility appointment: date and time dropdowns, the form, the request. */
export function useCoordinatorBooking() {
  const flow = useBookingFlow('coordinator');
  const form = useFormState(EMPTY_COORDINATOR, 'coordinator');
  const { toasts } = useShell();
  const words = useFormWords('coordinator');
  const lang = useLang();
  const rules = bookingRules[lang];
  const rootRef = useRef<HTMLFormElement>(null);
  const choice = currentChoice(flow.index, form.values.date, form.values.time);
  const values = { ...form.values, ...choice };
  /** What the checks read: the interpreter's language as the contract names it. */
  const checked = { ...values, interpreterLanguage: interpreterValue(form.values) };

  // Messages show from the first submit attempt on, which waits for the rules to load.
  const clientErrors = (form.attempted && rules.current?.checkCoordinator(checked).errors) || {};
  const withRules = useWithRules(rules);
  const errors = interpreterErrors({ ...form.serverErrors, ...clientErrors }, form.values);

  // Changing the date clears the time (docs/product.md, "The facility appointment form").
  const selectDate = (date: string) => {
    form.set('date')(date);
    form.set('time')('');
    flow.clearOutcome();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (flow.pending) return;
    withRules((checks) => {
      form.markAttempted();
      const result = checks.checkCoordinator(checked);
      if (!result.success) {
        focusFirstError(rootRef.current, interpreterErrors(result.errors, form.values));
        return;
      }
      const booked = result.output;
      flow.send(withLanguage(checks.coordinatorBody(booked), lang), {
        onBooked: () => {
          // The confirmation in place takes focus and is read; the toast shows without a second announcement.
          toast({ ...facilityScheduled(toasts, booked.date, booked.time), announce: false });
          const interpreter = booked.interpreterLanguage && words.coordinator.interpreterBooked(booked.interpreterLanguage);
          return {
            kind: 'done',
            title: words.coordinator.done,
            when: `${slotWhen(toasts, booked.date, booked.time)} (${words.zone()}), ${words.coordinator.length()}`,
            ...(interpreter ? { interpreter } : {}),
            ...calendarFile(booked, words.coordinator.event),
          };
        },
        onDone: form.reset,
        onFailed: (error) => {
          const serverErrors = Object.entries(serverFieldErrors(error)).map(([field, message]) => [FROM_PAYLOAD[field] ?? field, message]);
          form.setServerErrors(Object.fromEntries(serverErrors));
        },
      });
    });
  };

  return { ...flow, values, set: form.set, errors, selectDate, submit, rootRef };
}

function calendarFile(booked: CoordinatorForm, words: CoordinatorFormWords['event']) {
  return {
    fileName: words.fileName(booked.date),
    event: {
      uid: `${crypto.getRandomValues(new Uint32Array(2)).join('-')}-coordinator@${location.hostname}`,
      date: booked.date,
      time: booked.time,
      minutes: COORDINATOR_RULE.minutes,
      timeZone: CLINIC_TIME_ZONE,
      summary: words.summary(booked.facilityName),
      description: words.description(booked.contactName, booked.contactPhone),
      location: booked.facilityAddress,
    },
  };
}
