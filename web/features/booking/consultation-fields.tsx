import { memo } from 'react';
import { MAX_LENGTH, WOUND_TYPE_CHOICES } from '../../../api/contract';
import { FieldGrid, SelectField, TextAreaField, TextField } from '../../ui/form';
import { CONSULTATION_TYPE_LABEL } from './booking-body';
import type { EMPTY_CONSULTATION } from './use-consultation-booking';

type Values = typeof EMPTY_CONSULTATION;

interface Props {
  values: Values;
  set: (name: keyof Values) => (value: string) => void;
  errors: Record<string, string>;
}

const TYPE_OPTIONS = Object.entries(CONSULTATION_TYPE_LABEL).map(([value, label]) => ({ value, label }));
const WOUND_OPTIONS = WOUND_TYPE_CHOICES.map((type) => ({ value: type, label: type }));

/** Memoised: a slot list arriving or a date picked re-renders the booking, not these six fields. */
export const ConsultationFields = memo(function ConsultationFields({ values, set, errors }: Props) {
  return (
    <FieldGrid>
      <TextField full name="clientName" label="Full Name" autoComplete="name" maxLength={MAX_LENGTH.name} value={values.clientName} onChange={set('clientName')} error={errors.clientName} />
      <TextField name="clientEmail" label="Email" type="email" autoComplete="email" maxLength={MAX_LENGTH.email} value={values.clientEmail} onChange={set('clientEmail')} error={errors.clientEmail} />
      <TextField name="clientPhone" label="Phone Number" type="tel" autoComplete="tel" maxLength={MAX_LENGTH.phone} value={values.clientPhone} onChange={set('clientPhone')} error={errors.clientPhone} />
      <SelectField name="consultationType" label="Consultation Type" placeholder="Phone or video?" options={TYPE_OPTIONS} value={values.consultationType} onChange={set('consultationType')} error={errors.consultationType} />
      <SelectField optional name="woundType" label="Wound Type" placeholder="Select a wound type" options={WOUND_OPTIONS} value={values.woundType} onChange={set('woundType')} error={errors.woundType} />
      <TextAreaField
        optional
        full
        name="notes"
        label="Notes"
        hint="Anything that helps us prepare, such as how long the wound has been open."
        maxLength={MAX_LENGTH.notes}
        value={values.notes}
        onChange={set('notes')}
        error={errors.notes}
      />
    </FieldGrid>
  );
});
