import styled, { css } from 'styled-components';
import { color, radius, shadow } from './theme';

export const cardStyles = css`
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  box-shadow: ${shadow.card};
  padding: clamp(1.25rem, 1rem + 1vw, 1.75rem);
  min-width: 0;
`;

export const Card = styled.div`
  ${cardStyles}
`;

/** A list with check-mark bullets. */
export const CheckList = styled.ul`
  list-style: none;
  padding: 0;
  li {
    position: relative;
    padding-left: 1.75rem;
    margin: 0.45rem 0;
  }
  li::before {
    content: '';
    position: absolute;
    left: 0.2rem;
    top: 0.35em;
    width: 0.45rem;
    height: 0.8rem;
    border: solid ${color.brand};
    border-width: 0 3px 3px 0;
    transform: rotate(45deg);
  }
`;
