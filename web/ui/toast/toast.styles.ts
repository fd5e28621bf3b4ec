import styled, { keyframes } from 'styled-components';
import { color, radius, shadow } from '../theme';
import type { ToastVariant } from '../../lib/toast-store';

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(-0.5rem); }
  to { opacity: 1; transform: none; }
`;

const accentOf: Record<ToastVariant, string> = {
  default: color.brand,
  success: color.brand,
  error: color.danger,
};

export const Card = styled.div<{ $variant: ToastVariant }>`
  position: relative;
  pointer-events: auto;
  touch-action: pan-y;
  padding: 0.9rem 2.75rem 0.95rem 1.1rem;
  background: ${color.surface};
  color: ${color.text};
  border: 1px solid ${color.border};
  border-left: 5px solid ${({ $variant }) => accentOf[$variant]};
  border-radius: ${radius.md};
  box-shadow: ${shadow.raised};
  transition: transform 0.15s ease-out;
  /* Focused by F8: a ring as on every control (the site hides rings on tabindex=-1 targets). */
  &&:focus { outline: 3px solid ${color.brand}; outline-offset: 2px; }
  @media (prefers-reduced-motion: no-preference) {
    animation: ${slideIn} 0.2s ease-out;
  }
`;

export const Title = styled.p`
  margin: 0;
  font-weight: 700;
  line-height: 1.35;
`;

export const Description = styled.p`
  margin: 0.25rem 0 0;
  font-size: 0.95rem;
  line-height: 1.45;
  color: ${color.muted};
`;

export const Action = styled.button`
  margin-top: 0.6rem;
  padding: 0.35rem 0.9rem;
  font: inherit;
  font-size: 0.9rem;
  font-weight: 650;
  color: ${color.brand};
  background: ${color.surface};
  border: 2px solid ${color.brand};
  border-radius: ${radius.pill};
  cursor: pointer;
  &:hover { background: ${color.brandSoft}; }
`;

export const Close = styled.button`
  position: absolute;
  top: 0.45rem;
  right: 0.45rem;
  display: grid;
  place-items: center;
  width: 2rem;
  height: 2rem;
  padding: 0;
  color: ${color.muted};
  background: transparent;
  border: 0;
  border-radius: ${radius.sm};
  cursor: pointer;
  &:hover { color: ${color.text}; background: ${color.brandTint}; }
`;
