import { type FormEvent, useRef, useState } from 'react';
import * as v from 'valibot';
import { fieldErrors, MAX_LENGTH, WOUND_TYPE_CHOICES } from '#contract';
import { referralMessages } from '#contract/messages/referral.en';
import { INTERPRETER_NAMES_EN } from '#contract/interpreter';
import { DOCUMENT_LIMITS, DOCUMENTS_FIELD, formatBytes, interpreterOf, isOrderingRole, REFERRAL_FIELDS, REFERRER_ROLES } from '#contract/referral';
import { makeReferralSchema, REFERRAL_LENGTH } from '#contract/referral-schema';
import { serverFieldErrors, serverMessage } from '../../../lib/api';
import { useSubmissionKey } from '../../../lib/submission-key';
import { Button } from '../../../ui/button';
import { CheckboxField, FieldGrid, focusFirstError, Notice, SelectField } from '../../../ui/form';
import { FieldShell, useFieldIds } from '../../../ui/form/fields';
import { Input } from '../../../ui/form/form.styles';
import { InterpreterField, interpreterErrors, type InterpreterFieldWords } from '../../../ui/form/interpreter-field';
import { InputField, TextAreaInput } from '../../ui/field';
import { useAddReferral } from './api';
import { ROLE_LABELS } from './labels';

const schema = makeReferralSchema(referralMessages);

/** The interpreter as every form asks for it (decision 052), in the staff area's English. */
const INTERPRETER_WORDS: InterpreterFieldWords = {
  label: 'Interpreter for the patient',
  hint: 'If the referrer said the patient needs one: we arrange it at no cost to them.',
  none: 'No interpreter needed',
  other: 'Another language',
  otherLabel: 'Which language?',
  names: INTERPRETER_NAMES_EN,
};
type Field = Exclude<(typeof REFERRAL_FIELDS)[number], 'language' | 'consent'>;
const EMPTY = Object.fromEntries(REFERRAL_FIELDS.filter((name) => name !== 'language' && name !== 'consent').map((name) => [name, ''])) as Record<Field, string>;

/**
 * A referral that came by fax or phone, typed in by staff with its files (scanned or photographed):
 * the website's fields and checks, and the same upload (the server cleans the photos and checks the
 * PDFs). Staff confirm the patient agreed, as the referrer did on the phone or on the fax.
 */
export function EntryForm({ onAdded }: { onAdded: (added: { id: string; reference: string }) => void }) {
  const [values, setValues] = useState(EMPTY);
  const [consent, setConsent] = useState(false);
  const [language, setLanguage] = useState<'en' | 'es'>('en');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState('');
  const add = useAddReferral();
  const key = useSubmissionKey();
  const form = useRef<HTMLFormElement>(null);
  const set = (name: Field) => (value: string) => setValues((current) => ({ ...current, [name]: value }));
  const field = (name: Field) => ({ name, value: values[name], onValue: set(name), error: errors[name] });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    const result = v.safeParse(schema, { ...values, interpreterLanguage: interpreterOf(values), consent: consent ? 'true' : '' });
    const found: Record<string, string> = result.success ? {} : interpreterErrors(fieldErrors(result.issues), values);
    if (files.length > DOCUMENT_LIMITS.files) found.documents = `Attach at most ${DOCUMENT_LIMITS.files} documents.`;
    setErrors(found);
    setProblem('');
    if (Object.keys(found).length) return focusFirstError(form.current, found);
    const body = new FormData();
    body.append('language', language);
    for (const [name, value] of Object.entries(values)) if (value) body.append(name, value);
    body.append('consent', 'true');
    for (const file of files) body.append(DOCUMENTS_FIELD, file, file.name);
    add.mutate(
      { form: body, key: key.for({ values, language, files: files.map((file) => [file.name, file.size, file.lastModified]) }) },
      {
        onSuccess: (added) => {
          key.reset();
          onAdded(added);
        },
        onError: (error) => {
          setErrors(serverFieldErrors(error));
          setProblem(serverMessage(error) ?? 'The referral was not saved. Check the connection and try again.');
        },
      },
    );
  };

  const ordering = isOrderingRole(values.referrerRole);
  return (
    <form ref={form} onSubmit={submit} noValidate aria-label="Enter a referral">
      {problem && (
        <Notice $tone="error" role="alert">
          <p>{problem}</p>
        </Notice>
      )}
      <FieldGrid>
        <SelectField name="referrerRole" label="Who is referring" placeholder="Choose one" options={REFERRER_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))} value={values.referrerRole} onChange={set('referrerRole')} error={errors.referrerRole} />
        <SelectField name="language" label="The referrer's language (for their e-mails)" placeholder="English" options={[{ value: 'es', label: 'Spanish' }]} value={language === 'es' ? 'es' : ''} onChange={(value) => setLanguage(value === 'es' ? 'es' : 'en')} optional />
        <InputField label="Referrer's name" {...field('referrerName')} maxLength={MAX_LENGTH.name} />
        <InputField label="Organization" optional {...field('referrerOrganization')} maxLength={REFERRAL_LENGTH.organization} />
        <InputField label="Referrer's phone" type="tel" {...field('referrerPhone')} maxLength={MAX_LENGTH.phone} />
        <InputField label="Referrer's e-mail" type="email" {...field('referrerEmail')} maxLength={MAX_LENGTH.email} />
        <InputField label="Ordering practitioner" optional={!ordering} {...field('practitionerName')} maxLength={MAX_LENGTH.name} />
        <InputField label="Practitioner's NPI" optional={!ordering} {...field('practitionerNpi')} maxLength={20} />
        <InputField label="Patient's name" {...field('patientName')} maxLength={MAX_LENGTH.name} />
        <InputField label="Date of birth" type="date" {...field('patientDateOfBirth')} />
        <InputField label="Patient's phone" type="tel" {...field('patientPhone')} maxLength={MAX_LENGTH.phone} />
        <InputField label="ZIP code" {...field('patientZip')} maxLength={5} />
        <InputField label="Address where the patient will be seen" {...field('patientAddress')} maxLength={MAX_LENGTH.address} />
        <InterpreterField values={values} set={set} errors={interpreterErrors(errors, values)} words={INTERPRETER_WORDS} />
        <SelectField name="woundType" label="Wound type" placeholder="Choose one" options={WOUND_TYPE_CHOICES.map((type) => ({ value: type, label: type }))} value={values.woundType} onChange={set('woundType')} error={errors.woundType} />
        <InputField label="Where the wound is" {...field('woundLocation')} maxLength={MAX_LENGTH.shortText} />
        <InputField label="Diagnosis" optional {...field('diagnosis')} maxLength={REFERRAL_LENGTH.diagnosis} />
        <InputField label="Face-to-face visit" type="date" optional {...field('faceToFaceDate')} />
        <SelectField name="urgency" label="How soon" placeholder="Choose one" options={[{ value: 'routine', label: 'Routine' }, { value: '48h', label: 'Within 48 hours' }]} value={values.urgency} onChange={set('urgency')} error={errors.urgency} />
        <InputField label="Insurance or payer" {...field('payer')} maxLength={REFERRAL_LENGTH.payer} />
        <InputField label="Member ID" optional {...field('memberId')} maxLength={REFERRAL_LENGTH.memberId} />
        <TextAreaInput label="Orders" optional {...field('orders')} maxLength={REFERRAL_LENGTH.orders} />
        <DocumentsInput files={files} error={errors.documents} onFiles={setFiles} />
        <CheckboxField name="consent" label="The referrer confirmed the patient agreed to be referred." checked={consent} onChange={setConsent} error={errors.consent} />
      </FieldGrid>
      <p>
        <Button type="submit" aria-busy={add.isPending || undefined}>
          {add.isPending ? 'Saving…' : 'Save the referral'}
        </Button>
      </p>
    </form>
  );
}

/** The files, scanned or photographed, each named with its size once chosen. */
function DocumentsInput({ files, error, onFiles }: { files: File[]; error?: string; onFiles: (files: File[]) => void }) {
  const hint = `PDF, JPEG, PNG or HEIC; up to ${DOCUMENT_LIMITS.files}, ${formatBytes(DOCUMENT_LIMITS.fileBytes)} each.${files.length ? ` Chosen: ${files.map((file) => `${file.name} (${formatBytes(file.size)})`).join(', ')}.` : ''}`;
  const { id, aria } = useFieldIds(error, hint);
  return (
    <FieldShell id={id} label="Documents (scans or photos)" optional hint={hint} error={error} full>
      <Input {...aria} type="file" name="documents" multiple onChange={(event) => onFiles([...(event.target.files ?? [])])} />
    </FieldShell>
  );
}
