import { useEffect, useRef, useState } from 'react';
import { type AccountSession, codeSchema, type SessionsEndedAnswer } from '#contract/staff';
import { serverFieldErrors, serverMessage } from '../../../lib/api';
import { check } from '../../../lib/form-rules';
import { formatInstant } from '../../lib/clinic-time';
import { ConfirmDialog } from '../../ui/dialog';
import { CodeField } from '../../ui/field';
import { useEndOtherSessions } from './api';

interface Props {
  open: boolean;
  /** How many other sessions the list shows. */
  count: number;
  /** One session to sign out; without it, all the others. */
  target?: AccountSession | null;
  onEnded: (answer: SessionsEndedAnswer) => void;
  onClose: () => void;
}

/**
 * 'Sign out other sessions', or one of them, behind a code from the app (one factor again,
 * ASVS 5 7.5.2). A refused code, or too many tries, shows on the field, which is emptied and
 * keeps focus.
 */
export function EndOthersDialog({ open, count, target, onEnded, onClose }: Props) {
  const end = useEndOtherSessions();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const body = useRef<HTMLDivElement>(null);
  const focusCode = () => body.current?.querySelector<HTMLInputElement>('[name="code"]')?.focus();

  // Each opening starts empty.
  useEffect(() => {
    if (!open) {
      setCode('');
      setError('');
    }
  }, [open]);

  const confirm = () => {
    const found = check(codeSchema, { code }).errors?.code ?? '';
    setError(found);
    if (found) return focusCode();
    end.mutate({ code: code.replace(/\s+/g, ''), ...(target ? { sessionId: target.id } : {}) }, {
      onSuccess: onEnded,
      onError: (failure) => {
        setCode('');
        setError(serverFieldErrors(failure).code ?? serverMessage(failure) ?? `${target ? 'That session was' : 'The other sessions were'} not signed out. Check the connection and try again.`);
        focusCode();
      },
    });
  };

  return (
    <ConfirmDialog
      open={open}
      title={target ? 'Sign out this session?' : 'Sign out your other sessions?'}
      confirmLabel={target ? 'Sign out this session' : 'Sign out other sessions'}
      busyLabel="Signing out…"
      dismissLabel={target ? 'Keep it' : 'Keep them'}
      busy={end.isPending}
      onConfirm={confirm}
      onClose={onClose}
      description={
        <p>
          {target
            ? `${target.browser}, signed in ${formatInstant(target.signedInAt)}, will need the password and a code again.`
            : `${count === 1 ? 'The other place where you are signed in' : `The ${count} other places where you are signed in`} will need the password and a code again.`}{' '}
          This device stays signed in.
        </p>
      }
    >
      <div ref={body}>
        <CodeField value={code} onValue={setCode} error={error} />
      </div>
    </ConfirmDialog>
  );
}
