import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { useState } from 'react';
import type { AccountSession, SessionsEndedAnswer } from '#contract/staff';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Notice } from '../../ui/form';
import { accountQueries } from '../features/account/api';
import { AuthenticatorFacts } from '../features/account/authenticator-facts';
import { EndOthersDialog } from '../features/account/end-others-dialog';
import { PasswordForm } from '../features/account/password-form';
import { SessionList } from '../features/account/session-list';
import { sessionQueries } from '../features/session/api';
import { formatInstant } from '../lib/clinic-time';
import { useConfirmedChange } from '../lib/use-confirmed-change';
import { usePageTitle } from '../lib/use-page-title';
import { LoadFailed, Loading } from '../ui/states';

const others = (count: number) => (count === 1 ? '1 other session was' : `${count} other sessions were`);

/**
 * One's own account: a new password (the current one and a code first), and where one is signed
 * in, with a way to sign out everywhere else. Each outcome stays on the screen and takes focus
 * (decision 013); the toast only repeats it.
 */
export function AccountPage() {
  usePageTitle('Account');
  const sessions = useQuery(accountQueries.sessions());
  const account = useQuery(accountQueries.account());
  const idleMinutes = useQuery(sessionQueries.current()).data?.idleMinutes;
  const password = useConfirmedChange();
  const signOut = useConfirmedChange();
  // The session the dialog signs out; none: all the others.
  const [target, setTarget] = useState<AccountSession | null>(null);
  const confirmSignOut = (session: AccountSession | null) => {
    setTarget(session);
    signOut.setConfirming(true);
  };
  const otherCount = sessions.data?.filter((session) => !session.current).length ?? 0;

  const onChanged = ({ endedSessions }: SessionsEndedAnswer) =>
    password.done(
      `Your password is changed: use the new one from your next sign-in. ${endedSessions ? `${others(endedSessions)} signed out; this device stays signed in.` : 'You were not signed in anywhere else.'}`,
      'Password changed',
      endedSessions ? 'Your other sessions were signed out.' : 'Use it from your next sign-in.',
    );
  const onEnded = ({ endedSessions }: SessionsEndedAnswer) =>
    signOut.done(
      target
        ? `${endedSessions ? `${target.browser}, signed in ${formatInstant(target.signedInAt)}, is signed out.` : 'That session had already ended.'} This device stays signed in.`
        : `${endedSessions ? `${others(endedSessions)} signed out.` : 'The other sessions had already ended.'} This device stays signed in.`,
      'Signed out elsewhere',
      'This device stays signed in.',
    );

  return (
    <>
      <h1 tabIndex={-1}>Account</h1>
      {password.outcome && (
        <Outcome $tone="success" ref={password.outcomeRef} tabIndex={-1}>
          <p>{password.outcome}</p>
        </Outcome>
      )}
      <Card>
        <PasswordForm onChanged={onChanged} />
      </Card>
      <Listed>Authenticator app</Listed>
      {account.isPending && <Loading what="your authenticator app" />}
      {account.isError && <LoadFailed what="Your authenticator app" error={account.error} onRetry={() => void account.refetch()} />}
      {account.data && <AuthenticatorFacts account={account.data} />}
      <Listed>Signed-in sessions</Listed>
      <p>
        Where this account is signed in now. Each session ends by itself after {idleMinutes ?? 'some'} minutes without use, and 12 hours after signing in.
      </p>
      {signOut.outcome && (
        <Outcome $tone="success" ref={signOut.outcomeRef} tabIndex={-1}>
          <p>{signOut.outcome}</p>
        </Outcome>
      )}
      {sessions.isPending && <Loading what="your sessions" />}
      {sessions.isError && <LoadFailed what="Your sessions" error={sessions.error} onRetry={() => void sessions.refetch()} />}
      {sessions.data && <SessionList sessions={sessions.data} onSignOut={confirmSignOut} />}
      {sessions.data &&
        (otherCount > 0 ? (
          <Actions>
            <Button type="button" $variant="secondary" onClick={() => confirmSignOut(null)}>
              Sign out other sessions
            </Button>
          </Actions>
        ) : (
          <Actions as="p">You are not signed in anywhere else.</Actions>
        ))}
      <EndOthersDialog open={signOut.confirming} count={otherCount} target={target} onEnded={onEnded} onClose={() => signOut.setConfirming(false)} />
    </>
  );
}

const Listed = styled.h2`
  margin-top: 2rem;
`;

const Outcome = styled(Notice)`
  margin-bottom: 1.25rem;
`;

const Actions = styled.div`
  margin-top: 1.25rem;
`;
