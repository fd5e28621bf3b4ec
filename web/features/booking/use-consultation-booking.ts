import { type FormEvent, useMemo, useRef, useState } from 'react';
import { CONSULTATION_RULE, provider } from '../../../api/contract';
import { withTty } from '../../../api/contract/phone';
import { serverFieldErrors } from '../../lib/api';
import { useWithRules } from '../../lib/lazy-rules';
import { focusFirstError, useFormState } from '../../ui/form';
import { consultationScheduled, slotWhen } from '../../content/messages';
import { useShell } from '../../i18n/lang-context';
import { toast } from '../../ui/toast';
import { consultationBody, CONSULTATION_TYPE_LABEL } from './booking-body';
import type { ConsultationSubmit } from './booking-rules';
import { CLINIC_TIME_ZONE, clinicTimeZoneName } from '../../lib/clinic-time';
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
  const [picked, setPicked] = useState({ date: '', time: '' });
  const rootRef = useRef<HTMLFormElement>(null);
  const choice = currentChoice(flow.index, picked.date, picked.time);

  // Messages show from the first submit attempt on, which waits for the rules to load.
  const clientErrors = (form.attempted && bookingRules.current?.checkConsultation({ ...form.values, ...choice }).errors) || NO_ERRORS;
  const withRules = useWithRules(bookingRules);
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
    withRules((rules) => {
      form.markAttempted();
      const result = rules.checkConsultation({ ...form.values, ...choice });
      if (!result.success) {
        if (!choice.date || !choice.time) {
          toast({ title: 'Missing Information', description: 'Please select a date and time for your consultation.', variant: 'error' });
        }
        focusFirstError(rootRef.current, result.errors);
        return;
      }
      const booked = result.output;
      flow.send(consultationBody(booked), {
        onBooked: () => {
          // The confirmation in place takes focus and is read; the toast shows without a second announcement.
          toast({ ...consultationScheduled(toasts, booked.date, booked.time), announce: false });
          return { kind: 'done', title: 'Your free consultation is booked', when: `${slotWhen(toasts, booked.date, booked.time)} (${clinicTimeZoneName()})`, ...calendarFile(booked) };
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

function calendarFile(booked: ConsultationSubmit) {
  const type = CONSULTATION_TYPE_LABEL[booked.consultationType].toLowerCase();
  return {
    fileName: `consultation-${booked.date}.ics`,
    event: {
      uid: `${crypto.getRandomValues(new Uint32Array(2)).join('-')}-consultation@${location.hostname}`,
      date: booked.date,
      time: booked.time,
      minutes: CONSULTATION_RULE.minutes,
      timeZone: CLINIC_TIME_ZONE,
      summary: `Free wound-care consultation (${type}) with ${provider.brandName}`,
      description:
        booked.consultationType === 'phone'
          ? `A wound care nurse will call you at ${booked.clientPhone} from ${provider.phone}. To move or cancel, use the link in our e-mail or call ${withTty(provider.phone)}.`
          : `A few minutes before, we send the video link by ${provider.afterBooking.videoLinkBy} to ${booked.clientPhone}. To move or cancel, use the link in our e-mail or call ${withTty(provider.phone)}.`,
    },
  };
}
