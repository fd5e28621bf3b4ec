import type { FormEvent, RefObject } from 'react';
import styled from 'styled-components';
import { MAX_LENGTH } from '#contract';
import { INTERPRETER_NAMES_EN } from '#contract/interpreter';
import { type CareKind, type Clinician } from '#contract/staff';
import { CheckboxField, FieldGrid, Notice, SelectField, SubmitButton } from '../../../ui/form';
import { InterpreterField, type InterpreterFieldWords } from '../../../ui/form/interpreter-field';
import { color } from '../../../ui/theme';
import { KIND_LABEL } from '../../lib/kinds';
import { ChoiceGroup } from '../../ui/choice-group';
import { InputField, TextAreaInput } from '../../ui/field';
import { KeptNote } from '../../ui/kept-note';
import { type PhoneDraft, weekdayOf } from './booking-draft';
import { KindFields } from './kind-fields';
import { RepeatFields } from './repeat-fields';

/** The interpreter field as the coordinator reads it (decision 052): the same choices as the public forms, in English. */
const INTERPRETER_WORDS: InterpreterFieldWords = {
  label: 'Free interpreter',
  hint: 'A language the patient would rather talk in, or American Sign Language: we arrange an interpreter at no cost to them.',
  none: 'No interpreter needed',
  other: 'Another language',
  otherLabel: 'Which language?',
  names: INTERPRETER_NAMES_EN,
};

/** The kinds in the order a coordinator on the phone needs them: a nurse's visit most often. */
const KINDS: CareKind[] = ['visit', 'consultation', 'coordinator'];

interface Props {
  form: RefObject<HTMLFormElement | null>;
  draft: PhoneDraft;
  change: (next: Partial<PhoneDraft>) => void;
  errors: Record<string, string>;
  /** The active nurses; none set up, no choice of nurse. */
  nurses: readonly Clinician[];
  restored: boolean;
  busy: boolean;
  onPlan: () => void;
}

/**
 * A booking taken on the phone: the kind, when, the patient, what the kind needs, a nurse or the
 * first free one, and whether to e-mail a confirmation, allow a time outside the hours, or repeat
 * it. Submitting asks for the plan; nothing is booked from here.
 */
export function PhoneBookingForm({ form, draft, change, errors, nurses, restored, busy, onPlan }: Props) {
  const takers = nurses.filter((nurse) => nurse.kinds.includes(draft.type));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onPlan();
  };
  const hasEmail = draft.clientEmail.trim() !== '';
  return (
    <form ref={form} onSubmit={submit} noValidate aria-labelledby="phone-booking">
      <h2 id="phone-booking">The booking</h2>
      <FieldGrid>
        <KeptNote shown={restored} />
        <ChoiceGroup<CareKind>
          legend="Kind"
          name="type"
          type="radio"
          options={KINDS.map((kind) => ({ value: kind, label: KIND_LABEL[kind] }))}
          chosen={[draft.type]}
          // A nurse who does not take the new kind is no longer a choice.
          onChange={([type]) => change({ type, clinicianId: nurses.find((nurse) => nurse.id === draft.clinicianId)?.kinds.includes(type!) ? draft.clinicianId : '' })}
          error={errors.type}
        />
        <InputField label="Day" name="date" type="date" value={draft.date} onValue={(date) => change({ date })} error={errors.date} />
        <InputField label="Time" name="time" type="time" step={300} value={draft.time} onValue={(time) => change({ time })} error={errors.time} />
        {nurses.length > 0 && (
          <SelectField
            label="Nurse"
            name="clinicianId"
            full
            placeholder="First free nurse"
            hint="The first free nurse is the one with the fewest bookings that day, within the ZIP code’s territory."
            options={takers.map((nurse) => ({ value: nurse.id, label: nurse.name }))}
            value={draft.clinicianId}
            onChange={(clinicianId) => change({ clinicianId })}
            optional
            error={errors.clinicianId}
          />
        )}
      </FieldGrid>

      <Part>The patient</Part>
      <FieldGrid>
        <InputField label="Name" name="clientName" autoComplete="off" maxLength={MAX_LENGTH.name} value={draft.clientName} onValue={(clientName) => change({ clientName })} error={errors.clientName} />
        <InputField label="Phone" name="clientPhone" type="tel" autoComplete="off" maxLength={MAX_LENGTH.phone} value={draft.clientPhone} onValue={(clientPhone) => change({ clientPhone })} error={errors.clientPhone} />
        <InputField
          label="E-mail"
          name="clientEmail"
          type="email"
          optional
          autoComplete="off"
          hint="Only if the patient wants e-mail from us."
          maxLength={MAX_LENGTH.email}
          value={draft.clientEmail}
          onValue={(clientEmail) => change({ clientEmail })}
          error={errors.clientEmail}
        />
        <ChoiceGroup<'en' | 'es'>
          legend="Language"
          name="language"
          type="radio"
          hint="For e-mails; Spanish also shows “Prefers Spanish” to staff."
          options={[
            { value: 'en', label: 'English' },
            { value: 'es', label: <span lang="es">Español</span> },
          ]}
          chosen={[draft.language]}
          onChange={([language]) => change({ language })}
          error={errors.language}
        />
        <InterpreterField values={draft} set={(name) => (value) => change({ [name]: value })} errors={errors} words={INTERPRETER_WORDS} />
        <ChoiceGroup<'phone' | 'referral'>
          legend="Booked from"
          name="source"
          type="radio"
          options={[
            { value: 'phone', label: 'A phone call' },
            { value: 'referral', label: 'A referral' },
          ]}
          chosen={[draft.source]}
          onChange={([source]) => change({ source })}
          error={errors.source}
        />
        <KindFields draft={draft} change={change} errors={errors} />
        <TextAreaInput
          label="Notes for the team"
          name="notes"
          optional
          hint="Never sent to the patient."
          maxLength={MAX_LENGTH.bookingNotes}
          value={draft.notes}
          onValue={(notes) => change({ notes })}
          error={errors.notes}
        />
      </FieldGrid>

      <Part>Options</Part>
      <FieldGrid>
        {hasEmail && (
          <CheckboxField
            name="sendConfirmation"
            label="Send a confirmation: an e-mail with the visit in a calendar file and a link to manage it"
            checked={draft.sendConfirmation === 'true'}
            onChange={(on) => change({ sendConfirmation: on ? 'true' : '' })}
            error={errors.sendConfirmation}
          />
        )}
        <CheckboxField name="outsideHours" label="Outside the hours" checked={draft.outsideHours === 'true'} onChange={(on) => change({ outsideHours: on ? 'true' : '' })} error={errors.outsideHours} />
        {draft.outsideHours === 'true' && (
          <Notice $tone="error" data-span="full">
            <p>
              The nurse is booked even outside their working hours and the practice’s. Agree it with the nurse first. A closed day, leave or another
              booking still stops it.
            </p>
          </Notice>
        )}
        <CheckboxField
          name="repeat"
          label="Repeat every week"
          checked={draft.repeat === 'true'}
          // The day's own weekday is the first guess.
          onChange={(on) => change({ repeat: on ? 'true' : '', weekdays: on && !draft.weekdays && draft.date ? String(weekdayOf(draft.date)) : draft.weekdays })}
          error={errors.repeat}
        />
        {draft.repeat === 'true' && <RepeatFields draft={draft} change={change} errors={errors} />}
        {errors._ && (
          <Notice $tone="error" role="alert" data-span="full">
            <p>{errors._}</p>
          </Notice>
        )}
        <div data-span="full">
          <SubmitButton busy={busy} busyLabel="Making the plan…">
            Show the plan
          </SubmitButton>
        </div>
      </FieldGrid>
    </form>
  );
}

const Part = styled.h3`
  margin: 1.75rem 0 0.75rem;
  padding-top: 1.25rem;
  border-top: 1px solid ${color.border};
  font-size: 1.2rem;
`;
