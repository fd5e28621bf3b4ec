import { memo, type RefObject, useEffect, useRef } from 'react';
import { CONSULTATION_TYPES, MAX_LENGTH, WOUND_TYPE_CHOICES } from '#contract';
import type { ConsultationFieldsWords } from '../../i18n/consultation-fields.en';
import { SelectField, TextAreaField, TextField } from '../../ui/form/fields';
import { InterpreterField } from '../../ui/form/interpreter-field';
import { FieldGrid } from '../../ui/form/form.styles';
import type { EMPTY_CONSULTATION } from './use-consultation-booking';

type Values = typeof EMPTY_CONSULTATION;

export interface ConsultationFieldsProps {
  values: Values;
  set: (name: keyof Values) => (value: string) => void;
  errors: Record<string, string>;
  words: ConsultationFieldsWords;
}

/** Memoised: a slot list arriving or a date picked re-renders the booking, not these fields. */
export const ConsultationFields = memo(function ConsultationFields({ values, set, errors, words }: ConsultationFieldsProps) {
  const grid = useRef<HTMLDivElement>(null);
  useAdoptTyped(grid, values, set);
  const typeOptions = CONSULTATION_TYPES.map((value) => ({ value, label: words.types[value] }));
  // The value sent is the contract's name of the wound type; the label is the page's language.
  const woundOptions = WOUND_TYPE_CHOICES.map((type) => ({ value: type, label: words.wounds[type] }));
  return (
    <FieldGrid ref={grid}>
      <TextField full name="clientName" label={words.fullName} autoComplete="name" maxLength={MAX_LENGTH.name} value={values.clientName} onChange={set('clientName')} error={errors.clientName} />
      <TextField name="clientEmail" label={words.email} type="email" autoComplete="email" maxLength={MAX_LENGTH.email} value={values.clientEmail} onChange={set('clientEmail')} error={errors.clientEmail} />
      <TextField name="clientPhone" label={words.phone} type="tel" autoComplete="tel" maxLength={MAX_LENGTH.phone} value={values.clientPhone} onChange={set('clientPhone')} error={errors.clientPhone} />
      <SelectField name="consultationType" label={words.type} placeholder={words.typePlaceholder} options={typeOptions} value={values.consultationType} onChange={set('consultationType')} error={errors.consultationType} />
      <SelectField optional name="woundType" label={words.woundType} placeholder={words.woundPlaceholder} options={woundOptions} value={values.woundType} onChange={set('woundType')} error={errors.woundType} />
      <InterpreterField values={values} set={set} errors={errors} words={words.interpreter} />
      <TextAreaField
        optional
        full
        name="notes"
        label={words.notes}
        hint={words.notesHint}
        maxLength={MAX_LENGTH.notes}
        value={values.notes}
        onChange={set('notes')}
        error={errors.notes}
      />
    </FieldGrid>
  );
});

/**
 * The fields hydrate after the rest of the form (consultation-booking.tsx): what the visitor typed
 * or chose in the prerendered fields before that is kept by the browser but not yet in the form's
 * state, so it is taken in once they have hydrated, and nothing typed is lost.
 */
function useAdoptTyped(grid: RefObject<HTMLDivElement | null>, values: Values, set: ConsultationFieldsProps['set']) {
  useEffect(() => {
    const controls = grid.current?.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea') ?? [];
    for (const control of controls) {
      const name = control.name as keyof Values;
      if (name in values && control.value !== values[name]) set(name)(control.value);
    }
    // Once, when they have hydrated: later the state follows every change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
