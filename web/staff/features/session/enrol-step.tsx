import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import type { CodeAnswer } from '#contract/staff';
import { Button } from '../../../ui/button';
import { toast } from '../../../ui/toast';
import { color, radius } from '../../../ui/theme';
import { copyText } from '../../../lib/save-file';
import { CodeForm } from './code-form';

// The QR encoder is needed once per account, at its first sign-in: it loads with this step.
const QrCode = lazy(() => import('./qr-code').then((module) => ({ default: module.QrCode })));

/** 'JBSWY3DPEHPK3PXP' → 'JBSW Y3DP EHPK 3PXP': easier to type from a screen; apps ignore the spaces. */
export const groupSecret = (secret: string): string => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * First sign-in: the authenticator app learns the secret from the QR code (or the key typed in),
 * then one code from it proves it worked and finishes the sign-in.
 */
export function EnrolStep({ secret, otpauthUrl, onVerified }: { secret: string; otpauthUrl: string; onVerified: (answer: CodeAnswer) => void }) {
  return (
    <Steps>
      <li>
        <h2>Scan this code with your authenticator app</h2>
        <p>Any app that shows 6-digit sign-in codes works (Google Authenticator, Microsoft Authenticator, 1Password, Authy…).</p>
        <QrFrame>
          <Suspense fallback={<p role="status">Drawing the QR code…</p>}>
            <QrCode value={otpauthUrl} label="QR code for your authenticator app" />
          </Suspense>
        </QrFrame>
      </li>
      <li>
        <h2>Or type this key into the app</h2>
        <Key>{groupSecret(secret)}</Key>
        <Button
          type="button"
          $variant="secondary"
          onClick={() =>
            void copyText(secret).then((copied) =>
              toast(copied ? { title: 'Key copied', variant: 'success' } : { title: 'Could not copy', description: 'Select the key and copy it by hand.', variant: 'error' }),
            )
          }
        >
          Copy key
        </Button>
      </li>
      <li>
        <h2>Enter the code the app shows</h2>
        <CodeForm onVerified={onVerified} allowRecovery={false} />
      </li>
    </Steps>
  );
}

const Steps = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 1.75rem;
  h2 { font-size: 1.2rem; }
`;

const QrFrame = styled.div`
  display: inline-block;
  padding: 0.5rem;
  border: 1px solid ${color.border};
  border-radius: ${radius.sm};
  background: ${color.surface};
  svg { display: block; width: min(14rem, 70vw); height: auto; }
`;

const Key = styled.p`
  font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
  font-size: 1.15rem;
  letter-spacing: 0.05em;
  /* Lines break between the groups of four, never inside one (a phone at 375 px fits five groups a line). */
  word-spacing: 0.15em;
  padding: 0.75rem;
  background: ${color.brandTint};
  border-radius: ${radius.sm};
  user-select: all;
`;
