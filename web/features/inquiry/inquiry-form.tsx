import { type FormEvent, useRef, useState } from 'react';
import { CARE_LOCATIONS, MAX_LENGTH, SERVICE_TYPES } from '#contract';
import type { InquiryWords } from '../../i18n/inquiry.en';
import { serverFieldErrors } from '../../lib/api';
import { useWithRules } from '../../blocks/use-with-rules';
import { QueryProvider } from '../../lib/query-provider';
import { withLanguage } from '../../lib/request-language';
import { useSubmissionKey } from '../../lib/submission-key';
import { useHydrated } from '../../lib/use-hydrated';
import {
  CheckboxField,
  FieldGrid,
  focusFirstError,
  Notice,
  OptionalMark,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  useFormState,
} from '../../ui/form';
import { inquiryFailed, inquirySent } from '../../i18n/messages';
import { InterpreterField, interpreterErrors, interpreterValue } from '../../ui/form/interpreter-field';
import { toast } from '../../ui/toast';
import { WayToHelp } from '../../blocks/way-to-help';
import { useLang, useShell } from '../../i18n/lang-context';
import { inquiryFailureMessage, useSendInquiry } from './api';
import { EMPTY_INQUIRY, serviceLabels } from './inquiry-options';
import { inquiryRules } from './rules';
import { Form, StatusArea } from './inquiry.styles';

/** The 'General Inquiry' form of /contact, in the words the page gives it (web/i18n/inquiry.en.tsx, inquiry.es.tsx). */
export function InquiryForm({ words }: { words: InquiryWords }) {
  return (
    <QueryProvider>
      <OptionalMark.Provider value={words.optional}>
        <Inquiry words={words} />
      </OptionalMark.Provider>
    </QueryProvider>
  );
}

function Inquiry({ words }: { words: InquiryWords }) {
  const form = useFormState(EMPTY_INQUIRY, 'inquiry');
  const { toasts, serviceNames } = useShell();
  const lang = useLang();
  const rules = inquiryRules[lang];
  const labels = serviceLabels(serviceNames, words.consultation);
  const serviceOptions = SERVICE_TYPES.map((value) => ({ value, label: labels[value] }));
  const locationOptions = CARE_LOCATIONS.map((value) => ({ value, label: words.locations[value] }));
  const send = useSendInquiry();
  const key = useSubmissionKey();
  const hydrated = useHydrated();
  // The last submission's outcome stays beside the form until the next one (toasts go after a few seconds).
  const [status, setStatus] = useState<{ kind: 'queued' } | { kind: 'sent' | 'failed'; title: string; message: string; interpreter?: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const { values, set } = form;
  // Messages show from the first submit attempt on, which waits for the rules to load.
  /** What the checks read: the form, the interpreter's language as the contract names it. */
  const checked = () => ({ ...values, interpreterLanguage: interpreterValue(values) });
  const errors = interpreterErrors({ ...form.serverErrors, ...((form.attempted && rules.current?.checkInquiry(checked()).errors) || {}) }, values);
  const withRules = useWithRules(rules);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    withRules((checks) => {
      form.markAttempted();
      setStatus(null);
      const result = checks.checkInquiry(checked());
      if (!result.success) {
        focusFirstError(formRef.current, interpreterErrors(result.errors, values));
        return;
      }
      const body = withLanguage(result.output, lang);
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
              const interpreter = result.output.interpreterLanguage && words.interpreterBooked(result.output.interpreterLanguage);
              setStatus({ kind: 'sent', title: sent.title, message: sent.description ?? '', ...(interpreter ? { interpreter } : {}) });
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
  const prepare = () => void rules.load().catch(() => undefined);

  return (
    <div>
      <StatusArea ref={statusRef} tabIndex={-1}>
        {status?.kind === 'queued' && (
          <Notice>
            <p>{words.queued}</p>
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
            {status.kind === 'sent' && status.interpreter && <p>{status.interpreter}</p>}
            <p>
              <WayToHelp guide />
            </p>
          </Notice>
        )}
      </StatusArea>
      <Form ref={formRef} method="post" noValidate onSubmit={submit} onFocus={prepare}>
        <FieldGrid>
          <TextField name="firstName" label={words.firstName} autoComplete="given-name" maxLength={MAX_LENGTH.name} value={values.firstName} onChange={set('firstName')} error={errors.firstName} />
          <TextField name="lastName" label={words.lastName} autoComplete="family-name" maxLength={MAX_LENGTH.name} value={values.lastName} onChange={set('lastName')} error={errors.lastName} />
          <TextField name="email" label={words.email} type="email" autoComplete="email" maxLength={MAX_LENGTH.email} value={values.email} onChange={set('email')} error={errors.email} />
          <TextField name="phone" label={words.phone} type="tel" autoComplete="tel" maxLength={MAX_LENGTH.phone} value={values.phone} onChange={set('phone')} error={errors.phone} />
          <SelectField optional name="serviceType" label={words.service} placeholder={words.servicePlaceholder} options={serviceOptions} value={values.serviceType} onChange={set('serviceType')} error={errors.serviceType} />
          <SelectField optional name="careLocation" label={words.location} placeholder={words.locationPlaceholder} options={locationOptions} value={values.careLocation} onChange={set('careLocation')} error={errors.careLocation} />
          <InterpreterField values={values} set={set} errors={errors} words={words.interpreter} />
          <TextAreaField optional full name="message" label={words.message} hint={words.messageHint} maxLength={MAX_LENGTH.message} value={values.message} onChange={set('message')} error={errors.message} />
          <CheckboxField
            name="consent"
            label={words.consent}
            checked={values.consent === 'true'}
            onChange={(checked) => set('consent')(checked ? 'true' : 'false')}
            error={errors.consent}
          />
        </FieldGrid>
        <SubmitButton busy={send.isPending} busyLabel={words.busy} disabled={!hydrated}>
          {words.submit}
        </SubmitButton>
      </Form>
    </div>
  );
}
