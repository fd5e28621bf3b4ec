import { type RefObject, useRef, useState } from 'react';
import { type StaffBookingAnswer, staffBookingRequestSchema } from '#contract/staff';
import { serverFieldErrors, serverMessage } from '../../../lib/api';
import { check } from '../../../lib/form-rules';
import { useSubmissionKey } from '../../../lib/submission-key';
import { focusFirstError } from '../../../ui/form';
import { interpreterErrors } from '../../../ui/form/interpreter-field';
import { toast } from '../../../ui/toast';
import { useFocusOn } from '../../lib/use-focus-on';
import { useBook, usePlanBooking } from './api';
import { EMPTY_PHONE_DRAFT, type PhoneDraft, phoneRequest } from './booking-draft';

export interface Plan {
  answer: StaffBookingAnswer;
  request: Record<string, unknown>;
}

export interface Booked {
  answer: StaffBookingAnswer;
  draft: PhoneDraft;
}

/** Contract paths of a repeat's parts → the form's fields. */
const FIELD_OF: Record<string, string> = { 'repeat.weekdays': 'weekdays', 'repeat.weeks': 'weeks' };
const fieldsOf = (errors: Record<string, string>) => Object.fromEntries(Object.entries(errors).map(([path, message]) => [FIELD_OF[path] ?? path.split('.')[0]!, message]));

/**
 * The phone booking's steps (docs/product.md, "The staff area"): the form, checked with the
 * contract's rules; its plan from the server (`dryRun`: every date with its nurse, every conflict,
 * nothing booked); then 'Book', which books what the plan showed. A change to the form after
 * the plan drops the plan, so nothing is booked that was not shown. The outcome stays in place
 * and takes focus (decision 013); the form is emptied for the next call.
 */
export function usePhoneBooking(form: RefObject<HTMLFormElement | null>, { path, onBooked }: { path?: string; onBooked?: (answer: StaffBookingAnswer) => void } = {}) {
  const [draft, setDraft] = useState<PhoneDraft>(EMPTY_PHONE_DRAFT);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [plan, setPlan] = useState<Plan | null>(null);
  const [booked, setBooked] = useState<Booked | null>(null);
  const [bookError, setBookError] = useState('');
  const planning = usePlanBooking(path);
  const booking = useBook(path);
  const key = useSubmissionKey();
  const planRef = useRef<HTMLHeadingElement>(null);
  const bookedRef = useRef<HTMLDivElement>(null);

  useFocusOn(planRef, plan);
  useFocusOn(bookedRef, booked);

  const change = (next: Partial<PhoneDraft>) => {
    setDraft((previous) => ({ ...previous, ...next }));
    setErrors((previous) => {
      const left = { ...previous };
      for (const name of Object.keys(next)) delete left[name];
      return left;
    });
    setPlan(null);
  };

  const failed = (error: unknown) => {
    const fields = interpreterErrors(fieldsOf(serverFieldErrors(error)), draft);
    setErrors({ ...fields, _: Object.keys(fields).length ? '' : (serverMessage(error) ?? 'The plan could not be made. Check the connection and try again.') });
    focusFirstError(form.current, fields);
  };

  const makePlan = () => {
    if (planning.isPending) return;
    const request = phoneRequest(draft, true);
    const found = interpreterErrors(fieldsOf(check(staffBookingRequestSchema, request).errors ?? {}), draft);
    setErrors(found);
    if (Object.keys(found).length) return focusFirstError(form.current, found);
    setBookError('');
    planning.mutate(request, {
      onSuccess: (answer) => {
        setPlan({ answer, request });
      },
      onError: failed,
    });
  };

  const book = () => {
    if (!plan || booking.isPending) return;
    setBookError('');
    booking.mutate(
      { request: plan.request, key: key.for(plan.request) },
      {
        onSuccess: (answer) => {
          key.reset();
          setBooked({ answer, draft });
          setPlan(null);
          setDraft(EMPTY_PHONE_DRAFT);
          const count = answer.bookings.length;
          toast({ title: count ? `${count} booked` : 'Nothing booked', description: `For ${draft.clientName}.`, variant: count ? 'success' : 'error', announce: false });
          onBooked?.(answer);

        },
        onError: (error) => setBookError(serverMessage(error) ?? 'Nothing was booked. Check the connection and try again.'),
      },
    );
  };

  return {
    draft,
    setDraft,
    change,
    errors,
    plan,
    planRef,
    makePlan,
    planning: planning.isPending,
    book,
    booking: booking.isPending,
    bookError,
    booked,
    bookedRef,
  };
}
