import { type FormEvent, useRef, useState } from 'react';
import { codeSchema, type CodeAnswer } from '#contract/staff';
import { serverMessage } from '../../../lib/api';
import { Button } from '../../../ui/button';
import { FieldGrid, Notice, SubmitButton } from '../../../ui/form';
import { check } from '../../../lib/form-rules';
import { CodeField } from '../../ui/field';
import { useVerifyCode } from './api';

interface Props {
  onVerified: (answer: CodeAnswer) => void;
  /** At enrolment there are no recovery codes yet, so only the app's code is asked for. */
  allowRecovery: boolean;
}

/**
 * The second step: a 6-digit code from the authenticator app (a number pad on phones), or
 * one of the recovery codes (letters too). A wrong code clears the field and keeps focus in it.
 */
export function CodeForm({ onVerified, allowRecovery }: Props) {
  const verify = useVerifyCode();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [recovery, setRecovery] = useState(false);
  const input = useRef<HTMLFormElement>(null);
  const focusCode = () => input.current?.querySelector<HTMLInputElement>('[name="code"]')?.focus();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (verify.isPending) return;
    const found = check(codeSchema, { code }).errors?.code;
    setError(found ?? '');
    if (found) return focusCode();
    verify.mutate(code.replace(/\s+/g, ''), {
      onSuccess: onVerified,
      onError: (failure) => {
        setCode('');
        setError(serverMessage(failure) ?? 'The code could not be checked. Check the connection and try again.');
        focusCode();
      },
    });
  };

  const hint = recovery ? 'One of the ten recovery codes you saved. Each works once.' : 'The 6-digit code your authenticator app shows now.';
  return (
    <form ref={input} onSubmit={submit} noValidate>
      <FieldGrid>
        <CodeField hint={hint} inputMode={recovery ? 'text' : 'numeric'} value={code} onValue={setCode} error={error} />
        <div data-span="full">
          <SubmitButton busy={verify.isPending} busyLabel="Checking…">
            Verify
          </SubmitButton>
        </div>
        {allowRecovery && (
          <Notice data-span="full">
            <p>{recovery ? 'Have your phone again?' : 'No access to your authenticator app?'}</p>
            <Button
              type="button"
              $variant="secondary"
              onClick={() => {
                setRecovery((value) => !value);
                focusCode();
              }}
            >
              {recovery ? 'Use the app’s code' : 'Use a recovery code'}
            </Button>
          </Notice>
        )}
      </FieldGrid>
    </form>
  );
}
