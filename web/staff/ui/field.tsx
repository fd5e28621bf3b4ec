import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { FieldShell, type FieldShellProps, useFieldIds } from '../../ui/form/fields';
import { Input, TextArea } from '../../ui/form/form.styles';

type Shell = Omit<FieldShellProps, 'full'>;

/**
 * The site's fields (web/ui/form) with any input attributes the staff forms need (password,
 * one-time code, date, time): label, hint and message tied to the control, and aria-invalid
 * always present (decision 013).
 */
type InputProps = Shell & Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & { value: string; onValue: (value: string) => void };

export function InputField({ label, hint, error, optional, value, onValue, ...input }: InputProps) {
  const { id, aria } = useFieldIds(error, hint);
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} optional={optional}>
      <Input {...input} {...aria} required={!optional} value={value} onChange={(event) => onValue(event.target.value)} />
    </FieldShell>
  );
}

type AreaProps = Shell & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> & { value: string; onValue: (value: string) => void };

export function TextAreaInput({ label, hint, error, optional, value, onValue, ...area }: AreaProps) {
  const { id, aria } = useFieldIds(error, hint);
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} optional={optional}>
      <TextArea rows={3} {...area} {...aria} required={!optional} value={value} onChange={(event) => onValue(event.target.value)} />
    </FieldShell>
  );
}
