import styled from 'styled-components';
import { color, radius } from '../../ui/theme';

export const Form = styled.form`
  display: grid;
  gap: 1.75rem;
`;

/** One part of the form (about you, the patient…): a fieldset whose legend reads as a heading. */
export const Part = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: grid;
  gap: 1rem;
  legend {
    padding: 0;
    margin-bottom: 0.75rem;
    font-size: 1.15rem;
    font-weight: 700;
  }
  > p { margin: 0; color: ${color.muted}; font-size: 0.95rem; }
`;

/** Holds the outcome of the last submission; always in the page so screen readers announce it. */
export const StatusArea = styled.div`
  &:not(:empty) { margin-bottom: 1.25rem; }
  &:focus { outline: none; }
`;

export const FileList = styled.ul`
  list-style: none;
  margin: 0.5rem 0 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.75rem;
    padding: 0.5rem 0.75rem;
    border: 1px solid ${color.border};
    border-radius: ${radius.sm};
    background: ${color.surface};
  }
  span { overflow-wrap: anywhere; }
`;

export const SmallButton = styled.button`
  flex: none;
  font: inherit;
  font-size: 0.9rem;
  min-height: 2.5rem;
  padding: 0.3rem 0.8rem;
  border-radius: ${radius.sm};
  border: 1px solid ${color.brand};
  background: ${color.surface};
  color: ${color.brand};
  cursor: pointer;
  &:hover { background: ${color.brandTint}; }
  &:focus-visible { outline: 3px solid var(--focus-ring); outline-offset: 2px; }
`;

export const Progress = styled.div`
  display: grid;
  gap: 0.5rem;
  padding: 1rem;
  border: 1px solid ${color.border};
  border-radius: ${radius.sm};
  background: ${color.brandTint};
  progress { width: 100%; height: 1rem; accent-color: ${color.brand}; }
  div { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center; justify-content: space-between; }
`;

export const Reference = styled.p`
  && { font-size: 1.35rem; font-weight: 700; letter-spacing: 0.04em; margin: 0.5rem 0; }
`;
