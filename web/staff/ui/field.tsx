import { type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, useId } from 'react';
import { ErrorText, FieldWrap, Hint, Input, Label, Optional, TextArea } from '../../ui/form/form.styles';

interface Shell {
  label: string;
  hint?: ReactNode;
  error?: string;
  optional?: boolean;
}

/**
 * The site's field look (web/ui/form) with any input attributes the staff forms need
 * (password, one-time code, date, time): label, hint and message tied to the control, and
 * aria-invalid always present (decision 013).
 */
function useDescribed({ hint, error }: Shell) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return { id, control: { id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy } };
}

function Parts({ id, label, hint, error, optional, children }: Shell & { id: string; children: ReactNode }) {
  return (
    <FieldWrap>
      <Label htmlFor={id}>
        {label}
        {optional && <Optional> (optional)</Optional>}
      </Label>
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {children}
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </FieldWrap>
  );
}

type InputProps = Shell & Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & { value: string; onValue: (value: string) => void };

export function InputField({ label, hint, error, optional, value, onValue, ...input }: InputProps) {
  const { id, control } = useDescribed({ label, hint, error });
  return (
    <Parts id={id} label={label} hint={hint} error={error} optional={optional}>
      <Input {...input} {...control} required={!optional} value={value} onChange={(event) => onValue(event.target.value)} />
    </Parts>
  );
}

type AreaProps = Shell & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> & { value: string; onValue: (value: string) => void };

export function TextAreaInput({ label, hint, error, optional, value, onValue, ...area }: AreaProps) {
  const { id, control } = useDescribed({ label, hint, error });
  return (
    <Parts id={id} label={label} hint={hint} error={error} optional={optional}>
      <TextArea rows={3} {...area} {...control} required={!optional} value={value} onChange={(event) => onValue(event.target.value)} />
    </Parts>
  );
}
