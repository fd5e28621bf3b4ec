import { Link } from './link';
import styled, { css } from 'styled-components';
import { color, radius } from './theme';

/** primary/secondary sit on light backgrounds; light/outline-light on the dark brand bands. */
export type ButtonVariant = 'primary' | 'secondary' | 'light' | 'outline-light';

interface VariantProps {
  $variant?: ButtonVariant;
  $block?: boolean;
}

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${color.brand};
    color: ${color.onDark};
    border-color: ${color.brand};
    &:hover { background: ${color.brandDark}; border-color: ${color.brandDark}; color: ${color.onDark}; }
  `,
  secondary: css`
    background: ${color.surface};
    color: ${color.brand};
    border-color: ${color.brand};
    &:hover { background: ${color.brandSoft}; color: ${color.brandDark}; }
  `,
  light: css`
    background: ${color.surface};
    color: ${color.brandDark};
    border-color: ${color.surface};
    &:hover { background: ${color.brandSoft}; color: ${color.brandDark}; }
  `,
  'outline-light': css`
    background: transparent;
    color: ${color.onDark};
    border-color: ${color.onDark};
    &:hover { background: rgb(255 255 255 / 12%); color: ${color.onDark}; }
  `,
};

const buttonStyles = css<VariantProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 2.875rem;
  padding: 0.7rem 1.35rem;
  border: 2px solid transparent;
  border-radius: ${radius.pill};
  font: inherit;
  font-weight: 650;
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition: background-color 0.15s ease, color 0.15s ease, transform 0.15s ease;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  ${({ $variant = 'primary' }) => variants[$variant]}
  &:hover { text-decoration: none; }
  &:active { transform: translateY(1px); }
  &:disabled { opacity: 0.6; cursor: not-allowed; }
  svg { flex: none; width: 1.15em; height: 1.15em; }
`;

/** A link to a page of this site that looks like a button. */
export const ButtonLink = styled(Link)<VariantProps>`
  ${buttonStyles}
`;

/** An <a> (tel:, mailto:, files) that looks like a button. */
export const ButtonAnchor = styled.a<VariantProps>`
  ${buttonStyles}
`;

export const Button = styled.button<VariantProps>`
  ${buttonStyles}
`;

export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;
