import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../button';

interface Props {
  busy: boolean;
  busyLabel: string;
  disabled?: boolean;
  children: ReactNode;
}

/**
 * A form's submit button with a busy state that assistive technology hears (aria-busy) and
 * sees. While busy it is aria-disabled rather than disabled, so it keeps keyboard focus;
 * the forms ignore a second submit while one is in flight.
 */
export function SubmitButton({ busy, busyLabel, disabled, children }: Props) {
  return (
    <Busy type="submit" $block disabled={disabled} aria-disabled={busy || undefined} aria-busy={busy || undefined}>
      {busy ? busyLabel : children}
    </Busy>
  );
}

const Busy = styled(Button)`
  &[aria-busy='true'] { opacity: 0.8; cursor: progress; }
`;
