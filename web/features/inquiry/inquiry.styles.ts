import styled from 'styled-components';

export const Form = styled.form`
  display: grid;
  gap: 1.25rem;
`;

/** Holds the "saved for later" message; always in the page so screen readers announce it. */
export const StatusArea = styled.div`
  &:not(:empty) { margin-bottom: 1.25rem; }
  &:focus { outline: none; }
`;
