import { type ReactNode, useContext, useId } from 'react';
import { OptionalMark } from './optional-mark';
import { checkedOf, useKeptFromFirstPaint, valueOf } from './use-kept-from-first-paint';
import { CheckRow, ErrorText, FieldWrap, Hint, Input, Label, Optional, Select, TextArea } from './form.styles';

interface BaseProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  /** Marks the field "(optional)"; required fields carry no mark because most are required. */
  optional?: boolean;
  /** Spans both columns of a FieldGrid. */
  full?: boolean;
}

/**
 * Ids that tie a control to its hint and message (aria-describedby) and its invalid state.
 * aria-invalid is always set: left out, browsers expose an empty required select as invalid
 * before anything was checked, and screen readers announce "invalid entry" on arrival.
 */
export function useFieldIds(error: string | undefined, hint: ReactNode) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return { id, aria: { id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy } };
}

export type FieldShellProps = Omit<BaseProps, 'name' | 'value' | 'onChange'>;


/** A field's label, "(optional)" mark, hint and message around its control (the staff forms use it too). */
export function FieldShell({ id, label, hint, error, optional, full, children }: FieldShellProps & { id: string; children: ReactNode }) {
  const mark = useContext(OptionalMark);
  return (
    <FieldWrap data-span={full ? 'full' : undefined}>
      <Label htmlFor={id}>
        {label}
        {optional && <Optional>{mark}</Optional>}
      </Label>
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {children}
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </FieldWrap>
  );
}

interface TextFieldProps extends BaseProps {
  type?: 'text' | 'email' | 'tel' | 'date';
  autoComplete?: string;
  maxLength?: number;
}

export function TextField({ name, value, onChange, type = 'text', autoComplete, maxLength, ...shell }: TextFieldProps) {
  const { id, aria } = useFieldIds(shell.error, shell.hint);
  const ref = useKeptFromFirstPaint<HTMLInputElement>(valueOf, value, onChange);
  return (
    <FieldShell id={id} {...shell}>
      <Input
        ref={ref}
        {...aria}
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        maxLength={maxLength}
        required={!shell.optional}
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldShell>
  );
}

export function TextAreaField({ name, value, onChange, maxLength, ...shell }: BaseProps & { maxLength?: number }) {
  const { id, aria } = useFieldIds(shell.error, shell.hint);
  const ref = useKeptFromFirstPaint<HTMLTextAreaElement>(valueOf, value, onChange);
  return (
    <FieldShell id={id} {...shell}>
      <TextArea ref={ref} {...aria} name={name} value={value} maxLength={maxLength} rows={4} onChange={(event) => onChange(event.target.value)} />
    </FieldShell>
  );
}

export interface Option {
  value: string;
  label: string;
  disabled?: boolean;
}

interface SelectFieldProps extends BaseProps {
  options: readonly Option[];
  /** The empty first choice, e.g. "Select a date". */
  placeholder: string;
  disabled?: boolean;
}

export function SelectField({ name, value, onChange, options, placeholder, disabled, ...shell }: SelectFieldProps) {
  const { id, aria } = useFieldIds(shell.error, shell.hint);
  const ref = useKeptFromFirstPaint<HTMLSelectElement>(valueOf, value, onChange);
  return (
    <FieldShell id={id} {...shell}>
      <Select ref={ref} {...aria} name={name} value={value} disabled={disabled} required={!shell.optional} onChange={(event) => onChange(event.target.value)}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </Select>
    </FieldShell>
  );
}

interface CheckboxFieldProps {
  name: string;
  /** What a form posted without script sends when it is ticked ('on' by default). */
  value?: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}

export function CheckboxField({ name, value, label, checked, onChange, error }: CheckboxFieldProps) {
  const { id, aria } = useFieldIds(error, undefined);
  const ref = useKeptFromFirstPaint<HTMLInputElement>(checkedOf, String(checked), (shown) => onChange(shown === 'true'));
  return (
    <FieldWrap data-span="full">
      <CheckRow>
        <input ref={ref} {...aria} type="checkbox" name={name} value={value} checked={checked} onChange={(event) => onChange(event.target.checked)} />
        <label htmlFor={id}>{label}</label>
      </CheckRow>
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </FieldWrap>
  );
}
