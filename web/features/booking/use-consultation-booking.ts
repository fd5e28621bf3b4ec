import { type FormEvent, useMemo, useRef, useState } from 'react';
import { CONSULTATION_RULE } from '#contract';
import { serverFieldErrors } from '../../lib/api';
import { useWithRules } from '../../blocks/use-with-rules';
import { interpreterErrors, interpreterValue, NO_INTERPRETER } from '../../ui/form/interpreter-field';
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

export const EMPTY_CONSULTATION = { clientName: '', clientEmail: '', clientPhone: '', consultationType: '', woundType: '', ...NO_INTERPRETER, notes: '' };

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
  /** What the checks read: the form, the picked slot, and the interpreter's language as the contract names it. */
  const checked = () => ({ ...form.values, ...choice, interpreterLanguage: interpreterValue(form.values) });

  // Messages show from the first submit attempt on, which waits for the rules to load.
  const clientErrors = (form.attempted && rules.current?.checkConsultation(checked()).errors) || NO_ERRORS;
  const withRules = useWithRules(rules);
  // Unchanged until a message changes: the fields do not render again when only the slot list does.
  const errors = useMemo(() => interpreterErrors({ ...form.serverErrors, ...clientErrors }, form.values), [form.serverErrors, clientErrors, form.values]);

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
      const result = checks.checkConsultation(checked());
      if (!result.success) {
        if (!choice.date || !choice.time) {
          toast({ ...words.consultation.missing, variant: 'error' });
        }
        focusFirstError(rootRef.current, interpreterErrors(result.errors, form.values));
        return;
      }
      const booked = result.output;
      flow.send(withLanguage(checks.consultationBody(booked), lang), {
        onBooked: () => {
          // The confirmation in place takes focus and is read; the toast shows without a second announcement.
          toast({ ...consultationScheduled(toasts, booked.date, booked.time), announce: false });
          const interpreter = booked.interpreterLanguage && words.consultation.interpreter(booked.interpreterLanguage);
          return { kind: 'done', title: words.consultation.done, when: `${slotWhen(toasts, booked.date, booked.time)} (${words.zone()})`, ...(interpreter ? { interpreter } : {}), ...calendarFile(booked, words.consultation.event) };
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
    fileName: words.fileName(booked.date),
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
