import { type FormEvent, useRef, useState } from 'react';
import { CARE_LOCATIONS, MAX_LENGTH, SERVICE_TYPES } from '../../../api/contract';
import { serverFieldErrors } from '../../lib/api';
import { useWithRules } from '../../lib/lazy-rules';
import { QueryProvider } from '../../lib/query-provider';
import { QUEUED_MESSAGE } from '../../lib/submit';
import { useSubmissionKey } from '../../lib/submission-key';
import { useHydrated } from '../../lib/use-hydrated';
import {
  CheckboxField,
  FieldGrid,
  focusFirstError,
  Notice,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  useFormState,
} from '../../ui/form';
import { inquiryFailed, inquirySent } from '../../content/messages';
import { toast } from '../../ui/toast';
import { WayToHelp } from '../../ui/way-to-help';
import { useShell } from '../../i18n/lang-context';
import { inquiryFailureMessage, useSendInquiry } from './api';
import { CARE_LOCATION_LABEL, EMPTY_INQUIRY, SERVICE_LABEL } from './inquiry-options';
import { inquiryRules } from './rules';
import { Form, StatusArea } from './inquiry.styles';

const SERVICE_OPTIONS = SERVICE_TYPES.map((value) => ({ value, label: SERVICE_LABEL[value] }));
const LOCATION_OPTIONS = CARE_LOCATIONS.map((value) => ({ value, label: CARE_LOCATION_LABEL[value] }));

/** The 'General Inquiry' form of /contact. */
export function InquiryForm() {
  return (
    <QueryProvider>
      <Inquiry />
    </QueryProvider>
  );
}

function Inquiry() {
  const form = useFormState(EMPTY_INQUIRY, 'inquiry');
  const { toasts } = useShell();
  const send = useSendInquiry();
  const key = useSubmissionKey();
  const hydrated = useHydrated();
  // The last submission's outcome stays beside the form until the next one (toasts go after a few seconds).
  const [status, setStatus] = useState<{ kind: 'queued' } | { kind: 'sent' | 'failed'; title: string; message: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const { values, set } = form;
  // Messages show from the first submit attempt on, which waits for the rules to load.
  const errors = { ...form.serverErrors, ...((form.attempted && inquiryRules.current?.checkInquiry(values).errors) || {}) };
  const withRules = useWithRules(inquiryRules);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    withRules((rules) => {
      form.markAttempted();
      setStatus(null);
      const result = rules.checkInquiry(values);
      if (!result.success) {
        focusFirstError(formRef.current, result.errors);
        return;
      }
      const body = result.output;
      send.mutate(
        { body, idempotencyKey: key.for(body) },
        {
          onSuccess: (outcome) => {
            key.reset();
            form.reset();
            if (outcome.status === 'queued') {
              setStatus({ kind: 'queued' });
            } else {
              const sent = inquirySent(toasts, outcome.data.message);
              // Read once, where focus lands; the toast shows without a second announcement.
              toast({ ...sent, announce: false });
              setStatus({ kind: 'sent', title: sent.title, message: sent.description ?? '' });
            }
            // The form was cleared: focus goes to what happened instead.
            requestAnimationFrame(() => statusRef.current?.focus());
          },
          onError: (error) => {
            const failed = inquiryFailed(toasts, inquiryFailureMessage(error));
            toast(failed);
            setStatus({ kind: 'failed', title: failed.title, message: failed.description ?? '' });
            form.setServerErrors(serverFieldErrors(error));
          },
        },
      );
    });
  };

  /** The checks start loading as soon as the visitor works in the form, so a submit rarely waits. */
  const prepare = () => void inquiryRules.load().catch(() => undefined);

  return (
    <div>
      <StatusArea ref={statusRef} tabIndex={-1}>
        {status?.kind === 'queued' && (
          <Notice>
            <p>{QUEUED_MESSAGE}</p>
            <p>
              <WayToHelp guide />
            </p>
          </Notice>
        )}
        {status && status.kind !== 'queued' && (
          <Notice $tone={status.kind === 'sent' ? 'success' : 'error'}>
            <p>
              <strong>{status.title}</strong>
            </p>
            {status.message && <p>{status.message}</p>}
            <p>
              <WayToHelp guide />
            </p>
          </Notice>
        )}
      </StatusArea>
      <Form ref={formRef} method="post" noValidate onSubmit={submit} onFocus={prepare}>
        <FieldGrid>
          <TextField name="firstName" label="First Name" autoComplete="given-name" maxLength={MAX_LENGTH.name} value={values.firstName} onChange={set('firstName')} error={errors.firstName} />
          <TextField name="lastName" label="Last Name" autoComplete="family-name" maxLength={MAX_LENGTH.name} value={values.lastName} onChange={set('lastName')} error={errors.lastName} />
          <TextField name="email" label="Email" type="email" autoComplete="email" maxLength={MAX_LENGTH.email} value={values.email} onChange={set('email')} error={errors.email} />
          <TextField name="phone" label="Phone Number" type="tel" autoComplete="tel" maxLength={MAX_LENGTH.phone} value={values.phone} onChange={set('phone')} error={errors.phone} />
          <SelectField optional name="serviceType" label="Service of Interest" placeholder="Select a service" options={SERVICE_OPTIONS} value={values.serviceType} onChange={set('serviceType')} error={errors.serviceType} />
          <SelectField optional name="careLocation" label="Care Location" placeholder="Where is care needed?" options={LOCATION_OPTIONS} value={values.careLocation} onChange={set('careLocation')} error={errors.careLocation} />
          <TextAreaField optional full name="message" label="Message" hint="Tell us about the wound or the care you are looking for." maxLength={MAX_LENGTH.message} value={values.message} onChange={set('message')} error={errors.message} />
          <CheckboxField
            name="consent"
            label="I agree to be contacted by phone or e-mail about my inquiry. My information is kept private under HIPAA."
            checked={values.consent === 'true'}
            onChange={(checked) => set('consent')(checked ? 'true' : 'false')}
            error={errors.consent}
          />
        </FieldGrid>
        <SubmitButton busy={send.isPending} busyLabel="Sending…" disabled={!hydrated}>
          Send Inquiry
        </SubmitButton>
      </Form>
    </div>
  );
}
