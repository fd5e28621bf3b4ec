import { type FormEvent, useMemo, useRef, useState } from 'react';
import { CONSULTATION_RULE } from '#contract';
import { serverFieldErrors } from '../../lib/api';
import { useWithRules } from '../../blocks/use-with-rules';
import { focusFirstError, useFormState } from '../../ui/form/use-form-state';
import { consultationScheduled, slotWhen } from '../../i18n/messages';
import type { ConsultationFormWords } from '../../i18n/booking-consultation.en';
import { useLang, useShell } from '../../i18n/lang-context';
import { withLanguage } from '../../lib/request-language';
import { toast } from '../../ui/toast';
import type { ConsultationSubmit } from './booking-checks';
import { useFormWords } from './booking-words';
import { CLINIC_TIME_ZONE } from '../../lib/clinic-time';
import { currentChoice } from './slots';
import { bookingRules } from './rules';
import { useBookingFlow } from './use-booking-flow';

const NO_ERRORS: Record<string, string> = {};

export const EMPTY_CONSULTATION = { clientName: '', clientEmail: '', clientPhone: '', consultationType: '', woundType: '', notes: '' };

/** State and rules of the consultation booking: the picked slot, the form, the request and its outcome. */
export function useConsultationBooking() {
  const flow = useBookingFlow('consultation');
  const form = useFormState(EMPTY_CONSULTATION, 'consultation');
  const { toasts } = useShell();
  const words = useFormWords('consultation');
  const lang = useLang();
  const rules = bookingRules[lang];
  const [picked, setPicked] = useState({ date: '', time: '' });
  const rootRef = useRef<HTMLFormElement>(null);
  const choice = currentChoice(flow.index, picked.date, picked.time);

  // Messages show from the first submit attempt on, which waits for the rules to load.
  const clientErrors = (form.attempted && rules.current?.checkConsultation({ ...form.values, ...choice }).errors) || NO_ERRORS;
  const withRules = useWithRules(rules);
  // Unchanged until a message changes: the fields do not render again when only the slot list does.
  const errors = useMemo(() => ({ ...form.serverErrors, ...clientErrors }), [form.serverErrors, clientErrors]);

  const selectDate = (date: string) => {
    setPicked({ date, time: '' });
    flow.clearOutcome();
  };
  const selectTime = (time: string) => setPicked((previous) => ({ ...previous, time }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (flow.pending) return;
    withRules((checks) => {
      form.markAttempted();
      const result = checks.checkConsultation({ ...form.values, ...choice });
      if (!result.success) {
        if (!choice.date || !choice.time) {
          toast({ ...words.consultation.missing, variant: 'error' });
        }
        focusFirstError(rootRef.current, result.errors);
        return;
      }
      const booked = result.output;
      flow.send(withLanguage(checks.consultationBody(booked), lang), {
        onBooked: () => {
          // The confirmation in place takes focus and is read; the toast shows without a second announcement.
          toast({ ...consultationScheduled(toasts, booked.date, booked.time), announce: false });
          return { kind: 'done', title: words.consultation.done, when: `${slotWhen(toasts, booked.date, booked.time)} (${words.zone()})`, ...calendarFile(booked, words.consultation.event) };
        },
        onDone: () => {
          form.reset();
          setPicked({ date: '', time: '' });
        },
        onFailed: (error) => {
          form.setServerErrors(serverFieldErrors(error));
          // The slot list reloads and the taken time drops out; the visitor continues at the times.
          rootRef.current?.querySelector<HTMLElement>('[data-focus-target="times"]')?.focus();
        },
      });
    });
  };

  return { ...flow, form, errors, choice, selectDate, selectTime, submit, rootRef };
}

function calendarFile(booked: ConsultationSubmit, words: ConsultationFormWords['event']) {
  return {
    fileName: `consultation-${booked.date}.ics`,
    event: {
      uid: `${crypto.getRandomValues(new Uint32Array(2)).join('-')}-consultation@${location.hostname}`,
      date: booked.date,
      time: booked.time,
      minutes: CONSULTATION_RULE.minutes,
      timeZone: CLINIC_TIME_ZONE,
      summary: words.summary(booked.consultationType),
      description: words[booked.consultationType](booked.clientPhone),
    },
  };
}
