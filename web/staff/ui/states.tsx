import type { ReactNode } from 'react';
import styled from 'styled-components';
import { serverMessage } from '../../lib/api';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/form';
import { color, radius } from '../../ui/theme';

/** While a list loads: said once by screen readers, shown as a line of text. */
export function Loading({ what }: { what: string }) {
  return <Quiet role="status">Loading {what}…</Quiet>;
}

/** Nothing to show, in words that say what would appear here. */
export function Empty({ children }: { children: ReactNode }) {
  return <EmptyBox>{children}</EmptyBox>;
}

/** A list that could not be loaded, with the server's words when it gave some, and a way to try again. */
export function LoadFailed({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  return (
    <Notice $tone="error" role="alert">
      <p>
        {what} could not be loaded. {serverMessage(error) ?? 'Check the connection and try again.'}
      </p>
      <Button type="button" $variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </Notice>
  );
}

const Quiet = styled.p`
  color: ${color.muted};
  padding: 1rem 0;
`;

const EmptyBox = styled.div`
  padding: 1.25rem;
  border: 2px dashed ${color.border};
  border-radius: ${radius.md};
  color: ${color.muted};
  p { margin: 0; }
`;
