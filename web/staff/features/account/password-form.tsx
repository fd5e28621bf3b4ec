import { type FormEvent, useRef, useState } from 'react';
import { changePasswordSchema, type ChangePasswordRequest, type SessionsEndedAnswer, STAFF_PASSWORD_MIN_LENGTH } from '#contract/staff';
import { serverFieldErrors, serverMessage } from '../../../lib/api';
import { FieldGrid, focusFirstError, Notice, SubmitButton } from '../../../ui/form';
import { check } from '../../../lib/form-rules';
import { CodeField, PasswordField } from '../../ui/field';
import { useChangePassword } from './api';

const EMPTY: ChangePasswordRequest = { currentPassword: '', code: '', newPassword: '', newPasswordAgain: '' };

/**
 * A new password, after proving it is you again (ASVS 5 7.5.1): the current password and a code
 * from the app (or a recovery code). The contract's rules are checked here first; the server's
 * own (common passwords, guessability, the username) come back beside the new password. A wrong
 * password or code empties only that field: what else was typed stays.
 */
export function PasswordForm({ onChanged }: { onChanged: (answer: SessionsEndedAnswer) => void }) {
  const change = useChangePassword();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const form = useRef<HTMLFormElement>(null);
  const refusal = useRef<HTMLDivElement>(null);
  const set = (name: keyof ChangePasswordRequest) => (value: string) => setValues((previous) => ({ ...previous, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    const found = check(changePasswordSchema, values).errors ?? {};
    setErrors(found);
    if (Object.keys(found).length) return focusFirstError(form.current, found);
    change.mutate(
      { ...values, code: values.code.replace(/\s+/g, '') },
      {
        onSuccess: (answer) => {
          setValues(EMPTY);
          onChanged(answer);
        },
        onError: (error) => {
          const fields = serverFieldErrors(error);
          if (!Object.keys(fields).length) {
            // Too many tries, or the connection: nothing to point at, so the message takes focus.
            setErrors({ _: serverMessage(error) ?? 'The password was not changed. Check the connection and try again.' });
            requestAnimationFrame(() => refusal.current?.focus());
            return;
          }
          setErrors(fields);
          setValues((previous) => ({ ...previous, ...('currentPassword' in fields ? { currentPassword: '' } : {}), ...('code' in fields ? { code: '' } : {}) }));
          focusFirstError(form.current, fields);
        },
      },
    );
  };

  return (
    <form ref={form} onSubmit={submit} noValidate aria-labelledby="change-password">
      <h2 id="change-password">Change password</h2>
      <p>Other places where you are signed in are signed out when it is changed.</p>
      <FieldGrid>
        {errors._ && (
          <Notice $tone="error" role="alert" data-span="full" ref={refusal} tabIndex={-1}>
            <p>{errors._}</p>
          </Notice>
        )}
        <PasswordField label="Current password" name="currentPassword" autoComplete="current-password" value={values.currentPassword} onValue={set('currentPassword')} error={errors.currentPassword} />
        <CodeField value={values.code} onValue={set('code')} error={errors.code} />
        <PasswordField
          label="New password"
          name="newPassword"
          hint={`At least ${STAFF_PASSWORD_MIN_LENGTH} characters. A few unrelated words work well; leave out your name and the clinic’s.`}
          autoComplete="new-password"
          value={values.newPassword}
          onValue={set('newPassword')}
          error={errors.newPassword}
        />
        <PasswordField label="New password again" name="newPasswordAgain" autoComplete="new-password" value={values.newPasswordAgain} onValue={set('newPasswordAgain')} error={errors.newPasswordAgain} />
        <div data-span="full">
          <SubmitButton busy={change.isPending} busyLabel="Changing…">
            Change password
          </SubmitButton>
        </div>
      </FieldGrid>
    </form>
  );
}
