import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { CodeAnswer, SignInAnswer } from '../../../api/contract/staff';
import { Card } from '../../ui/card';
import { Notice } from '../../ui/form';
import { Button } from '../../ui/button';
import { CodeForm } from '../features/session/code-form';
import { CredentialsForm } from '../features/session/credentials-form';
import { EnrolStep } from '../features/session/enrol-step';
import { RecoveryCodes } from '../features/session/recovery-codes';
import { FOCUS_HEADING, StaffLayout } from '../layout/staff-layout';
import { keepDraftsOnlyFor } from '../lib/drafts';
import { safeNext } from '../lib/next-path';
import { usePageTitle } from '../lib/use-page-title';

type Step = { name: 'credentials' } | { name: 'code' } | { name: 'enrol'; secret: string; otpauthUrl: string } | { name: 'recovery'; codes: string[] };

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
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const heading = useRef<HTMLHeadingElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const queryClient = useQueryClient();
  usePageTitle(HEADINGS[step.name]);

  // Whatever the app read while signed in goes when sign-in shows (signed out, or the session ended).
  useEffect(() => queryClient.clear(), [queryClient]);
  // Signed out, or the session ended: the button or screen that led here is gone, so the notice
  // takes focus and is read (a status inserted with its words already in it is not announced).
  useEffect(() => noticeRef.current?.focus(), []);

  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    heading.current?.focus();
  }, [step.name]);

  // The button pressed last (Verify, Continue) goes with this screen: the next one's heading takes focus.
  const finish = () => navigate(safeNext(search.get('next')), { replace: true, state: FOCUS_HEADING });
  const onAnswer = (answer: SignInAnswer) =>
    setStep(answer.step === 'enrol' ? { name: 'enrol', secret: answer.secret, otpauthUrl: answer.otpauthUrl } : { name: 'code' });
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
              <StartAgain onClick={() => setStep({ name: 'credentials' })} />
            </>
          )}
          {step.name === 'enrol' && (
            <>
              <EnrolStep secret={step.secret} otpauthUrl={step.otpauthUrl} onVerified={onVerified} />
              <StartAgain onClick={() => setStep({ name: 'credentials' })} />
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
