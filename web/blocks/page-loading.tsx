import styled from 'styled-components';
import { useShell } from '../i18n/lang-context';
import { color } from '../ui/theme';

const Message = styled.p`
  min-height: 60vh;
  padding: 4rem 1rem;
  text-align: center;
  color: ${color.muted};
`;

/** Shown while a code-split page loads after a client-side navigation. */
export function PageLoading() {
  return <Message role="status">{useShell().loading}</Message>;
}
