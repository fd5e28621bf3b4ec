import styled from 'styled-components';
import { color, radius } from './theme';

/** "Skip to main content": off screen until it has focus (WCAG 2.4.1), on the public site and in the staff area. */
export const SkipLink = styled.a`
  position: absolute;
  left: 1rem;
  top: -10rem;
  z-index: 100;
  padding: 0.75rem 1.25rem;
  border-radius: ${radius.sm};
  background: ${color.brandDark};
  color: ${color.onDark};
  font-weight: 700;
  &:focus { top: 1rem; color: ${color.onDark}; }
`;
