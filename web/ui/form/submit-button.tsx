import type { ReactNode } from 'react';
import { Button } from '../button';

interface Props {
  busy: boolean;
  busyLabel: string;
  disabled?: boolean;
  children: ReactNode;
}

/** A form's submit button with a busy state that assistive technology hears (aria-busy) and sees. */
export function SubmitButton({ busy, busyLabel, disabled, children }: Props) {
  return (
    <Button type="submit" $block disabled={busy || disabled} aria-busy={busy || undefined}>
      {busy ? busyLabel : children}
    </Button>
  );
}
