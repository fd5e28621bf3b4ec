import styled, { css } from 'styled-components';
import { color, radius } from '../theme';

export const FieldWrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  min-width: 0;
`;

export const Label = styled.label`
  font-weight: 650;
  font-size: 0.975rem;
`;

export const Optional = styled.span`
  font-weight: 400;
  color: ${color.muted};
`;

export const Hint = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${color.muted};
`;

export const ErrorText = styled.p`
  margin: 0;
  font-size: 0.925rem;
  font-weight: 600;
  color: ${color.danger};
`;

const control = css`
  width: 100%;
  min-height: 2.875rem;
  padding: 0.6rem 0.8rem;
  font: inherit;
  color: ${color.text};
  background: ${color.surface};
  border: 1.5px solid #7b8794; /* 3.6:1 against white: above the 3:1 non-text minimum */
  border-radius: ${radius.sm};
  &:hover { border-color: ${color.muted}; }
  &:focus-visible { outline: 3px solid var(--focus-ring); outline-offset: 1px; border-color: ${color.brand}; }
  &[aria-invalid='true'] { border-color: ${color.danger}; box-shadow: inset 4px 0 0 ${color.danger}; }
  &:disabled { background: ${color.brandTint}; color: ${color.muted}; cursor: not-allowed; }
`;

export const Input = styled.input`
  ${control}
`;

export const TextArea = styled.textarea`
  ${control}
  min-height: 6.5rem;
  resize: vertical;
`;

export const Select = styled.select`
  ${control}
  appearance: none;
  padding-right: 2.5rem;
  /* A chevron drawn with gradients: no image request, no inline SVG data URL for the CSP to weigh. */
  background-image: linear-gradient(45deg, transparent 50%, ${color.muted} 50%), linear-gradient(135deg, ${color.muted} 50%, transparent 50%);
  background-position: calc(100% - 1.15rem) 55%, calc(100% - 0.8rem) 55%;
  background-size: 0.35rem 0.35rem;
  background-repeat: no-repeat;
`;

export const CheckRow = styled.div`
  display: flex;
  gap: 0.65rem;
  align-items: flex-start;
  input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.2rem 0 0;
    accent-color: ${color.brand};
  }
  label { font-weight: 400; font-size: 0.95rem; }
`;

/**
 * Fields in two columns when the form itself is wide enough (not the viewport: the same form
 * sits in a narrow card or a wide tab), else one; `data-span="full"` fields take the whole row.
 */
export const FieldGrid = styled.div`
  display: grid;
  gap: 1.1rem 1.25rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, max(13rem, calc(50% - 0.625rem))), 1fr));
  & > [data-span='full'] { grid-column: 1 / -1; }
`;
