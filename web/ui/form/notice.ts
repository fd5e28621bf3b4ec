import styled from 'styled-components';
import { color, radius } from '../theme';

/**
 * A message in the form area that is neither an error nor a toast (e.g. "saved for later"). Apart
 * from the fields' styles: the booking forms show it (the no-script note) before their fields load.
 */
export const Notice = styled.div<{ $tone?: 'info' | 'success' | 'error' }>`
  padding: 0.9rem 1rem;
  border-radius: ${radius.sm};
  border: 1px solid ${({ $tone }) => ($tone === 'success' ? color.brand : $tone === 'error' ? color.danger : color.border)};
  border-left-width: ${({ $tone }) => ($tone === 'error' ? '5px' : '1px')};
  background: ${({ $tone }) => ($tone === 'success' ? color.brandSoft : $tone === 'error' ? '#fdf2f2' : color.brandTint)};
  color: ${color.text};
  p { margin: 0; }
  p + p, p + div { margin-top: 0.5rem; }
`;
