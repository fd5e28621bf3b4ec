import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { STAFF_CODE_MAX_LENGTH, STAFF_PASSWORD_MAX_LENGTH } from '#contract/staff';
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

/** A password field, as long as the contract allows; `autoComplete` says whether it is the current or a new one. */
export function PasswordField(props: Omit<InputProps, 'type'> & { autoComplete: 'current-password' | 'new-password' }) {
  return <InputField type="password" maxLength={STAFF_PASSWORD_MAX_LENGTH} {...props} />;
}

export const ANY_CODE_HINT = 'The 6-digit code your authenticator app shows now, or one of your recovery codes.';

/** The one-time code field: a code from the authenticator app or, unless the hint says otherwise, a recovery code. */
export function CodeField({ hint = ANY_CODE_HINT, ...props }: Omit<InputProps, 'label' | 'name' | 'hint'> & { hint?: string }) {
  return (
    <InputField label="Authentication code" name="code" hint={hint} autoComplete="one-time-code" autoCapitalize="none" spellCheck={false} maxLength={STAFF_CODE_MAX_LENGTH} {...props} />
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
