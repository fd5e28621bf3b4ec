import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { CodeAnswer, SignInAnswer } from '#contract/staff';
import { Card } from '../../ui/card';
import { Notice } from '../../ui/form';
import { Button } from '../../ui/button';
import { CodeForm } from '../features/session/code-form';
import { CredentialsForm } from '../features/session/credentials-form';
import { EnrolStep } from '../features/session/enrol-step';
import { RecoveryCodes } from '../features/session/recovery-codes';
import { SignInTimeout, signInDeadline } from '../features/session/sign-in-timeout';
import { FOCUS_HEADING, StaffLayout } from '../layout/staff-layout';
import { keepDraftsOnlyFor } from '../lib/drafts';
import { safeNext } from '../lib/next-path';
import { usePageTitle } from '../lib/use-page-title';

/** The code and set-up steps carry when the half-done sign-in ends on this device's clock (sign-in-timeout.tsx). */
type Step =
  | { name: 'credentials' }
  | { name: 'code'; deadline: number }
  | { name: 'enrol'; secret: string; otpauthUrl: string; deadline: number }
  | { name: 'recovery'; codes: string[] };

/** Said on the password step when the code or set-up step ran out of time. */
const TIMED_OUT = {
  code: 'The time to enter the code ran out. Please sign in again.',
  enrol: 'The time to set up two-step sign-in ran out. Please sign in again: the key stays the same, so the entry you added to your app still works.',
} as const;

const HEADINGS: Record<Step['name'], string> = {
  credentials: 'Staff sign-in',
  code: 'Enter your authentication code',
  enrol: 'Set up two-step sign-in',
  recovery: 'Save your recovery codes',
};

/**
 * Sign-in in steps: password, then a code from the authenticator app; at an account's first
 * sign-in the app is set up first and the recovery codes shown once. Then back to where the
 * person was going (?next=).
 */
export function SignInPage() {
  const [step, setStep] = useState<Step>({ name: 'credentials' });
  const [username, setUsername] = useState('');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const navigatedNotice = (useLocation().state as { notice?: string } | null)?.notice;
  const [timedOut, setTimedOut] = useState('');
  const notice = timedOut || navigatedNotice;
  const heading = useRef<HTMLHeadingElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const queryClient = useQueryClient();
  usePageTitle(HEADINGS[step.name]);

  // Whatever the app read while signed in goes when sign-in shows (signed out, or the session ended).
  useEffect(() => queryClient.clear(), [queryClient]);
  // Signed out, the session ended, or a step ran out of time: the button or screen that led here is
  // gone, so the notice takes focus and is read (a status inserted with its words already in it is not announced).
  useEffect(() => noticeRef.current?.focus(), [timedOut]);

  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    // Back at the password after a step ran out of time: the notice saying so is what to read first.
    if (step.name === 'credentials' && timedOut) noticeRef.current?.focus();
    else heading.current?.focus();
    // timedOut is set with the step it explains.
  }, [step.name]); // eslint-disable-line react-hooks/exhaustive-deps

  // The button pressed last (Verify, Continue) goes with this screen: the next one's heading takes focus.
  const finish = () => navigate(safeNext(search.get('next')), { replace: true, state: FOCUS_HEADING });
  const onAnswer = (answer: SignInAnswer) => {
    const deadline = signInDeadline(answer);
    setTimedOut('');
    setStep(answer.step === 'enrol' ? { name: 'enrol', secret: answer.secret, otpauthUrl: answer.otpauthUrl, deadline } : { name: 'code', deadline });
  };
  const startAgain = () => setStep({ name: 'credentials' });
  const timeout = (current: Extract<Step, { deadline: number }>) => (
    <SignInTimeout
      step={current.name === 'enrol' ? 'set-up' : 'sign-in'}
      deadline={current.deadline}
      onMoreTime={(deadline) => setStep({ ...current, deadline })}
      onEnded={() => {
        setTimedOut(TIMED_OUT[current.name]);
        startAgain();
      }}
      onStartAgain={startAgain}
    />
  );
  const onVerified = (answer: CodeAnswer) => {
    // What a time-out kept is this person's only (lib/drafts.tsx).
    keepDraftsOnlyFor(answer.username);
    setUsername(answer.username);
    if (answer.recoveryCodes?.length) setStep({ name: 'recovery', codes: answer.recoveryCodes });
    else finish();
  };

  return (
    <StaffLayout>
      <Narrow>
        <h1 ref={heading} tabIndex={-1}>
          {HEADINGS[step.name]}
        </h1>
        {step.name === 'credentials' && notice && (
          <Notice ref={noticeRef} tabIndex={-1}>
            <p>{notice}</p>
          </Notice>
        )}
        <Card>
          {step.name === 'credentials' && <CredentialsForm onAnswer={onAnswer} />}
          {step.name === 'code' && (
            <>
              <CodeForm onVerified={onVerified} allowRecovery />
              <StartAgain onClick={startAgain} />
              {timeout(step)}
            </>
          )}
          {step.name === 'enrol' && (
            <>
              <EnrolStep secret={step.secret} otpauthUrl={step.otpauthUrl} onVerified={onVerified} />
              <StartAgain onClick={startAgain} />
              {timeout(step)}
            </>
          )}
          {step.name === 'recovery' && <RecoveryCodes username={username} codes={step.codes} onDone={finish} />}
        </Card>
      </Narrow>
    </StaffLayout>
  );
}

/** A half-done sign-in lasts a few minutes on the server; after that, or with the wrong account, start over. */
function StartAgain({ onClick }: { onClick: () => void }) {
  return (
    <Again>
      <Button type="button" $variant="secondary" onClick={onClick}>
        Start again
      </Button>
    </Again>
  );
}

const Narrow = styled.div`
  max-width: 34rem;
  margin: 0 auto;
  display: grid;
  gap: 1.25rem;
`;

const Again = styled.div`
  margin-top: 1.25rem;
`;
