import { type FormEvent, useRef, useState } from 'react';
import { API, MAX_LENGTH, WOUND_TYPE_CHOICES } from '#contract';
import { isOrderingRole, REFERRER_ROLES, URGENCIES } from '#contract/referral';
import { REFERRAL_LENGTH } from '#contract/referral-schema';
import { useWithRules } from '../../blocks/use-with-rules';
import { useLang } from '../../i18n/lang-context';
import type { ReferWords } from '../../i18n/refer.en';
import { slot, usePageTemplate } from '../../lib/page-template';
import { CheckboxField, FieldGrid, focusFirstError, Notice, OptionalMark, SelectField, SubmitButton, TextAreaField, TextField, useFormState } from '../../ui/form';
import { InterpreterField, interpreterErrors } from '../../ui/form/interpreter-field';
import { DocumentPicker } from './document-picker';
import { documentProblem } from './document-checks';
import { EMPTY_REFERRAL, type ReferralValues } from './referral-body';
import { type Outcome, OutcomeNotice, SentPanel } from './referral-outcome';
import { Form, Part, StatusArea } from './referral.styles';
import { referralRules } from './rules';
import { UploadProgress } from './upload-progress';
import { type Sent, useReferralSubmit } from './use-referral-submit';

/**
 * The referral form (docs/product.md, "Refer a patient"). A plain multipart form first: with no
 * script it posts to the API, which answers with pages. With script it checks the fields and the
 * documents, shows the upload's progress with a way to cancel, and keeps the referral on the device
 * when there is no network. Built at build time as a template too (docs/decisions/062).
 */
export function ReferralForm({ words }: { words: ReferWords }) {
  const template = usePageTemplate();
  if (template === 'sent') return <SentPanel words={words.outcome} reference={slot('reference')} message={slot('message')} />;
  return (
    <OptionalMark.Provider value={words.form.optional}>
      <Referral words={words} template={template === 'form'} />
    </OptionalMark.Provider>
  );
}

function Referral({ words, template }: { words: ReferWords; template: boolean }) {
  const lang = useLang();
  const form = useFormState<ReferralValues>(EMPTY_REFERRAL, 'referral');
  const rules = referralRules[lang];
  const withRules = useWithRules(rules);
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | undefined>();
  const [sent, setSent] = useState<Sent | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const upload = useReferralSubmit(words, lang);
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const { values, set } = form;
  const errors: Record<string, string | undefined> = { ...form.serverErrors, ...((form.attempted && rules.current?.checkReferral(values).errors) || {}), documents: fileError };
  const f = words.form;
  // In the template each value and message is a place the server fills in.
  const value = (name: keyof ReferralValues) => (template ? slot(`value:${name}`) : values[name]);
  const error = (name: string) => (template ? slot(`error:${name}`) : errors[name]);
  const field = (name: keyof ReferralValues) => ({ name, value: value(name), onChange: set(name), error: error(name) });
  // In the template the other language's name is always there (no script shows it on choosing 'Another language').
  const interpreter = template ? { interpreterLanguage: 'other', interpreterOther: slot('value:interpreterOther') } : values;
  const interpreterErrorsShown = template
    ? { interpreterLanguage: slot('error:interpreterLanguage'), interpreterOther: slot('error:interpreterOther') }
    : interpreterErrors(Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => entry[1] !== undefined)), values);
  const focusStatus = () => requestAnimationFrame(() => statusRef.current?.focus());

  const addFiles = (added: File[]) => {
    setFiles((current) => [...current, ...added]);
    setFileError(undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (upload.busy) return;
    withRules(async (checks) => {
      form.markAttempted();
      setOutcome(null);
      const problem = await documentProblem(files, words.files);
      setFileError(problem ?? undefined);
      const result = checks.checkReferral(values);
      const found = { ...(result.success ? {} : result.errors), ...(problem ? { documents: problem } : {}) };
      if (Object.keys(found).length) return focusFirstError(formRef.current, found);
      await upload.submit(values, files, checks, {
        onFieldErrors: form.setServerErrors,
        onSent: (answer) => {
          form.reset();
          setFiles([]);
          setSent(answer);
          focusStatus();
        },
        onOutcome: (next) => {
          if (next.kind === 'queued') {
            form.reset();
            setFiles([]);
          }
          setOutcome(next);
          focusStatus();
        },
      });
    });
  };

  const another = () => {
    setSent(null);
    setOutcome(null);
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('select, input')?.focus());
  };

  const roleOptions = REFERRER_ROLES.map((role) => ({ value: role, label: f.roles[role] }));
  const woundOptions = WOUND_TYPE_CHOICES.map((type) => ({ value: type, label: f.wounds[type] }));
  const urgencyOptions = URGENCIES.map((urgency) => ({ value: urgency, label: f.urgencies[urgency] }));
  const practitionerOptional = template || !isOrderingRole(values.referrerRole);

  return (
    <div>
      <StatusArea ref={statusRef} tabIndex={-1}>
        {template && (
          <Notice $tone="error">
            <p>{slot('message')}</p>
          </Notice>
        )}
        {sent && <SentPanel words={words.outcome} reference={sent.reference} message={sent.message} onAnother={another} />}
        {!sent && outcome && <OutcomeNotice outcome={outcome} words={words.outcome} lang={lang} />}
      </StatusArea>
      {!sent && (
        <Form ref={formRef} method="post" action={API.referrals} encType="multipart/form-data" noValidate onSubmit={submit} onFocus={() => void rules.load().catch(() => undefined)}>
          <input type="hidden" name="language" value={lang} />
          <p>{f.required}</p>
          <Part>
            <legend>{f.referrer}</legend>
            <FieldGrid>
              <SelectField {...field('referrerRole')} full label={f.referrerRole} placeholder={f.rolePlaceholder} options={roleOptions} />
              <TextField {...field('referrerName')} label={f.referrerName} autoComplete="name" maxLength={MAX_LENGTH.name} />
              <TextField {...field('referrerOrganization')} optional label={f.referrerOrganization} autoComplete="organization" maxLength={REFERRAL_LENGTH.organization} />
              <TextField {...field('referrerPhone')} type="tel" label={f.referrerPhone} autoComplete="tel" maxLength={MAX_LENGTH.phone} />
              <TextField {...field('referrerEmail')} type="email" label={f.referrerEmail} hint={f.referrerEmailHint} autoComplete="email" maxLength={MAX_LENGTH.email} />
            </FieldGrid>
          </Part>
          <Part>
            <legend>{f.practitioner}</legend>
            {practitionerOptional && <p>{f.practitionerNote}</p>}
            <FieldGrid>
              <TextField {...field('practitionerName')} optional={practitionerOptional} label={f.practitionerName} autoComplete="off" maxLength={MAX_LENGTH.name} />
              <TextField {...field('practitionerNpi')} optional={practitionerOptional} label={f.practitionerNpi} hint={f.practitionerNpiHint} autoComplete="off" maxLength={20} />
            </FieldGrid>
          </Part>
          <Part>
            <legend>{f.patient}</legend>
            <FieldGrid>
              <TextField {...field('patientName')} label={f.patientName} autoComplete="off" maxLength={MAX_LENGTH.name} />
              <TextField {...field('patientDateOfBirth')} type="date" label={f.patientDateOfBirth} autoComplete="off" />
              <TextField {...field('patientPhone')} type="tel" label={f.patientPhone} autoComplete="off" maxLength={MAX_LENGTH.phone} />
              <TextField {...field('patientZip')} label={f.patientZip} autoComplete="off" maxLength={5} />
              <TextField {...field('patientAddress')} full label={f.patientAddress} hint={f.patientAddressHint} autoComplete="off" maxLength={MAX_LENGTH.address} />
              <InterpreterField values={interpreter} set={set} errors={interpreterErrorsShown} words={f.interpreter} />
            </FieldGrid>
          </Part>
          <Part>
            <legend>{f.wound}</legend>
            <FieldGrid>
              <SelectField {...field('woundType')} label={f.woundType} placeholder={f.woundPlaceholder} options={woundOptions} />
              <TextField {...field('woundLocation')} label={f.woundLocation} hint={f.woundLocationHint} autoComplete="off" maxLength={MAX_LENGTH.shortText} />
              <TextField {...field('diagnosis')} optional label={f.diagnosis} autoComplete="off" maxLength={REFERRAL_LENGTH.diagnosis} />
              <TextField {...field('faceToFaceDate')} optional type="date" label={f.faceToFaceDate} autoComplete="off" />
              <TextAreaField {...field('orders')} optional full label={f.orders} hint={f.ordersHint} maxLength={REFERRAL_LENGTH.orders} />
              <SelectField {...field('urgency')} label={f.urgency} placeholder={f.urgencyPlaceholder} options={urgencyOptions} />
            </FieldGrid>
          </Part>
          <Part>
            <legend>{f.insurance}</legend>
            <FieldGrid>
              <TextField {...field('payer')} label={f.payer} hint={f.payerHint} autoComplete="off" maxLength={REFERRAL_LENGTH.payer} />
              <TextField {...field('memberId')} optional label={f.memberId} autoComplete="off" maxLength={REFERRAL_LENGTH.memberId} />
            </FieldGrid>
          </Part>
          <Part>
            <legend>{f.documents}</legend>
            <DocumentPicker words={f} lang={lang} files={files} onAdd={addFiles} onRemove={(index) => setFiles((current) => current.filter((_, at) => at !== index))} error={error('documents')} template={template} />
          </Part>
          <FieldGrid>
            <CheckboxField name="consent" value="true" label={f.consent} checked={values.consent === 'true'} onChange={(checked) => set('consent')(checked ? 'true' : '')} error={error('consent')} />
          </FieldGrid>
          {upload.progress && <UploadProgress words={words.progress} lang={lang} sent={upload.progress.sent} total={upload.progress.total} onCancel={upload.cancel} />}
          <SubmitButton busy={upload.busy} busyLabel={f.busy}>
            {f.submit}
          </SubmitButton>
        </Form>
      )}
    </div>
  );
}
