import { type FormEvent, useRef, useState } from 'react';
import { signInSchema, type SignInAnswer } from '#contract/staff';
import { serverMessage } from '../../../lib/api';
import { FieldGrid, Notice, SubmitButton } from '../../../ui/form';
import { check } from '../../../lib/form-rules';
import { InputField, PasswordField } from '../../ui/field';
import { useSignIn } from './api';

/**
 * Step one: username and password. A refusal (wrong password, unknown name, too many tries)
 * shows the server's words beside the form, announced, and focus goes back to the password.
 */
export function CredentialsForm({ onAnswer }: { onAnswer: (answer: SignInAnswer) => void }) {
  const signIn = useSignIn();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const focus = (name: string) => form.current?.querySelector<HTMLInputElement>(`[name="${name}"]`)?.focus();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (signIn.isPending) return;
    const found = check(signInSchema, { username, password }).errors ?? {};
    setErrors(found);
    setRefusal('');
    const first = Object.keys(found)[0];
    if (first) return focus(first);
    signIn.mutate(
      { username: username.trim(), password },
      {
        onSuccess: onAnswer,
        onError: (error) => {
          setPassword('');
          setRefusal(serverMessage(error) ?? 'Signing in did not work. Check the connection and try again.');
          focus('password');
        },
      },
    );
  };

  return (
    <form ref={form} onSubmit={submit} noValidate>
      <FieldGrid>
        {refusal && (
          <Notice $tone="error" role="alert" data-span="full">
            <p>{refusal}</p>
          </Notice>
        )}
        <InputField
          label="Username"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          onValue={setUsername}
          error={errors.username}
        />
        <PasswordField label="Password" name="password" autoComplete="current-password" value={password} onValue={setPassword} error={errors.password} />
        <div data-span="full">
          <SubmitButton busy={signIn.isPending} busyLabel="Signing in…">
            Sign in
          </SubmitButton>
        </div>
      </FieldGrid>
    </form>
  );
}
